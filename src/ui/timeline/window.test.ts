import { describe, expect, it } from 'vitest';
import type { Step } from '../../engine/timeline.ts';
import { groupByPhase } from './group.ts';
import { blockTops, toBlocks, visibleRange } from './window.ts';

const step = (phase: Step['phase'], number: number, i: number): Step =>
  ({ id: `${phase}${number}.${i}`, phase, number }) as unknown as Step;

describe('the windowed timeline', () => {
  const steps = [
    ...Array.from({ length: 5 }, (_, i) => step('night', 1, i)),
    ...Array.from({ length: 2 }, (_, i) => step('morning', 1, i)),
  ];

  it("cuts phases into blocks, the heading on each phase's first block, every step once in order", () => {
    const blocks = toBlocks(groupByPhase(steps), 2);
    expect(blocks.map((b) => [b.phase, b.heading, b.steps.length])).toEqual([
      ['night', true, 2],
      ['night', false, 2],
      ['night', false, 1],
      ['morning', true, 2],
    ]);
    expect(blocks.flatMap((b) => b.steps)).toEqual(steps);
    expect(new Set(blocks.map((b) => b.key)).size).toBe(blocks.length);
  });

  it('finds the blocks overlapping the view', () => {
    const tops = blockTops(toBlocks(groupByPhase(steps), 2), () => 100); // 0 100 200 300 400
    expect(visibleRange(tops, 0, 50)).toEqual([0, 0]);
    expect(visibleRange(tops, 150, 250)).toEqual([1, 2]);
    expect(visibleRange(tops, 350, 10_000)).toEqual([3, 3]);
    expect(visibleRange([0], 0, 100)).toEqual([0, -1]);
  });
});
