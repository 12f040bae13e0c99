/** The statement under a cursor offset, for hovers. Pure data, no Monaco. */
import type { Span } from '../engine/span.ts';
import { DiagnosticSink } from './diagnostics.ts';
import { parseDoc } from './parser.ts';
import type { ScenarioDoc, Statement } from './syntax.ts';

/** The statement (and its span) under a cursor offset; null on blank or comment-only lines. */
export function statementAt(
  docOrText: ScenarioDoc | string,
  offset: number,
): { statement: Statement; span: Span; line: number; index: number } | null {
  const doc = typeof docOrText === 'string' ? parseDoc(docOrText, new DiagnosticSink()) : docOrText;
  const line = lineAtOffset(doc, offset);
  if (!line || line.statement < 0) return null;
  const statement = doc.statements[line.statement];
  if (!statement) return null;
  return { statement, span: statement.span, line: line.line, index: line.statement };
}

/** The doc line containing an offset (an offset at a line's end belongs to that line). */
export function lineAtOffset(doc: ScenarioDoc, offset: number): ScenarioDoc['lines'][number] | undefined {
  const lines = doc.lines;
  let lo = 0;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines[mid]!.span.offset <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lines[lo];
}
