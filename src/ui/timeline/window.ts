import type { PhaseKind } from '../../engine/timeline.ts';
import type { StepRow as Step } from '../run/page-run.ts';
import type { StepGroup } from './group.ts';

/** A slice of a phase's steps: the unit the windowed timeline renders or skips. */
export interface StepBlock {
  readonly key: string;
  readonly phase: PhaseKind;
  readonly number: number;
  /** The first block of its phase shows the phase heading. */
  readonly heading: boolean;
  readonly steps: readonly Step[];
}

/** Cuts each phase into blocks of at most `size` steps. */
export function toBlocks(groups: readonly StepGroup[], size: number): StepBlock[] {
  const out: StepBlock[] = [];
  for (const g of groups) {
    for (let i = 0; i === 0 || i < g.steps.length; i += size) {
      out.push({ key: `${g.key}/${i}`, phase: g.phase, number: g.number, heading: i === 0, steps: g.steps.slice(i, i + size) });
    }
  }
  return out;
}

/** Where each block starts (and, last, the total height), from measured or estimated heights. */
export function blockTops(blocks: readonly StepBlock[], height: (b: StepBlock) => number): number[] {
  const tops = new Array<number>(blocks.length + 1);
  tops[0] = 0;
  for (let i = 0; i < blocks.length; i++) tops[i + 1] = tops[i]! + height(blocks[i]!);
  return tops;
}

/** The first and last block (inclusive) that overlap [from, to] on the list; tops from blockTops. */
export function visibleRange(tops: readonly number[], from: number, to: number): [number, number] {
  const n = tops.length - 1;
  if (n <= 0) return [0, -1];
  // The last block starting at or before `from`, then forward while blocks start before `to`.
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (tops[mid]! <= from) lo = mid;
    else hi = mid - 1;
  }
  let last = lo;
  while (last + 1 < n && tops[last + 1]! < to) last++;
  return [lo, last];
}
