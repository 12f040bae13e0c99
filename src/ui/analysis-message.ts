import type { Analysis } from '../dsl/session.ts';

/** What the page asks the analysis worker: the text, numbered so stale answers can be told. */
export interface AnalysisRequest {
  readonly id: number;
  readonly text: string;
}

/** The worker's answer to request `id`. */
export interface AnalysisReply {
  readonly id: number;
  readonly analysis: Analysis;
}

/**
 * The analysis as sent to the page: the parsed document's lines and tokens stay behind (nothing
 * on the page reads them, and copying them costs as much as the timeline at 200 players); rerun
 * still works, as it needs only the written scenario. The checkpoints stay in the worker, which
 * resumes the next edit from them.
 */
export function forPage(a: Analysis): Analysis {
  const { resolved: _kept, ...sent } = a;
  return { ...sent, doc: { text: a.doc.text, lines: [], statements: [], statementLines: [] } };
}
