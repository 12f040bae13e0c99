import type { Analysis } from '../../dsl/session.ts';
import type { Step, StepId } from '../../engine/timeline.ts';
import type { PostedRun } from './page-run.ts';

/**
 * What the page asks the analysis worker. `id` numbers the texts: a step or the full analysis is
 * asked of analysis `id`, and the worker answers only from that one (it keeps the latest).
 */
export type AnalysisRequest =
  | { readonly kind: 'analyse'; readonly id: number; readonly text: string }
  | { readonly kind: 'step'; readonly id: number; readonly step: StepId }
  | { readonly kind: 'full'; readonly id: number };

/** The worker's answers: the page's copy of analysis `id` (posted form), one step of it, or all of it. */
export type AnalysisReply =
  | { readonly kind: 'run'; readonly id: number; readonly run: PostedRun }
  | { readonly kind: 'step'; readonly id: number; readonly step: Step | null }
  | { readonly kind: 'full'; readonly id: number; readonly analysis: Analysis };
