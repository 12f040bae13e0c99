import type { Analysis } from '../../dsl/session.ts';
import type { Step, StepId } from '../../engine/timeline.ts';
import type { AnalysisHost } from './host.ts';
import type { AnalysisReply, AnalysisRequest } from './messages.ts';
import { fromPosted, type NightMail, type PageRun, type RowWindow, type StepRow } from './page-run.ts';
import { unpackRows } from './row-pack.ts';

/** The part of a Worker the analyser uses (a fake one in tests). */
export interface AnalysisWorker {
  postMessage(request: AnalysisRequest): void;
  onmessage: ((event: MessageEvent<AnalysisReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/** Where the answers go, each with the number of the text it is about. */
export interface Delivery {
  run(id: number, run: PageRun): void;
  step(id: number, step: Step | null): void;
  /** Rows of run `id`, `from` on (asked with askRows). */
  rows(id: number, from: number, rows: readonly StepRow[]): void;
  full(id: number, analysis: Analysis): void;
  /** Night `night`'s mail in run `id` (null: no such night resolved). */
  mail(id: number, night: number, mail: NightMail | null): void;
}

/**
 * Texts up to this long are analysed at once on the main thread: a few milliseconds, less than a
 * round trip to the worker, and the ruling is there in the same frame as the keystroke.
 */
export const INLINE_MAX_CHARS = 6_000;

/** The rows a run brings before the page has said what it shows (more than a screen of the start). */
export const FIRST_WINDOW_ROWS = 200;

/** Runs `work` when the page is next idle (within a second), where the browser says when that is. */
export type WhenIdle = (work: () => void) => void;

const browserIdle: WhenIdle | null =
  typeof requestIdleCallback === 'function' ? (work) => void requestIdleCallback(work, { timeout: 1_000 }) : null;

/** The engine for this thread: loaded when first needed, so it is no part of the start-up JavaScript. */
async function loadHost(): Promise<AnalysisHost> {
  const { AnalysisHost } = await import('./host.ts');
  return new AnalysisHost();
}

/**
 * Analyses texts off the main thread, latest edit wins: one text is in flight at a time, a text
 * typed meanwhile waits (replacing any text waiting before it), and a run of anything but the
 * latest text is dropped. Short texts, and all texts without a worker (Node, or after the worker
 * failed), are analysed at once here. A step or the full analysis is asked of the one that made
 * the run.
 */
export class Analyser {
  private worker: AnalysisWorker | null = null;
  private failed = false;
  private latest = 0;
  private latestText = '';
  private inFlight: { readonly id: number } | null = null;
  private waiting: (AnalysisRequest & { kind: 'analyse' }) | null = null;
  /** The rows the page shows: each run comes with them. */
  private window: RowWindow = [0, FIRST_WINDOW_ROWS];
  /** The engine on this thread once loaded; requests made before wait for it, in order. */
  private local: AnalysisHost | null = null;
  private queued: AnalysisRequest[] | null = null;
  /** The number of the analysis made here (short texts). */
  private localId = -1;

  constructor(
    private readonly deliver: Delivery,
    private readonly makeWorker: (() => AnalysisWorker | null) | null,
    private readonly inlineMaxChars = INLINE_MAX_CHARS,
    private readonly makeHost: () => AnalysisHost | Promise<AnalysisHost> = loadHost,
    private readonly whenIdle: WhenIdle | null = browserIdle,
  ) {}

  /**
   * Asks for the analysis of `text` (`here`: on this thread, whatever its length); returns its
   * number. The run comes now, or when the worker answers.
   */
  request(text: string, here = false): number {
    const id = ++this.latest;
    this.latestText = text;
    const worker = here || text.length <= this.inlineMaxChars ? null : this.ensureWorker();
    if (!worker) {
      this.here({ kind: 'analyse', id, text, window: this.window });
      if (text.length > this.inlineMaxChars) this.primeWhenIdle(text);
      return id;
    }
    if (this.inFlight !== null) this.waiting = { kind: 'analyse', id, text, window: this.window };
    else this.send(worker, { kind: 'analyse', id, text, window: this.window });
    return id;
  }

  /** The rows the page now shows: the next run comes with them (a text waiting is sent with them too). */
  showing(window: RowWindow): void {
    this.window = window;
    if (this.waiting) this.waiting = { ...this.waiting, window };
  }

  /** Asks for rows `window` of run `id`. */
  askRows(id: number, window: RowWindow): void {
    this.ask({ kind: 'rows', id, window });
  }

  /** Asks for step `step` of run `id` in full. */
  askStep(id: number, step: StepId): void {
    this.ask({ kind: 'step', id, step });
  }

  /** Asks for the whole of run `id`. */
  askFull(id: number): void {
    this.ask({ kind: 'full', id });
  }

  /** Asks for night `night`'s mail in run `id`. */
  askMail(id: number, night: number): void {
    this.ask({ kind: 'mail', id, night });
  }

  /** Stops the worker (the page is going away). */
  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private ask(request: AnalysisRequest & { readonly id: number }): void {
    if (request.id === this.localId) this.here(request);
    else this.worker?.postMessage(request);
  }

  private here(request: AnalysisRequest): void {
    if (request.kind === 'analyse') this.localId = request.id;
    if (this.local) return this.hereNow(this.local, request);
    if (this.queued) return void this.queued.push(request);
    const host = this.makeHost();
    if (!(host instanceof Promise)) {
      this.local = host;
      return this.hereNow(host, request);
    }
    this.queued = [request];
    void host.then((loaded) => {
      this.local = loaded;
      const queued = this.queued ?? [];
      this.queued = null;
      for (const r of queued) this.hereNow(loaded, r);
    });
  }

  private hereNow(host: AnalysisHost, request: AnalysisRequest): void {
    const reply = host.answer(request);
    if (reply?.kind !== 'run') return void (reply && this.take(reply));
    const run = fromPosted(reply.run, request.kind === 'analyse' ? request.text : '');
    if (reply.id === this.latest) this.deliver.run(reply.id, run);
  }

  /**
   * A long text analysed here (the first paint shows its ruling) is edited in the worker: a cold
   * worker took 130–400 ms over the first keystrokes (starting, compiling, a first analysis with
   * nothing to resume from). It is started (or told the text) while the page is idle instead.
   */
  private primeWhenIdle(text: string): void {
    if (!this.whenIdle || !this.makeWorker) return;
    this.whenIdle(() => {
      if (this.inFlight || this.latestText !== text) return;
      this.ensureWorker()?.postMessage({ kind: 'prime', text });
    });
  }

  private send(worker: AnalysisWorker, request: AnalysisRequest & { kind: 'analyse' }): void {
    this.inFlight = { id: request.id };
    worker.postMessage(request);
  }

  private ensureWorker(): AnalysisWorker | null {
    if (this.worker || this.failed || !this.makeWorker) return this.worker;
    try {
      this.worker = this.makeWorker();
    } catch {
      this.worker = null;
    }
    if (!this.worker) {
      this.failed = true;
      return null;
    }
    this.worker.onmessage = (event) => this.answered(event.data);
    this.worker.onerror = () => this.fail();
    return this.worker;
  }

  /**
   * A run came. A partial one (a long game's start) frees the worker as a complete one does: it
   * goes on with the rest a chunk at a time, and the next text sent meanwhile takes over from
   * there (latest edit wins); a complete run that follows for a text since replaced is dropped.
   */
  private answered(reply: AnalysisReply): void {
    if (reply.kind !== 'run') return this.take(reply);
    if (reply.id === this.latest) this.deliver.run(reply.id, fromPosted(reply.run, this.latestText));
    if (reply.id !== this.inFlight?.id) return;
    this.inFlight = null;
    const next = this.waiting;
    this.waiting = null;
    if (next && this.worker) this.send(this.worker, next);
  }

  private take(reply: Exclude<AnalysisReply, { kind: 'run' }>): void {
    if (reply.kind === 'step') this.deliver.step(reply.id, reply.step);
    else if (reply.kind === 'rows') this.deliver.rows(reply.id, reply.from, unpackRows(reply.rows));
    else if (reply.kind === 'mail') this.deliver.mail(reply.id, reply.night, reply.mail);
    else this.deliver.full(reply.id, reply.analysis);
  }

  /**
   * The worker broke: analyse on the main thread from now on, starting with the latest text
   * (again, when its run came from the worker: its steps are asked here from now on).
   */
  private fail(): void {
    this.dispose();
    this.failed = true;
    this.inFlight = null;
    this.waiting = null;
    if (this.localId !== this.latest && this.latest > 0)
      this.here({ kind: 'analyse', id: this.latest, text: this.latestText, window: this.window });
  }
}
