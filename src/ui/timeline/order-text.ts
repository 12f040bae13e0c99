// Pure edit of the scenario text for a night's played order: replace the `order A, B, …` line of
// the `night N` block, or insert one right after its header (keyword language, indent, EOL kept).
import { parseScenario } from '../../dsl/parse.ts';
import type { DocLine, ScenarioDoc, Statement } from '../../dsl/syntax.ts';

type OrderStatement = Extract<Statement, { kind: 'order' }>;

/** The lines of the first `night n` block: its header, then the lines up to the next header. */
function nightBlock(doc: ScenarioDoc, night: number): { header: DocLine; body: DocLine[] } | null {
  const isHeader = (l: DocLine): boolean => l.statement >= 0 && doc.statements[l.statement]?.kind === 'block';
  const at = doc.lines.findIndex((l) => {
    const s = l.statement >= 0 ? doc.statements[l.statement] : undefined;
    return s?.kind === 'block' && s.block === 'night' && s.number === night;
  });
  if (at < 0) return null;
  const body: DocLine[] = [];
  for (let i = at + 1; i < doc.lines.length && !isHeader(doc.lines[i]!); i++) body.push(doc.lines[i]!);
  return { header: doc.lines[at]!, body };
}

/** The line end that follows `offset` in `text`, else the text's own (CRLF when it uses it). */
function eolAt(text: string, offset: number): string {
  if (text.startsWith('\r\n', offset)) return '\r\n';
  if (text.startsWith('\n', offset)) return '\n';
  return text.includes('\r\n') ? '\r\n' : '\n';
}

/** Removes a whole source line together with the line end before it. */
function removeLine(text: string, line: DocLine): string {
  const start = line.span.offset;
  const before = text.slice(0, start).endsWith('\r\n') ? 2 : text.slice(0, start).endsWith('\n') ? 1 : 0;
  return text.slice(0, start - before) + text.slice(start + line.span.length);
}

/**
 * Writes `order` as night `night`'s final order: the block's first `order` line is replaced (its
 * comment kept, later duplicates removed), else a line is inserted after the header. Returns null
 * when the text has no such night block.
 */
export function setNightOrder(text: string, night: number, order: readonly string[]): string | null {
  const { doc } = parseScenario(text);
  const block = nightBlock(doc, night);
  if (!block) return null;
  const orderLines = block.body.filter((l) => doc.statements[l.statement]?.kind === 'order');
  const names = order.join(', ');
  const [first, ...rest] = orderLines;
  // Edits run from the end so earlier offsets stay valid.
  let out = text;
  for (const line of [...rest].reverse()) out = removeLine(out, line);
  if (first) {
    const s = doc.statements[first.statement] as OrderStatement;
    return out.slice(0, s.span.offset) + `${s.keyword.text} ${names}` + out.slice(s.span.offset + s.span.length);
  }
  const header = doc.statements[block.header.statement]!;
  const russian = 'keyword' in header && /[а-яё]/i.test(header.keyword.text);
  const firstStatement = block.body.find((l) => l.statement >= 0);
  const indent = firstStatement ? /^[ \t]*/.exec(text.slice(firstStatement.span.offset, firstStatement.span.offset + firstStatement.span.length))![0] : '  ';
  const end = block.header.span.offset + block.header.span.length;
  return out.slice(0, end) + eolAt(out, end) + `${indent}${russian ? 'порядок' : 'order'} ${names}` + out.slice(end);
}

/** Moves the item at `from` to index `to` (clamped); the input is not changed. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const [item] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(out.length, to)), 0, item!);
  return out;
}
