// Pure: where a text mentions a rule the clause tables know (A-68, D-50), so the UI can open it.
import type { Clause } from '../../engine/clause.ts';

/** A piece of text: plain, or a rule id the clause table has. */
export interface TextPart {
  readonly text: string;
  readonly rule: boolean;
}

/** Splits a text around the known rule ids it mentions; unknown ids stay plain text. */
export function splitRuleIds(text: string, clauses: Readonly<Record<string, Clause>>): TextPart[] {
  const out: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(/(?<![\w-])[A-D]-[A-Z]?\d+[a-z]?(?![\w-])/g)) {
    if (!clauses[m[0]]) continue;
    if (m.index > last) out.push({ text: text.slice(last, m.index), rule: false });
    out.push({ text: m[0], rule: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), rule: false });
  return out;
}
