import { analyse, type Analysis, type Incremental } from '../../dsl/session.ts';
import type { AnalysisReply, AnalysisRequest } from './messages.ts';
import { fullForPage, mailOf, toPostedRun, type RowWindow } from './page-run.ts';
import { packRows } from './row-pack.ts';

/**
 * How a host splits a long game (the worker's): the run of the rows on screen (at least
 * `minFirst`, when the page shows fewer: an empty timeline) is posted first, the rest resolved
 * `chunk` steps at a time, the latest edit free to come in between. A game expected to end within
 * `minRest` steps of the rows on screen is resolved in one go, and so is a game whose whole
 * resolve is measured to take less than `oneGoMs`: its partial run would cost the page a second
 * message, update and paint to show the start less than a frame sooner.
 */
export interface Progressive {
  readonly chunk: number;
  readonly minRest: number;
  readonly minFirst: number;
  readonly oneGoMs: number;
}

/**
 * The worker's: chunks of ≈ 30–60 ms there at 200 players (each chunk resumes from a checkpoint,
 * so smaller ones cost more in all); a 17 × 30 game (≈ 760 steps, 2–4 ms warm) in one go.
 */
export const PROGRESSIVE: Progressive = { chunk: 3_000, minRest: 300, minFirst: 100, oneGoMs: 16 };

/** Where a host reads the time, in ms (a fake clock in tests). */
export type Clock = () => number;

/** A resolve of fewer steps says more about the fixed costs (parse, check) than about a step's. */
const MEASURED_MIN_STEPS = 50;

/**
 * After a prime the worker edits the text and takes the edit back this many times while idle, a
 * round a task: a cold worker took 15–40 ms for a day-1 edit at 17 × 30 over the first ten or so
 * keys, a warm one 2–4 ms. It stops once the rounds took `WARM_MS` in all (a long game's own
 * runs warm it).
 */
const WARM_ROUNDS = 12;
const WARM_MS = 800;

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
  /** What one step of the latest resolve measured (a whole game's, or a chunk's) took, in ms. */
  private msPerStep: number | null = null;
  private warmRounds = 0;
  private warmedMs = 0;

  constructor(
    private readonly progressive: Progressive | null = null,
    private readonly now: Clock = () => performance.now(),
  ) {}

  /** True while the latest analysis the page asked for is partial: `more()` resolves its next chunk. */
  get unfinished(): boolean {
    return this.id >= 0 && this.latest?.partial === true;
  }

  /** True while `more()` has work: a partial analysis's next chunk, or a round of warming up. */
  get busy(): boolean {
    return this.unfinished || this.warmRounds > 0;
  }

  answer(request: AnalysisRequest): AnalysisReply | null {
    if (request.kind === 'analyse') {
      this.id = request.id;
      this.window = request.window;
      this.warmRounds = 0;
      // Resumes from the first phase the edit changed (the previous analysis's checkpoints), or
      // from where a partial one stopped.
      this.latest = this.analyse(request.text, { previous: this.latest, until: this.firstStop(request.window, request.text) });
      return { kind: 'run', id: request.id, run: toPostedRun(this.latest, request.window) };
    }
    if (request.kind === 'prime') {
      // No run of this analysis is on the page: nothing may be asked of it by number.
      this.id = -1;
      // Then it warms up: a round now, the rest a task each (more()).
      this.latest = this.analyse(request.text, { previous: this.latest });
      this.warmRounds = WARM_ROUNDS;
      this.warmedMs = 0;
      this.warmUp();
      return null;
    }
    if (request.id !== this.id || !this.latest) return null;
    // the whole analysis of a partial one is asked again when its complete run has come
    if (request.kind === 'full') return this.latest.partial ? null : { kind: 'full', id: request.id, analysis: fullForPage(this.latest) };
    if (request.kind === 'mail') {
      // a night not resolved yet comes with the complete run (asked again then)
      const mail = this.latest.partial ? null : mailOf(this.latest, request.night);
      return { kind: 'mail', id: request.id, night: request.night, mail };
    }
    if (request.kind === 'rows') {
      const [from, to] = request.window;
      return { kind: 'rows', id: request.id, from, rows: packRows(this.latest.timeline.steps.slice(from, to)) };
    }
    const step = this.latest.timeline.steps.find((s) => s.id === request.step) ?? null;
    return { kind: 'step', id: request.id, step };
  }

  /**
   * Resolves the next chunk of the latest analysis (its complete run once it is done, else null),
   * or warms up a round.
   */
  more(): AnalysisReply | null {
    const a = this.latest;
    if (!this.unfinished || !a) {
      if (this.warmRounds > 0) this.warmUp();
      return null;
    }
    const until = this.progressive ? a.timeline.steps.length + this.progressive.chunk : undefined;
    this.latest = this.analyse(a.text, { previous: a, until });
    return this.latest.partial ? null : { kind: 'run', id: this.id, run: toPostedRun(this.latest, this.window) };
  }

  /**
   * A round of warming up, as if a line were typed at the top and taken back: the paths of an
   * edit (incremental parse, resolving again from the first phase) are compiled before the
   * user's keys. The latest analysis is the text's again after it.
   */
  private warmUp(): void {
    const a = this.latest;
    if (!a || a.partial) return void (this.warmRounds = 0);
    const t0 = this.now();
    this.latest = this.analyse(a.text, { previous: this.analyse(`#\n${a.text}`, { previous: a }) });
    this.warmedMs += this.now() - t0;
    this.warmRounds = this.warmedMs > WARM_MS ? 0 : this.warmRounds - 1;
  }

  /** The analysis of `text`, the time per step noted when it resolved a whole game or a chunk of one. */
  private analyse(text: string, incremental: Incremental): Analysis {
    const previous = incremental.previous ?? null;
    const t0 = this.now();
    const a = analyse(text, [], incremental);
    const ms = this.now() - t0;
    const resolved = a.resolved;
    if (!resolved || resolved === previous?.resolved) return a;
    // a partial previous of the same text: this resolve added the steps after its own
    const from = previous?.partial && previous.text === text ? previous.timeline.steps.length : resolved.resumedAt === 0 ? 0 : -1;
    const steps = a.timeline.steps.length - from;
    if (from >= 0 && steps >= MEASURED_MIN_STEPS) this.msPerStep = ms / steps;
    return a;
  }

  /**
   * Where the first run of `text` may stop: once the rows on screen are resolved, unless the last
   * complete analysis says the game ends soon after them (the rest is then not worth a second
   * run), or that all of it costs less than `oneGoMs`.
   */
  private firstStop(window: RowWindow, text: string): number | undefined {
    if (!this.progressive) return undefined;
    const last = this.latest && !this.latest.partial ? this.latest : null;
    const known = last ? last.timeline.steps.length : Infinity;
    const rows = Math.max(1, this.progressive.minFirst, window[1]);
    if (known - rows < this.progressive.minRest) return undefined;
    // resolved whole, even from the start, in the time measured; a longer text (a link opened
    // over a small game) is taken to have as many more steps
    const grows = last ? Math.max(1, text.length / Math.max(1, last.text.length)) : Infinity;
    return this.msPerStep !== null && known * grows * this.msPerStep < this.progressive.oneGoMs ? undefined : rows;
  }
}
