/** A range in the scenario source: 1-based line/column plus 0-based offset and length. */
export interface Span {
  readonly line: number;
  readonly col: number;
  readonly offset: number;
  readonly length: number;
}

/** A span for things that have no source text (built in code or derived). */
export const NO_SPAN: Span = { line: 0, col: 0, offset: 0, length: 0 };
