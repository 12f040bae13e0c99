import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_DELAY_MS, DraftSaver } from './draft-saver.ts';

describe('the draft saver', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('writes once after typing pauses, the latest text', () => {
    const writes: string[] = [];
    const saver = new DraftSaver({ setItem: (_k, v) => void writes.push(v) });
    for (const t of ['a', 'ab', 'abc']) {
      saver.save(t);
      vi.advanceTimersByTime(DRAFT_DELAY_MS / 2);
    }
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    expect(writes).toEqual(['abc']);
  });

  it('writes at once when flushed (the page is hidden or closed), and not again after', () => {
    const writes: string[] = [];
    const saver = new DraftSaver({ setItem: (_k, v) => void writes.push(v) });
    saver.save('typed');
    saver.flush();
    expect(writes).toEqual(['typed']);
    vi.advanceTimersByTime(DRAFT_DELAY_MS * 2);
    expect(writes).toEqual(['typed']);
  });
});
