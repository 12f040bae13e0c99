import { describe, expect, it } from 'vitest';
import { copySharing, deepCopy } from './deep-copy.ts';
import { memoryPhaseBegins, watchMemory } from './memory-watch.ts';
import { freshMemory, memoryOf, memorySlot } from './role-memory.ts';

const kitty = memorySlot('kitty', () => ({ last: null as string | null }));
const felton = memorySlot(
  'felton',
  () => ({ pairs: [] as string[], seen: 0 }),
  (m, put) => m.pairs.forEach(put),
);
const SLOTS = [kitty, felton];

describe('the memory watch', () => {
  it('says yes first, then only when a shown value changed', () => {
    const memory = freshMemory(SLOTS);
    const watch = watchMemory(memory, SLOTS);
    expect(watch.changed()).toBe(true);
    expect(watch.changed()).toBe(false);
    memoryOf(memory, kitty).last = 'Атос';
    expect(watch.changed()).toBe(true);
    expect(watch.changed()).toBe(false);
    memoryOf(memory, felton).seen = 3; // not shown: the roster never reads it
    expect(watch.changed()).toBe(false);
    memoryOf(memory, kitty, 'heir').last = 'Портос';
    expect(watch.changed()).toBe(true);
  });

  it('sees a write through a reference kept since earlier in the phase, after a compare', () => {
    const memory = freshMemory(SLOTS);
    const watch = watchMemory(memory, SLOTS);
    watch.changed();
    const kept = memoryOf(memory, felton);
    expect(watch.changed()).toBe(false);
    kept.pairs.push('Фельтон');
    expect(watch.changed()).toBe(true);
    kept.pairs.push('Миледи');
    expect(watch.changed()).toBe(true);
  });

  it('after a phase begins, asks only of memories rule code reached since (a reference never outlives its phase)', () => {
    const memory = freshMemory(SLOTS);
    const watch = watchMemory(memory, SLOTS);
    watch.changed();
    const kept = memoryOf(memory, kitty);
    watch.changed();
    memoryPhaseBegins(memory);
    expect(watch.changed()).toBe(false); // kitty is still suspect here: touched in the phase of the last compare
    kept.last = 'Атос'; // against the contract, so unseen from now on
    expect(watch.changed()).toBe(false);
    memoryOf(memory, kitty);
    expect(watch.changed()).toBe(true);
  });

  it('does not count the roster reading memories as rule code touching them', () => {
    const memory = freshMemory(SLOTS);
    const watch = watchMemory(memory, SLOTS);
    watch.changed();
    memoryPhaseBegins(memory);
    watch.startReading();
    const read = memoryOf(memory, kitty);
    watch.doneReading();
    watch.changed();
    memoryPhaseBegins(memory);
    read.last = 'Атос';
    expect(watch.changed()).toBe(false);
  });

  it('is invisible to a checkpoint copy, which starts unwatched', () => {
    const memory = freshMemory(SLOTS);
    watchMemory(memory, SLOTS);
    const copy = deepCopy(memory);
    expect(copy).toEqual(freshMemory(SLOTS));
    expect(Object.getOwnPropertySymbols(copy)).toEqual([]);
    expect(JSON.stringify(memory)).toBe(JSON.stringify(freshMemory(SLOTS)));
  });

  it('lets the next checkpoint re-use its copy of a memory not handed out since, and only that one', () => {
    const memory = freshMemory(SLOTS);
    watchMemory(memory, SLOTS);
    memoryOf(memory, felton).pairs.push('Фельтон');
    const earlier = deepCopy(memory);
    const kept = memoryOf(memory, kitty);
    kept.last = 'Атос';
    const copy = copySharing(memory, earlier);
    expect(copy).toEqual(deepCopy(memory));
    expect(copy.own['felton']).toBe(earlier.own['felton']);
    expect(copy.own['kitty']).not.toBe(earlier.own['kitty']);
    expect(earlier.own['kitty']).toEqual({ last: null });
    expect(Object.getOwnPropertySymbols(copy.own['kitty']!)).toEqual([]);
    // a write not handed out by memoryOf is against the contract: the count says unchanged, and it is trusted
    (memory.own['felton'] as { seen: number }).seen = 9;
    expect(copySharing(memory, copy).own['felton']).toBe(earlier.own['felton']);
    memoryOf(memory, felton).seen = 5;
    expect(copySharing(memory, copy).own['felton']).toEqual({ pairs: ['Фельтон'], seen: 5 });
  });
});
