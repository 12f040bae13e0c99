/**
 * The user's draft survives reloads and bad input: it is written to localStorage on every
 * change and read back first. `storage` is passed in so tests can supply one.
 */
const KEY = 'mafia-night-debugger:draft:v1';

/** Reads the saved draft, if any. */
export function loadDraft(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

/** Saves the draft; a full or disabled storage is ignored (the editor still holds the text). */
export function saveDraft(storage: Pick<Storage, 'setItem'> | undefined, text: string): void {
  try {
    storage?.setItem(KEY, text);
  } catch {
    // Quota or privacy mode: nothing to do, the text stays in the editor.
  }
}
