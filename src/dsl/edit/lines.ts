/**
 * The line-level pieces every text edit shares (option lines, order lines, a phase block's
 * body): line ends, a line's text, removing a whole line, finding a block. One way to do each,
 * so every editor of the scenario text keeps comments, indentation and CRLF alike.
 */
import type { BlockKind, DocLine, ScenarioDoc } from '../syntax.ts';

/** The text's own line end: CRLF when it uses it. */
export function eolOf(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

/** The line end that follows `offset` in `text`, else the text's own. */
export function eolAt(text: string, offset: number): string {
  if (text.startsWith('\r\n', offset)) return '\r\n';
  if (text.startsWith('\n', offset)) return '\n';
  return eolOf(text);
}

/** A line as written (without its line end). */
export function lineText(text: string, line: DocLine): string {
  return text.slice(line.span.offset, line.span.offset + line.span.length);
}

/** Length of the line end just before `offset` (0 at the start of the text). */
function eolBefore(text: string, offset: number): number {
  const before = text.slice(0, offset);
  return before.endsWith('\r\n') ? 2 : before.endsWith('\n') ? 1 : 0;
}

/**
 * Removes a whole source line with its own line end; the last line, which has none, takes the
 * one before it. `lines` are the document's lines for `text` (edits run from the end of the text
 * so earlier offsets stay valid).
 */
export function removeLine(text: string, lines: readonly DocLine[], line: DocLine): string {
  const next = lines.find((l) => l.line === line.line + 1);
  const end = next ? next.span.offset : text.length;
  const start = next ? line.span.offset : Math.max(0, line.span.offset - eolBefore(text, line.span.offset));
  return text.slice(0, start) + text.slice(end);
}

/** Whether a line holds a block header (`day N`, `evening N`, `night N`). */
export function isBlockHeader(doc: ScenarioDoc, line: DocLine): boolean {
  return line.statement >= 0 && doc.statements[line.statement]?.kind === 'block';
}

/** The first `kind n` block: its header line, then its lines up to the next header. */
export function blockLines(
  doc: ScenarioDoc,
  kind: BlockKind,
  n: number,
): { header: DocLine; body: DocLine[]; next: DocLine | null } | null {
  const at = doc.lines.findIndex((l) => isBlockHeader(doc, l) && l.block?.kind === kind && l.block.number === n);
  if (at < 0) return null;
  const body: DocLine[] = [];
  let i = at + 1;
  for (; i < doc.lines.length && !isBlockHeader(doc, doc.lines[i]!); i++) body.push(doc.lines[i]!);
  return { header: doc.lines[at]!, body, next: doc.lines[i] ?? null };
}
