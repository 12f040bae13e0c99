import { saveDraft } from './draft.ts';

/** How long typing may pause before the draft is written. */
export const DRAFT_DELAY_MS = 400;

/**
 * Writes the draft a moment after typing stops, not on every keystroke (a 1 MB text written per
 * key costs more than the ruling); a page being hidden or closed writes it at once, so a reload
 * or a closed tab never loses what was typed.
 */
export class DraftSaver {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private unsaved: string | null = null;

  constructor(private readonly storage: Pick<Storage, 'setItem'> | undefined) {
    if (typeof addEventListener === 'function') {
      addEventListener('pagehide', () => this.flush());
      addEventListener('visibilitychange', () => {
        if (typeof document !== 'undefined' && document.visibilityState === 'hidden') this.flush();
      });
    }
  }

  /** Saves `text` after the pause (a newer text replaces it). */
  save(text: string): void {
    this.unsaved = text;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), DRAFT_DELAY_MS);
  }

  /** Writes the unsaved text now, if any. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.unsaved === null) return;
    saveDraft(this.storage, this.unsaved);
    this.unsaved = null;
  }
}
