// Reading recorded state back: the board at a phase's start or after any step of it.
import { applyChanges, type Roster } from './roster.ts';
import type { PhaseRecord, Step, StepId, Timeline } from './timeline.ts';

/** The steps recorded while phase `phaseIndex` was the current one, in order. */
export function phaseSteps(timeline: Pick<Timeline, 'steps' | 'phases'>, phaseIndex: number): readonly Step[] {
  const mark = timeline.phases[phaseIndex];
  if (!mark) return [];
  const end = timeline.phases[phaseIndex + 1]?.firstStep ?? timeline.steps.length;
  return timeline.steps.slice(mark.firstStep, end);
}

/**
 * Each player's state in phase `phaseIndex` (an index into timeline.phases): at its start when
 * `stepIndex` is omitted or negative, else after its `stepIndex`-th step (0-based, clamped to the
 * phase's last step). Null for a phase the timeline does not have.
 */
export function rosterAt(timeline: Pick<Timeline, 'steps' | 'phases'>, phaseIndex: number, stepIndex = -1): Roster | null {
  const mark: PhaseRecord | undefined = timeline.phases[phaseIndex];
  if (!mark) return null;
  const steps = phaseSteps(timeline, phaseIndex);
  let roster = mark.roster;
  for (const s of steps.slice(0, Math.max(0, stepIndex + 1))) roster = applyChanges(roster, s.state ?? []);
  return roster;
}

/** The phase a step was recorded in (an index into timeline.phases), or -1. */
export function phaseOfStep(timeline: Timeline, stepIndex: number): number {
  let found = -1;
  timeline.phases.forEach((p, i) => {
    if (p.firstStep <= stepIndex) found = i;
  });
  return stepIndex < timeline.steps.length ? found : -1;
}

/** Each player's state right after the step with this id; null when there is no such step. */
export function rosterAfterStep(timeline: Timeline, step: StepId): Roster | null {
  const index = timeline.steps.findIndex((s) => s.id === step);
  const phase = index < 0 ? -1 : phaseOfStep(timeline, index);
  if (phase < 0) return null;
  return rosterAt(timeline, phase, index - timeline.phases[phase]!.firstStep);
}

/** The `k`-th phase of this kind (0-based), as an index into timeline.phases, or -1. */
export function nthPhase(timeline: Timeline, kind: PhaseRecord['phase'], k: number): number {
  let seen = -1;
  return timeline.phases.findIndex((p) => p.phase === kind && ++seen === k);
}
