import { saveDraft } from './draft.ts';

/** How long typing may pause before the draft is written. */
export const DRAFT_DELAY_MS = 400;

/** The latest the write waits for an idle moment after the pause. */
export const DRAFT_IDLE_MAX_MS = 2_000;

/** The longest a write waits for a run on its way (a worker that never answers must not hold the draft). */
export const DRAFT_HOLD_MAX_MS = 5_000;

/** How often a held write looks again whether the run has come. */
export const DRAFT_HOLD_RETRY_MS = 50;

/** Where the draft is written; `busy` says a run of the text is on its way (DraftKeeper's sink knows). */
export type DraftSink = Pick<Storage, 'setItem'> & { busy?(): boolean };

/** Runs `write` when the page is idle (within `maxMs`); returns how to cancel it. */
export type IdleScheduler = (write: () => void, maxMs: number) => () => void;

/** The browser's idle callback, or a plain timer where there is none. */
const whenIdle: IdleScheduler = (write, maxMs) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(write, { timeout: maxMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(write, 0);
  return () => clearTimeout(id);
};

/**
 * Writes the draft a moment after typing stops, not on every keystroke, and then in an idle
 * moment: a 1 MB text is one 40–200 ms write, which must not land between a key and its ruling.
 * A page being hidden or closed writes it at once, so a reload or a closed tab never loses what
 * was typed.
 */
export class DraftSaver {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private cancelIdle: (() => void) | null = null;
  private unsaved: string | null = null;

  constructor(
    private readonly storage: DraftSink | undefined,
    private readonly idle: IdleScheduler = whenIdle,
  ) {
    if (typeof addEventListener === 'function') {
      addEventListener('pagehide', () => this.flush());
      addEventListener('visibilitychange', () => {
        if (typeof document !== 'undefined' && document.visibilityState === 'hidden') this.flush();
      });
    }
  }

  /** Saves `text` after the pause and in the next idle moment (a newer text replaces it). */
  save(text: string): void {
    this.unsaved = text;
    this.stop();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.whenIdle(Date.now() + DRAFT_HOLD_MAX_MS);
    }, DRAFT_DELAY_MS);
  }

  /**
   * Writes in an idle moment, but not while the run of the text is on its way: the page is idle
   * then only because the worker is busy, and the run's arrival would wait for the write (at
   * 200 × 100 the run came just after a 47 ms write, 400 ms after the key).
   */
  private whenIdle(until: number): void {
    this.cancelIdle = this.idle(() => {
      this.cancelIdle = null;
      if (!this.storage?.busy?.() || Date.now() >= until) return this.flush();
      this.timer = setTimeout(() => {
        this.timer = null;
        this.whenIdle(until);
      }, DRAFT_HOLD_RETRY_MS);
    }, DRAFT_IDLE_MAX_MS);
  }

  /** Writes the unsaved text now, if any. */
  flush(): void {
    this.stop();
    if (this.unsaved === null) return;
    saveDraft(this.storage, this.unsaved);
    this.unsaved = null;
  }

  private stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.cancelIdle?.();
    this.cancelIdle = null;
  }
}
