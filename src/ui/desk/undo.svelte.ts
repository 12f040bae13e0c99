// The host's desk actions, undone one by one (Ctrl+Z at the desk, or its «Отменить» button): the
// text before each, newest last. One action of the host is one entry, also when it writes twice
// (the day's votes, then the night they open once the engine has read them).
import type { Workspace } from '../workspace.svelte.ts';

/** How many actions back the desk can go. */
const KEEP = 50;

class DeskUndo {
  /** The text before each action, newest last. */
  private readonly before: string[] = $state([]);
  /** The text the last action left: when the text differs, it changed elsewhere (the editor). */
  private left: string | null = $state(null);

  /** A desk action: the text becomes `text`; undo brings back what it was. */
  edit(ws: Workspace, text: string): void {
    if (text === ws.text) return;
    if (this.left !== ws.text) this.before.length = 0;
    this.before.push(ws.text);
    if (this.before.length > KEEP) this.before.shift();
    this.write(ws, text);
  }

  /** The rest of the last action (the night its votes open): one undo takes both back. */
  amend(ws: Workspace, text: string): void {
    if (this.left !== ws.text || !this.before.length) this.edit(ws, text);
    else this.write(ws, text);
  }

  /** Is there an action to take back, and is the text still what the desk left? */
  canUndo(ws: Workspace): boolean {
    return this.before.length > 0 && this.left === ws.text;
  }

  /** Takes the last action back. */
  undo(ws: Workspace): void {
    if (!this.canUndo(ws)) return;
    this.write(ws, this.before.pop()!);
  }

  private write(ws: Workspace, text: string): void {
    ws.edit(text);
    this.left = text;
  }
}

/** The desk's undo, kept while the page is open (stepping between phases keeps it). */
export const deskUndo = new DeskUndo();

/** Ctrl+Z / ⌘Z at the desk, outside a text field (a field keeps its own undo). */
export function isDeskUndoKey(
  e: Pick<KeyboardEvent, 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
  target: Element | null,
): boolean {
  if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.code !== 'KeyZ') return false;
  return !target?.closest('input, textarea, select, [contenteditable="true"]');
}
