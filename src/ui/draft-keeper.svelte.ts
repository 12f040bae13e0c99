import { decodeShare } from '../share/link.ts';
import type { DraftSink } from './draft-saver.ts';
import { DRAFT_KEY, loadKept, saveDraft, saveKept } from './draft.ts';

/** The part of the workspace the keeper needs: its text, the way to change it, and whether its run is on the way. */
interface Editable {
  readonly text: string;
  readonly pending?: boolean;
  edit(text: string): void;
}

/**
 * Never loses a text without asking. The workspace saves through `sink`; the keeper
 * - drops a share link from the address bar once the text no longer is the link's (a reload
 *   then opens the edited draft, not the link again);
 * - keeps the draft a link (or another tab's text) pushed aside, one click away;
 * - notices another tab saving a different draft (the storage event) and holds this tab's saves
 *   until the user chooses: their text or mine — the other one is kept either way;
 * - remembers what a replacement (gallery, «Начало») took away, for a visible undo.
 */
export class DraftKeeper {
  /** Another tab's draft, waiting for the user's choice. */
  incoming = $state<string | null>(null);
  /** A pushed-aside draft. */
  kept = $state<string | null>(null);
  /** The last replacement of the whole text, while the text is still what it put in. */
  replaced = $state<{ readonly before: string; readonly after: string } | null>(null);
  private hash = '';
  private hashText: string | null = null;
  private ws: Editable | null = null;

  constructor(private readonly storage: Storage | undefined) {
    this.kept = loadKept(storage);
  }

  /** What the workspace saves its draft through. */
  readonly sink: DraftSink = { setItem: (_key, text) => this.save(text), busy: () => this.ws?.pending === true };

  /** Connects the workspace (made after the keeper, since it saves through `sink`). */
  bind(ws: Editable): void {
    this.ws = ws;
  }

  private save(text: string): void {
    this.dropStaleLink(text);
    // Held: the other tab's draft stays stored; this tab's text goes to the kept slot meanwhile.
    if (this.incoming !== null) this.keep(text);
    else saveDraft(this.storage, text);
  }

  private keep(text: string | null): void {
    this.kept = text;
    saveKept(this.storage, text);
  }

  /** The address bar stops claiming the link's text after the first edit that differs from it. */
  private dropStaleLink(text: string): void {
    if (typeof location === 'undefined') return;
    if (location.hash !== this.hash) {
      this.hash = location.hash;
      const read = decodeShare(location.hash);
      this.hashText = read.kind === 'scenario' ? read.text : null;
    }
    if (this.hashText === null || this.hashText === text) return;
    history.replaceState(history.state, '', location.pathname + location.search);
    this.hash = '';
    this.hashText = null;
  }

  /**
   * A share link opened over `previous` (the stored draft, or the text on screen). Its text is
   * noted with the address, so the first save does not decode the link again (at 1 MB a long task).
   */
  linkOpened(link: string, previous: string | null): void {
    if (previous !== null && previous !== link) this.keep(previous);
    if (typeof location === 'undefined') return;
    this.hash = location.hash;
    this.hashText = link;
  }

  /**
   * Replaces the whole text, remembering the old one for the undo banner. The user's own text
   * (not one a replacement just put in, nor `plain`, the welcome text) is also kept, so it
   * outlives the banner.
   */
  replace(text: string, plain?: string): void {
    if (!this.ws || text === this.ws.text) return;
    const before = this.ws.text;
    if (before !== plain && this.replaced?.after !== before) this.keep(before);
    this.replaced = { before, after: text };
    this.ws.edit(text);
  }

  /** Takes back the last replacement. */
  undoReplace(): void {
    if (!this.ws || !this.replaced) return;
    const { before } = this.replaced;
    this.replaced = null;
    this.ws.edit(before);
  }

  /** Opens the kept draft (a replacement, so it can be undone) and forgets it. */
  restoreKept(): void {
    const kept = this.kept;
    this.keep(null);
    if (kept !== null) this.replace(kept);
  }

  /** Forgets the kept draft. */
  dropKept(): void {
    this.keep(null);
  }

  /** Another tab wrote the draft (the kept slot is read at load only: each tab offers its own). */
  onstorage(e: StorageEvent): void {
    if (e.storageArea !== this.storage || !this.ws || e.key !== DRAFT_KEY || e.newValue === null) return;
    if (e.newValue === this.ws.text) this.incoming = null;
    else {
      if (this.incoming === null) this.keep(this.ws.text);
      this.incoming = e.newValue;
    }
  }

  /** The user chose the other tab's text; this tab's stays kept. */
  takeIncoming(): void {
    const text = this.incoming;
    if (text === null || !this.ws) return;
    this.keep(this.ws.text);
    this.incoming = null;
    this.ws.edit(text);
  }

  /** The user chose this tab's text; the other tab's stays kept (and that tab is asked in turn). */
  keepMine(): void {
    const theirs = this.incoming;
    if (theirs === null || !this.ws) return;
    this.incoming = null;
    this.keep(theirs);
    saveDraft(this.storage, this.ws.text);
  }
}
