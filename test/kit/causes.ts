/**
 * The cause contract as checks (test kit): a cause names an earlier step or a step of the same
 * night (night outcomes are settled at dawn), never a step of a later phase, and the cause graph
 * has no cycles. Each check lists problems; an empty list means it holds.
 */
import type { Step, Timeline } from '../../src/engine/timeline.ts';

/** The phase block of each step: consecutive steps of one phase and number share a block. */
function phaseBlocks(steps: readonly Step[]): number[] {
  const out: number[] = [];
  let block = -1;
  steps.forEach((s, i) => {
    const prev = steps[i - 1];
    if (!prev || prev.phase !== s.phase || prev.number !== s.number) block++;
    out.push(block);
  });
  return out;
}

/** Causes that cite a later step outside the citing step's own night. */
export function causesWithinContract(tl: Pick<Timeline, 'steps'>): string[] {
  const index = new Map(tl.steps.map((s, i) => [s.id, i] as const));
  const blocks = phaseBlocks(tl.steps);
  const out: string[] = [];
  tl.steps.forEach((s, i) => {
    for (const c of s.causes) {
      const at = c.step === null ? undefined : index.get(c.step);
      if (at === undefined || at <= i) continue;
      const sameNight = s.phase === 'night' && blocks[at] === blocks[i];
      if (sameNight) continue;
      const later = tl.steps[at]!;
      const cited = `${c.step} (#${at}, ${later.phase} ${later.number}, ${c.clause})`;
      out.push(`step ${s.id} (#${i}, ${s.phase} ${s.number}): cause cites later step ${cited}`);
    }
  });
  return out;
}

/** Every cycle of the cause graph (step → the steps its causes cite), one line per cycle found. */
export function causeCycles(tl: Pick<Timeline, 'steps'>): string[] {
  const cites = new Map<string, string[]>();
  for (const s of tl.steps) {
    const list = cites.get(s.id) ?? [];
    for (const c of s.causes) if (c.step !== null && !list.includes(c.step)) list.push(c.step);
    cites.set(s.id, list);
  }
  // Iterative DFS with three colours: 1 = on the current path, 2 = done.
  const colour = new Map<string, 1 | 2>();
  const out: string[] = [];
  for (const start of cites.keys()) {
    if (colour.has(start)) continue;
    const path: string[] = [start];
    const next: number[] = [0];
    colour.set(start, 1);
    while (path.length > 0) {
      const top = path[path.length - 1]!;
      const edges = cites.get(top) ?? [];
      const k = next[next.length - 1]!;
      if (k >= edges.length) {
        colour.set(top, 2);
        path.pop();
        next.pop();
        continue;
      }
      next[next.length - 1] = k + 1;
      const to = edges[k]!;
      const seen = colour.get(to);
      if (seen === 1) out.push(`cause cycle: ${[...path.slice(path.indexOf(to)), to].join(' → ')}`);
      else if (seen === undefined && cites.has(to)) {
        colour.set(to, 1);
        path.push(to);
        next.push(0);
      }
    }
  }
  return out;
}
