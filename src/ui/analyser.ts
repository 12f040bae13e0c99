import { analyse, type Analysis } from '../dsl/session.ts';
import type { AnalysisReply, AnalysisRequest } from './analysis-message.ts';

/** The part of a Worker the analyser uses (a fake one in tests). */
export interface AnalysisWorker {
  postMessage(request: AnalysisRequest): void;
  onmessage: ((event: MessageEvent<AnalysisReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/**
 * Texts up to this long are analysed at once on the main thread: a few milliseconds, less than a
 * round trip to the worker, and the ruling is there in the same frame as the keystroke.
 */
export const INLINE_MAX_CHARS = 6_000;

/**
 * Analyses texts off the main thread, latest edit wins: one request is in flight at a time, a text
 * typed meanwhile waits (replacing any text waiting before it), and an answer to anything but the
 * latest text is dropped. Short texts, and all texts without a worker (Node, or after the worker
 * failed), are analysed at once.
 */
export class Analyser {
  private worker: AnalysisWorker | null = null;
  private failed = false;
  private latest = 0;
  private latestText = '';
  private inFlight: number | null = null;
  private waiting: AnalysisRequest | null = null;
  /** The last analysis made here (not in the worker), which the next inline edit resumes from. */
  private previous: Analysis | null = null;

  constructor(
    private readonly deliver: (analysis: Analysis) => void,
    private readonly makeWorker: (() => AnalysisWorker | null) | null,
    private readonly inlineMaxChars = INLINE_MAX_CHARS,
  ) {}

  /** Asks for the analysis of `text`; `deliver` gets it (now, or when the worker answers). */
  request(text: string): void {
    const id = ++this.latest;
    this.latestText = text;
    const worker = text.length <= this.inlineMaxChars ? null : this.ensureWorker();
    if (!worker) {
      this.deliver(this.inline(text));
      return;
    }
    if (this.inFlight !== null) {
      this.waiting = { id, text };
      return;
    }
    this.send(worker, { id, text });
  }

  /** Stops the worker (the page is going away). */
  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private send(worker: AnalysisWorker, request: AnalysisRequest): void {
    this.inFlight = request.id;
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

  private answered(reply: AnalysisReply): void {
    this.inFlight = null;
    if (reply.id === this.latest) this.deliver(reply.analysis);
    const next = this.waiting;
    this.waiting = null;
    if (next && this.worker) this.send(this.worker, next);
  }

  /** The worker broke: analyse on the main thread from now on, starting with the latest text. */
  private fail(): void {
    const pending = this.inFlight !== null || this.waiting !== null;
    this.dispose();
    this.failed = true;
    this.inFlight = null;
    this.waiting = null;
    if (pending) this.deliver(this.inline(this.latestText));
  }

  /** Analyses on this thread, resuming from the previous inline analysis. */
  private inline(text: string): Analysis {
    this.previous = analyse(text, [], { previous: this.previous });
    return this.previous;
  }
}
