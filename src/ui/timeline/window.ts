import type { PhaseKind } from '../../engine/timeline.ts';
import type { PhaseSpan } from '../run/row-index.ts';

/** A slice of a phase's rows, by index: the unit the windowed timeline renders or skips. */
export interface StepBlock {
  readonly key: string;
  readonly phase: PhaseKind;
  readonly number: number;
  /** The first block of its phase shows the phase heading. */
  readonly heading: boolean;
  /** Its rows: [start, start + count). */
  readonly start: number;
  readonly count: number;
}

/** Cuts each phase into blocks of at most `size` rows. */
export function toBlocks(phases: readonly PhaseSpan[], size: number): StepBlock[] {
  const out: StepBlock[] = [];
  phases.forEach((p, n) => {
    for (let i = 0; i === 0 || i < p.count; i += size) {
      const key = `${p.phase}${p.number}#${n}/${i}`;
      out.push({ key, phase: p.phase, number: p.number, heading: i === 0, start: p.start + i, count: Math.min(size, p.count - i) });
    }
  });
  return out;
}

/** The block holding row `i` (blocks in order, as toBlocks makes them), or -1. */
export function blockOfRow(blocks: readonly StepBlock[], i: number): number {
  let lo = 0;
  let hi = blocks.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const b = blocks[mid]!;
    if (i < b.start) hi = mid - 1;
    else if (i >= b.start + b.count) lo = mid + 1;
    else return mid;
  }
  return -1;
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

/**
 * `next`, or `kept` when it has the same phases at the same rows: most edits change what steps
 * say, not how many each phase has, and the kept array spares re-cutting, re-measuring and
 * re-rendering every block (750 of them at 200 × 100) when a run comes.
 */
export function keepSpans(kept: readonly PhaseSpan[], next: readonly PhaseSpan[]): readonly PhaseSpan[] {
  if (kept.length !== next.length) return next;
  for (let i = 0; i < next.length; i++) {
    const a = kept[i]!;
    const b = next[i]!;
    if (a.phase !== b.phase || a.number !== b.number || a.start !== b.start || a.count !== b.count) return next;
  }
  return kept;
}
