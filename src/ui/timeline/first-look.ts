import type { Step } from '../../engine/timeline.ts';

/**
 * The step a newcomer should look at first: the one whose ruling rests on the most
 * interpretation options and changes the most other moves — the disputed step (in the welcome
 * scenario, Milady's charm). Ties go to the earliest; with no such step, the first one.
 */
export function firstLook(steps: readonly Step[]): Step | null {
  let best: Step | null = null;
  let bestScore = 0;
  for (const step of steps) {
    const score = step.causes.filter((c) => c.option).length + step.changes.length;
    if (score > bestScore) {
      best = step;
      bestScore = score;
    }
  }
  return best ?? steps[0] ?? null;
}
