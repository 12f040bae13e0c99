import { analyse, type Analysis } from '../../dsl/session.ts';
import type { AnalysisReply, AnalysisRequest } from './messages.ts';
import { fullForPage, toPostedRun, type RowWindow } from './page-run.ts';
import { packRows } from './row-pack.ts';

/**
 * How a host splits a long game (the worker's): the run of the rows on screen (at least
 * `minFirst`, when the page shows fewer: an empty timeline) is posted first, the rest resolved
 * `chunk` steps at a time, the latest edit free to come in between. A game expected to end within
 * `minRest` steps of the rows on screen is resolved in one go.
 */
export interface Progressive {
  readonly chunk: number;
  readonly minRest: number;
  readonly minFirst: number;
}

/**
 * The worker's: chunks of ≈ 30–60 ms there at 200 players (each chunk resumes from a checkpoint,
 * so smaller ones cost more in all), and a 17 × 30 game (≈ 760 steps) split.
 */
export const PROGRESSIVE: Progressive = { chunk: 3_000, minRest: 300, minFirst: 100 };

/**
 * Where analyses are made and kept: the worker, or the page itself for short texts and when
 * there is no worker. It keeps the latest analysis whole and answers each request from it; a
 * question about any other analysis gets no answer (the page has moved on). A progressive host
 * answers an analysis with a partial run as soon as the rows on screen are resolved; `more()`
 * then resolves the rest, and a newer analysis started meanwhile resumes from what was resolved.
 */
export class AnalysisHost {
  private id = -1;
  private latest: Analysis | null = null;
  /** The rows the page showed when it asked for the latest analysis: the complete run brings them. */
  private window: RowWindow = [0, 0];

  constructor(private readonly progressive: Progressive | null = null) {}

  /** True while the latest analysis the page asked for is partial: `more()` resolves its next chunk. */
  get unfinished(): boolean {
    return this.id >= 0 && this.latest?.partial === true;
  }

  answer(request: AnalysisRequest): AnalysisReply | null {
    if (request.kind === 'analyse') {
      this.id = request.id;
      this.window = request.window;
      // Resumes from the first phase the edit changed (the previous analysis's checkpoints), or
      // from where a partial one stopped.
      this.latest = analyse(request.text, [], { previous: this.latest, until: this.firstStop(request.window) });
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
    // the whole analysis of a partial one is asked again when its complete run has come
    if (request.kind === 'full') return this.latest.partial ? null : { kind: 'full', id: request.id, analysis: fullForPage(this.latest) };
    if (request.kind === 'rows') {
      const [from, to] = request.window;
      return { kind: 'rows', id: request.id, from, rows: packRows(this.latest.timeline.steps.slice(from, to)) };
    }
    const step = this.latest.timeline.steps.find((s) => s.id === request.step) ?? null;
    return { kind: 'step', id: request.id, step };
  }

  /** Resolves the next chunk of the latest analysis; its complete run once it is done, else null. */
  more(): AnalysisReply | null {
    const a = this.latest;
    if (!this.unfinished || !a) return null;
    const until = this.progressive ? a.timeline.steps.length + this.progressive.chunk : undefined;
    this.latest = analyse(a.text, [], { previous: a, until });
    return this.latest.partial ? null : { kind: 'run', id: this.id, run: toPostedRun(this.latest, this.window) };
  }

  /**
   * Where the first run of a text may stop: once the rows on screen are resolved, unless the last
   * complete analysis says the game ends soon after them (the rest is then not worth a second run).
   */
  private firstStop(window: RowWindow): number | undefined {
    if (!this.progressive) return undefined;
    const known = this.latest && !this.latest.partial ? this.latest.timeline.steps.length : Infinity;
    const rows = Math.max(1, this.progressive.minFirst, window[1]);
    return known - rows < this.progressive.minRest ? undefined : rows;
  }
}
