import type { Analysis } from '../../dsl/session.ts';
import type { Step, StepId } from '../../engine/timeline.ts';
import type { NightMail, PostedRun, RowWindow } from './page-run.ts';
import type { PackedRows } from './row-pack.ts';

/**
 * What the page asks the analysis worker. `id` numbers the texts: a step, rows or the full
 * analysis are asked of analysis `id`, and the worker answers only from that one (it keeps the
 * latest). A run comes with the rows of `window`, the ones the page shows. `prime` analyses a
 * text the page analysed itself and answers nothing: the worker starts, compiles and warms up,
 * and the first edit resumes from that analysis instead of waiting for all of this.
 */
export type AnalysisRequest =
  | { readonly kind: 'analyse'; readonly id: number; readonly text: string; readonly window: RowWindow }
  | { readonly kind: 'step'; readonly id: number; readonly step: StepId }
  | { readonly kind: 'rows'; readonly id: number; readonly window: RowWindow }
  | { readonly kind: 'full'; readonly id: number }
  | { readonly kind: 'mail'; readonly id: number; readonly night: number }
  | { readonly kind: 'prime'; readonly text: string };

/** The worker's answers: the page's copy of analysis `id` (posted form), one step, rows from `from`, a night's mail, or all of it. */
export type AnalysisReply =
  | { readonly kind: 'run'; readonly id: number; readonly run: PostedRun }
  | { readonly kind: 'step'; readonly id: number; readonly step: Step | null }
  | { readonly kind: 'rows'; readonly id: number; readonly from: number; readonly rows: PackedRows }
  | { readonly kind: 'mail'; readonly id: number; readonly night: number; readonly mail: NightMail | null }
  | { readonly kind: 'full'; readonly id: number; readonly analysis: Analysis };
