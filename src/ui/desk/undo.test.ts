import { describe, expect, it } from 'vitest';
import { isDeskUndoKey } from './undo.svelte.ts';

const key = { code: 'KeyZ', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false };
/** An element inside (or outside) a text field, as far as `closest` tells. */
const inField = (yes: boolean) => ({ closest: () => (yes ? {} : null) }) as unknown as Element;

describe('the desk’s undo key', () => {
  it('is Ctrl+Z or ⌘Z on the page, by the key’s place (a Russian layout types «я» there)', () => {
    expect(isDeskUndoKey(key, null)).toBe(true);
    expect(isDeskUndoKey({ ...key, ctrlKey: false, metaKey: true }, inField(false))).toBe(true);
  });
  it('leaves a text field its own undo, and redo (Shift) and other keys alone', () => {
    expect(isDeskUndoKey(key, inField(true))).toBe(false);
    expect(isDeskUndoKey({ ...key, shiftKey: true }, null)).toBe(false);
    expect(isDeskUndoKey({ ...key, ctrlKey: false }, null)).toBe(false);
    expect(isDeskUndoKey({ ...key, code: 'KeyY' }, null)).toBe(false);
  });
});
