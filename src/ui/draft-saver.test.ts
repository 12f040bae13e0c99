import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_DELAY_MS, DRAFT_HOLD_MAX_MS, DRAFT_HOLD_RETRY_MS, DraftSaver, type IdleScheduler } from './draft-saver.ts';

/** An idle scheduler the test runs by hand: the page's idle moment is when the test says. */
function manualIdle(): { idle: IdleScheduler; run: () => void; waiting: () => number } {
  const queue = new Set<() => void>();
  return {
    idle: (write) => {
      queue.add(write);
      return () => void queue.delete(write);
    },
    run: () => {
      const due = [...queue];
      queue.clear();
      for (const w of due) w();
    },
    waiting: () => queue.size,
  };
}

describe('the draft saver', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('writes once after typing pauses and the page is idle, the latest text', () => {
    const writes: string[] = [];
    const idle = manualIdle();
    const saver = new DraftSaver({ setItem: (_k, v) => void writes.push(v) }, idle.idle);
    for (const t of ['a', 'ab', 'abc']) {
      saver.save(t);
      vi.advanceTimersByTime(DRAFT_DELAY_MS / 2);
    }
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    expect(writes).toEqual([]);
    expect(idle.waiting()).toBe(1);
    idle.run();
    expect(writes).toEqual(['abc']);
  });

  it('a key typed while the write waits for idle time replaces it: one write, of the newer text', () => {
    const writes: string[] = [];
    const idle = manualIdle();
    const saver = new DraftSaver({ setItem: (_k, v) => void writes.push(v) }, idle.idle);
    saver.save('a');
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    saver.save('ab');
    expect(idle.waiting()).toBe(0);
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    idle.run();
    expect(writes).toEqual(['ab']);
  });

  it('writes at once when flushed (the page is hidden or closed), even while waiting for idle time, and not again after', () => {
    const writes: string[] = [];
    const idle = manualIdle();
    const saver = new DraftSaver({ setItem: (_k, v) => void writes.push(v) }, idle.idle);
    saver.save('typed');
    saver.flush();
    expect(writes).toEqual(['typed']);
    saver.save('more');
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    saver.flush();
    idle.run();
    vi.advanceTimersByTime(DRAFT_DELAY_MS * 2);
    expect(writes).toEqual(['typed', 'more']);
  });

  it('without idle callbacks (Node) it still writes after the pause', () => {
    const writes: string[] = [];
    const saver = new DraftSaver({ setItem: (_k, v) => void writes.push(v) });
    saver.save('typed');
    vi.advanceTimersByTime(DRAFT_DELAY_MS + 1);
    expect(writes).toEqual(['typed']);
  });

  it('holds an idle write while the run is on its way, writes once it came, and at the latest after the hold', () => {
    const writes: string[] = [];
    const idle = manualIdle();
    let busy = true;
    const saver = new DraftSaver({ setItem: (_k, v) => void writes.push(v), busy: () => busy }, idle.idle);
    saver.save('typed');
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    idle.run();
    vi.advanceTimersByTime(DRAFT_HOLD_RETRY_MS);
    idle.run();
    expect(writes).toEqual([]);
    busy = false;
    vi.advanceTimersByTime(DRAFT_HOLD_RETRY_MS);
    idle.run();
    expect(writes).toEqual(['typed']);

    busy = true;
    saver.save('more');
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    for (let t = 0; t <= DRAFT_HOLD_MAX_MS; t += DRAFT_HOLD_RETRY_MS) {
      idle.run();
      vi.advanceTimersByTime(DRAFT_HOLD_RETRY_MS);
    }
    expect(writes).toEqual(['typed', 'more']);
    // Hidden or closed: written at once, busy or not.
    saver.save('last');
    saver.flush();
    expect(writes).toEqual(['typed', 'more', 'last']);
  });
});
