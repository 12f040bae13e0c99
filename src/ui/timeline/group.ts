import type { PhaseKind } from '../../engine/timeline.ts';
import type { StepRow as Step } from '../run/page-run.ts';

/** Steps of one phase, for the timeline's headings. */
export interface StepGroup {
  readonly key: string;
  readonly phase: PhaseKind;
  readonly number: number;
  readonly steps: readonly Step[];
}

/** Groups consecutive steps by phase and number, keeping timeline order. */
export function groupByPhase(steps: readonly Step[]): StepGroup[] {
  const groups: { key: string; phase: PhaseKind; number: number; steps: Step[] }[] = [];
  for (const step of steps) {
    const key = `${step.phase}${step.number}`;
    const last = groups[groups.length - 1];
    if (last && last.phase === step.phase && last.number === step.number) last.steps.push(step);
    else groups.push({ key: `${key}#${groups.length}`, phase: step.phase, number: step.number, steps: [step] });
  }
  return groups;
}
