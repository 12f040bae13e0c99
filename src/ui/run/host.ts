import { analyse, type Analysis } from '../../dsl/session.ts';
import type { AnalysisReply, AnalysisRequest } from './messages.ts';
import { fullForPage, toPostedRun } from './page-run.ts';
import { packRows } from './row-pack.ts';

/**
 * Where analyses are made and kept: the worker, or the page itself for short texts and when
 * there is no worker. It keeps the latest analysis whole and answers each request from it; a
 * question about any other analysis gets no answer (the page has moved on).
 */
export class AnalysisHost {
  private id = -1;
  private latest: Analysis | null = null;

  answer(request: AnalysisRequest): AnalysisReply | null {
    if (request.kind === 'analyse') {
      this.id = request.id;
      // Resumes from the first phase the edit changed (the previous analysis's checkpoints).
      this.latest = analyse(request.text, [], { previous: this.latest });
      return { kind: 'run', id: request.id, run: toPostedRun(this.latest, request.window) };
    }
    if (request.kind === 'prime') {
      // No run of this analysis is on the page: nothing may be asked of it by number.
      this.id = -1;
      // Then as if a line were typed at the top and taken back: the paths of an edit (incremental
      // parse, resolving again from the first phase) are compiled before the first keystroke.
      const text = request.text;
      const written = analyse(text, [], { previous: this.latest });
      this.latest = analyse(text, [], { previous: analyse(`#\n${text}`, [], { previous: written }) });
      return null;
    }
    if (request.id !== this.id || !this.latest) return null;
    if (request.kind === 'full') return { kind: 'full', id: request.id, analysis: fullForPage(this.latest) };
    if (request.kind === 'rows') {
      const [from, to] = request.window;
      return { kind: 'rows', id: request.id, from, rows: packRows(this.latest.timeline.steps.slice(from, to)) };
    }
    const step = this.latest.timeline.steps.find((s) => s.id === request.step) ?? null;
    return { kind: 'step', id: request.id, step };
  }
}
