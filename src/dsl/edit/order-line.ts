// Pure edit of the scenario text for a night's played order: replace the `order A, B, …` line of
// the `night N` block, or insert one right after its header (keyword language, indent, EOL kept).
import { parseScenario } from '../parse.ts';
import type { Statement } from '../syntax.ts';
import { blockLines, eolAt, lineText, removeLine } from './lines.ts';

type OrderStatement = Extract<Statement, { kind: 'order' }>;

/**
 * Writes `order` as night `night`'s final order: the block's first `order` line is replaced (its
 * comment kept, later duplicates removed), else a line is inserted after the header. Returns null
 * when the text has no such night block. One parse per edit (Apply), none per preview.
 */
export function setNightOrder(text: string, night: number, order: readonly string[]): string | null {
  const { doc } = parseScenario(text);
  const block = blockLines(doc, 'night', night);
  if (!block) return null;
  const orderLines = block.body.filter((l) => doc.statements[l.statement]?.kind === 'order');
  const names = order.join(', ');
  const [first, ...rest] = orderLines;
  // Edits run from the end so earlier offsets stay valid.
  let out = text;
  for (const line of [...rest].reverse()) out = removeLine(out, doc.lines, line);
  if (first) {
    const s = doc.statements[first.statement] as OrderStatement;
    return out.slice(0, s.span.offset) + `${s.keyword.text} ${names}` + out.slice(s.span.offset + s.span.length);
  }
  const header = doc.statements[block.header.statement]!;
  const russian = 'keyword' in header && /[а-яё]/i.test(header.keyword.text);
  const firstStatement = block.body.find((l) => l.statement >= 0);
  const indent = firstStatement ? /^[ \t]*/.exec(lineText(text, firstStatement))![0] : '  ';
  const end = block.header.span.offset + block.header.span.length;
  return out.slice(0, end) + eolAt(out, end) + `${indent}${russian ? 'порядок' : 'order'} ${names}` + out.slice(end);
}
