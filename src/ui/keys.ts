// The playground's keyboard: which key does what, and where it must be left to the focused control.

/** A command a key can give outside the editor. */
export type KeyCommand = 'next' | 'prev' | 'first' | 'last' | 'play' | 'help';

/** Every shortcut, for the `?` overlay (keys as printed, command or description key). */
export const SHORTCUTS = [
  { keys: ['↓', 'j'], what: 'next' },
  { keys: ['↑', 'k'], what: 'prev' },
  { keys: ['Home'], what: 'first' },
  { keys: ['End'], what: 'last' },
  { keys: ['Space'], what: 'play' },
  { keys: ['?'], what: 'help' },
  { keys: ['←', '→'], what: 'tabs' },
  { keys: ['Alt+↑', 'Alt+↓'], what: 'reorder' },
  { keys: ['Enter'], what: 'seat' },
  { keys: ['Esc', 'Tab'], what: 'leaveEditor' },
  { keys: ['Ctrl+M'], what: 'tabFocus' },
  { keys: ['Ctrl+F'], what: 'find' },
  { keys: ['Ctrl+Z'], what: 'undo' },
  { keys: ['Esc'], what: 'close' },
] as const;

/** Controls that type text or pick values: every key is theirs. */
const TYPING = '.monaco-editor, textarea, input, select, [contenteditable="true"], dialog';
/** Controls Space and Enter activate (a button, a seat, a checkbox): Space is theirs. */
const ACTIVATING = 'button, a[href], [role="button"], [role="tab"], summary, label';
/** Lists with their own arrow keys (the reorderable night order). */
const OWN_ARROWS = '[aria-keyshortcuts*="ArrowUp"]';

/** The command for a key press on `target`, or null when the key belongs to the focused control. */
export function keyCommand(e: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>, target: Element | null): KeyCommand | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (target?.closest(TYPING)) return null;
  const own = !!target?.closest(OWN_ARROWS);
  // A timeline step is a button too, but Space there plays on from it (clicking it again does nothing new).
  const activating = !!target?.closest(ACTIVATING) && !target?.closest('[data-step]');
  switch (e.key) {
    case 'ArrowDown':
      return own ? null : 'next';
    case 'ArrowUp':
      return own ? null : 'prev';
    case 'j':
      return 'next';
    case 'k':
      return 'prev';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case ' ':
      return activating ? null : 'play';
    case '?':
      return 'help';
    default:
      return null;
  }
}
