/**
 * The formatter: canonical text from the token stream of each line. Keywords keep the language
 * they were written in; spacing, indentation (two spaces inside blocks), blank lines and
 * trailing-comment columns are normalised. It re-spaces tokens and never reorders or drops
 * them, so the parsed Scenario is unchanged (spans aside) and format(format(x)) === format(x).
 */
import { DiagnosticSink } from './diagnostics.ts';
import { parseDoc } from './parser.ts';
import type { DocLine, Token } from './syntax.ts';

/** Canonical text of a scenario. Never throws; unreadable lines keep their tokens as written. */
export function formatScenario(text: string): string {
  const source = typeof text === 'string' ? text : String(text ?? '');
  const doc = parseDoc(source, new DiagnosticSink());
  const rendered = doc.lines.map((l) => ({ code: renderTokens(l.tokens), comment: l.comment?.text.trimEnd() ?? null }));
  const indents = indentation(
    doc.lines,
    doc.statements.map((s) => s.kind === 'block'),
  );
  const out: Row[] = [];
  rendered.forEach((r, i) => {
    const blank = !r.code && !r.comment;
    if (blank) {
      if (out.length && out[out.length - 1] !== BLANK) out.push(BLANK);
      return;
    }
    out.push({ indent: ' '.repeat(indents[i]!), code: r.code, comment: r.comment });
  });
  while (out[out.length - 1] === BLANK) out.pop();
  if (!out.length) return '';
  return alignComments(out).join('\n') + '\n';
}

interface Row {
  readonly indent: string;
  readonly code: string;
  readonly comment: string | null;
}

const BLANK: Row = { indent: '', code: '', comment: null };

/** Spaces before each token: none before , : and around /, one elsewhere; `→` becomes `->`. */
export function renderTokens(tokens: readonly Token[]): string {
  let s = '';
  tokens.forEach((tok, i) => {
    const prev = tokens[i - 1];
    if (prev) {
      const tight = tok.kind === 'comma' || tok.kind === 'colon' || tok.kind === 'slash' || prev.kind === 'slash';
      s += tight ? '' : ' ';
    }
    s += tok.kind === 'arrow' ? '->' : tok.kind === 'time' ? `@${tok.value}` : tok.text;
  });
  return s;
}

/** Indent per line: 2 inside a block, 0 for headers and top level; comment lines follow the next code line. */
function indentation(lines: readonly DocLine[], isHeader: readonly boolean[]): number[] {
  const out = new Array<number>(lines.length).fill(0);
  let next = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const l = lines[i]!;
    if (l.statement >= 0) {
      next = isHeader[l.statement] || l.block === null ? 0 : 2;
      out[i] = next;
    } else {
      out[i] = next;
    }
  }
  return out;
}

/** Runs of consecutive lines with code and a trailing comment get their comments in one column. */
function alignComments(rows: readonly Row[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < rows.length) {
    const r = rows[i]!;
    if (!r.code || !r.comment) {
      out.push(r.code ? r.indent + r.code : r.comment ? r.indent + r.comment : '');
      i++;
      continue;
    }
    let j = i;
    while (j < rows.length && rows[j]!.code && rows[j]!.comment) j++;
    let width = 0;
    for (let k = i; k < j; k++) width = Math.max(width, rows[k]!.indent.length + rows[k]!.code.length);
    for (let k = i; k < j; k++) {
      const x = rows[k]!;
      out.push((x.indent + x.code).padEnd(width + 2) + x.comment);
    }
    i = j;
  }
  return out;
}
