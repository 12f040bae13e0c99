/**
 * The user's draft survives reloads and bad input: it is written to localStorage on every
 * change and read back first. `storage` is passed in so tests can supply one. A second slot
 * keeps a draft that something else pushed aside (a share link, another tab's text), so it
 * stays one click away.
 */
export const DRAFT_KEY = 'mafia-night-debugger:draft:v1';
const KEPT_KEY = 'mafia-night-debugger:kept-draft:v1';

function read(storage: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, key: string, text: string | null): void {
  try {
    if (text === null) storage?.removeItem(key);
    else storage?.setItem(key, text);
  } catch {
    // Quota or privacy mode: nothing to do, the text stays in the editor.
  }
}

/** Reads the saved draft, if any. */
export function loadDraft(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  return read(storage, DRAFT_KEY);
}

/** Saves the draft; a full or disabled storage is ignored (the editor still holds the text). */
export function saveDraft(storage: Pick<Storage, 'setItem'> | undefined, text: string): void {
  try {
    storage?.setItem(DRAFT_KEY, text);
  } catch {
    // Quota or privacy mode: nothing to do, the text stays in the editor.
  }
}

/** The draft that was pushed aside, if any. */
export function loadKept(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  return read(storage, KEPT_KEY);
}

/** Keeps a pushed-aside draft (null forgets it). */
export function saveKept(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, text: string | null): void {
  write(storage, KEPT_KEY, text);
}
