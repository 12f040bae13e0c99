import { describe, expect, it } from 'vitest';
import { DraftKeeper } from './draft-keeper.svelte.ts';
import { DRAFT_KEY, loadDraft, loadKept } from './draft.ts';

/** A Map-backed localStorage and a workspace that saves through the keeper. */
function setup(draft = 'MINE') {
  const map = new Map<string, string>();
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as unknown as Storage;
  const keeper = new DraftKeeper(storage);
  const ws = {
    text: draft,
    edit(t: string) {
      this.text = t;
      keeper.sink.setItem(DRAFT_KEY, t);
    },
  };
  keeper.bind(ws);
  const fromOtherTab = (text: string) => {
    map.set(DRAFT_KEY, text);
    keeper.onstorage({ storageArea: storage, key: DRAFT_KEY, newValue: text } as StorageEvent);
  };
  return { storage, keeper, ws, fromOtherTab };
}

describe('DraftKeeper', () => {
  it('holds this tab’s saves while another tab’s draft waits for an answer; nothing is lost', () => {
    const { storage, keeper, ws, fromOtherTab } = setup();
    fromOtherTab('THEIRS');
    expect(keeper.incoming).toBe('THEIRS');
    ws.edit('MINE 2');
    expect(loadDraft(storage)).toBe('THEIRS');
    expect(loadKept(storage)).toBe('MINE 2');
    keeper.keepMine();
    expect(loadDraft(storage)).toBe('MINE 2');
    expect(loadKept(storage)).toBe('THEIRS');
    fromOtherTab('THEIRS 2');
    keeper.takeIncoming();
    expect(ws.text).toBe('THEIRS 2');
    expect(loadKept(storage)).toBe('MINE 2');
  });
  it('a replacement can be undone and keeps the user’s text, not the welcome or a gallery file', () => {
    const { storage, keeper, ws } = setup('WELCOME');
    keeper.replace('FILE 1', 'WELCOME');
    expect(loadKept(storage)).toBeNull();
    keeper.replace('FILE 2', 'WELCOME');
    expect(loadKept(storage)).toBeNull();
    ws.edit('MY EDIT');
    keeper.replace('FILE 3', 'WELCOME');
    expect(loadKept(storage)).toBe('MY EDIT');
    keeper.undoReplace();
    expect(ws.text).toBe('MY EDIT');
  });
  it('a link keeps the draft it pushed aside, and restoring it is undoable', () => {
    const { keeper, ws } = setup('LINK');
    keeper.linkOpened('LINK', 'OLD DRAFT');
    expect(keeper.kept).toBe('OLD DRAFT');
    keeper.restoreKept();
    expect(ws.text).toBe('OLD DRAFT');
    keeper.undoReplace();
    expect(ws.text).toBe('LINK');
  });

  it('tells the draft saver that a run is on its way while the workspace waits for one', () => {
    const keeper = new DraftKeeper(undefined);
    expect(keeper.sink.busy?.()).toBe(false);
    const ws = { text: '', pending: true, edit: () => {} };
    keeper.bind(ws);
    expect(keeper.sink.busy?.()).toBe(true);
    ws.pending = false;
    expect(keeper.sink.busy?.()).toBe(false);
  });
});
