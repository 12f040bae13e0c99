import { analyse, type Analysis } from '../../dsl/session.ts';
import type { AnalysisReply, AnalysisRequest } from './messages.ts';
import { fullForPage, toPostedRun, type Posted } from './page-run.ts';

/**
 * Where analyses are made and kept: the worker, or the page itself for short texts and when
 * there is no worker. It keeps the latest analysis whole and answers each request from it; a
 * question about any other analysis gets no answer (the page has moved on).
 */
export class AnalysisHost {
  private id = -1;
  private latest: Analysis | null = null;
  /** The steps of the run posted last: the next run's unchanged rows are not sent again. */
  private readonly posted: Posted = { steps: [] };

  answer(request: AnalysisRequest): AnalysisReply | null {
    if (request.kind === 'analyse') {
      this.id = request.id;
      // Resumes from the first phase the edit changed (the previous analysis's checkpoints).
      this.latest = analyse(request.text, [], { previous: this.latest });
      return { kind: 'run', id: request.id, run: toPostedRun(this.latest, this.posted) };
    }
    if (request.id !== this.id || !this.latest) return null;
    if (request.kind === 'full') return { kind: 'full', id: request.id, analysis: fullForPage(this.latest) };
    const step = this.latest.timeline.steps.find((s) => s.id === request.step) ?? null;
    return { kind: 'step', id: request.id, step };
  }
}
