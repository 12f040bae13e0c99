import { describe, expect, it } from 'vitest';
import { deepCopy } from './deep-copy.ts';
import { freshMemory, memoryOf, memorySlot, visitMemory, type MemorySlot } from './role-memory.ts';

const kitty = memorySlot('kitty', () => ({ last: null as string | null, kept: false }));
const felton = memorySlot('felton', () => ({ pairs: [] as string[][] }));

function leaves(memory: ReturnType<typeof freshMemory>, slots: readonly MemorySlot[] = [kitty, felton]): unknown[] {
  const out: unknown[] = [];
  visitMemory(memory, slots, (v) => out.push(v));
  return out;
}

describe('role memory', () => {
  it('keeps an own and an heir copy of every slot, apart', () => {
    const memory = freshMemory([kitty, felton]);
    memoryOf(memory, kitty).kept = true;
    expect(memoryOf(memory, kitty, 'heir').kept).toBe(false);
    expect(memoryOf(memory, kitty).kept).toBe(true);
  });

  it('is plain data: a checkpoint copy shares nothing', () => {
    const memory = freshMemory([felton]);
    memoryOf(memory, felton).pairs.push(['a', 'b']);
    const copy = deepCopy(memory);
    memoryOf(copy, felton).pairs[0]![1] = 'c';
    expect(memoryOf(memory, felton).pairs).toEqual([['a', 'b']]);
  });

  it('visits lists of different shapes apart, so a compare of the leaves sees every change', () => {
    const a = freshMemory([felton]);
    const b = freshMemory([felton]);
    memoryOf(a, felton).pairs.push(['x'], ['y']);
    memoryOf(b, felton).pairs.push(['x', 'y']);
    expect(leaves(a)).not.toEqual(leaves(b));
    expect(leaves(freshMemory([kitty]))).toEqual(leaves(freshMemory([kitty])));
  });

  it('visits only what a slot shows, when it names it', () => {
    const hits = memorySlot(
      'executioner',
      () => ({ last: {} as Record<string, number>, out: [] as string[] }),
      (m, put) => m.out.forEach(put),
    );
    const memory = freshMemory([hits]);
    memoryOf(memory, hits).last['Атос'] = 3;
    expect(leaves(memory, [hits])).toEqual(leaves(freshMemory([hits]), [hits]));
    memoryOf(memory, hits).out.push('Атос');
    expect(leaves(memory, [hits])).not.toEqual(leaves(freshMemory([hits]), [hits]));
  });

  it('refuses a slot the game did not start with (a role missing from the registry)', () => {
    expect(() => memoryOf(freshMemory([kitty]), felton)).toThrow(/no slot for felton/);
  });
});
