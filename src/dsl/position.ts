/**
 * Position helpers for the editor ↔ timeline link: a step's source span → its line, a cursor
 * offset → the statement under it, and line/column ↔ offset conversions. Pure data, no Monaco.
 */
import type { Span } from '../engine/span.ts';
import type { Step } from '../engine/timeline.ts';
import { DiagnosticSink } from './diagnostics.ts';
import { parseDoc } from './parser.ts';
import type { ScenarioDoc, Statement } from './syntax.ts';

/** The 1-based source line a timeline step came from, or null for automatic steps. */
export function lineOfStep(step: Pick<Step, 'source'>): number | null {
  return step.source && step.source.line > 0 ? step.source.line : null;
}

/** The 1-based line of a span, or null for spans without source (NO_SPAN). */
export function lineOfSpan(span: Span | undefined): number | null {
  return span && span.line > 0 ? span.line : null;
}

/** The steps that came from a given source line (the UI highlights them when the cursor is there). */
export function stepsAtLine<S extends Pick<Step, 'source'>>(steps: readonly S[], line: number): S[] {
  return steps.filter((s) => s.source?.line === line);
}

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

/** Offset of a 1-based line/column in text (clamped to the text). */
export function offsetAt(text: string, line: number, col: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', offset);
    if (nl < 0) return text.length;
    offset = nl + 1;
  }
  return Math.min(text.length, offset + Math.max(0, col - 1));
}

/** 1-based line/column of an offset in text (CRLF counts as one break). */
export function positionAt(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text[i] === '\n') {
      line++;
      start = i + 1;
    }
  }
  return { line, col: end - start + 1 };
}
