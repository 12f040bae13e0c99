import { describe, expect, it } from 'vitest';
import type { PhaseSpan } from '../run/row-index.ts';
import { blockOfRow, blockTops, keepSpans, toBlocks, visibleRange } from './window.ts';

describe('the windowed timeline', () => {
  const phases: PhaseSpan[] = [
    { phase: 'night', number: 1, start: 0, count: 5 },
    { phase: 'morning', number: 1, start: 5, count: 2 },
  ];

  it("cuts phases into blocks, the heading on each phase's first block, every step once in order", () => {
    const blocks = toBlocks(phases, 2);
    expect(blocks.map((b) => [b.phase, b.heading, b.start, b.count])).toEqual([
      ['night', true, 0, 2],
      ['night', false, 2, 2],
      ['night', false, 4, 1],
      ['morning', true, 5, 2],
    ]);
    expect(new Set(blocks.map((b) => b.key)).size).toBe(blocks.length);
    expect([0, 1, 2, 4, 5, 6, 7, -1].map((i) => blockOfRow(blocks, i))).toEqual([0, 0, 1, 2, 3, 3, -1, -1]);
  });

  it('finds the blocks overlapping the view', () => {
    const tops = blockTops(toBlocks(phases, 2), () => 100); // 0 100 200 300 400
    expect(visibleRange(tops, 0, 50)).toEqual([0, 0]);
    expect(visibleRange(tops, 150, 250)).toEqual([1, 2]);
    expect(visibleRange(tops, 350, 10_000)).toEqual([3, 3]);
    expect(visibleRange([0], 0, 100)).toEqual([0, -1]);
  });

  it('keeps the phases it had while every span is the same, and takes the new ones once one differs', () => {
    const same = phases.map((p) => ({ ...p }));
    expect(keepSpans(phases, same)).toBe(phases);
    for (const change of [{ phase: 'day' }, { number: 2 }, { start: 1 }, { count: 3 }] as const) {
      const next = [phases[0]!, { ...phases[1]!, ...change }];
      expect(keepSpans(phases, next)).toBe(next);
    }
    const longer = [...same, { phase: 'day', number: 2, start: 7, count: 1 } as const];
    expect(keepSpans(phases, longer)).toBe(longer);
    expect(keepSpans(longer, same)).toBe(same);
  });
});
