import type { StatelyInspectionEvent } from '@statelyai/inspect';
import type { StepId, Timeline } from '../../engine/timeline.ts';
import type { NightReplay } from '../../machines/replay.ts';

/** One action actor's state, for the inspector table. */
export interface ActorRow {
  readonly id: string;
  readonly actor: string;
  readonly state: string;
}

/** One inspection event, flattened for display. */
export interface InspectRow {
  readonly type: string;
  readonly text: string;
}

/** Advances the replay through every event whose step is at or before `stepId` in the timeline. */
export function replayUntil(replay: NightReplay, timeline: Timeline, stepId: StepId): ActorRow[] {
  const index = new Map(timeline.steps.map((s, i) => [s.id, i]));
  const limit = index.get(stepId) ?? -1;
  for (const scheduled of replay.schedule) {
    const at = scheduled.event.step === null ? -1 : (index.get(scheduled.event.step) ?? -1);
    if (at > limit) break;
    replay.advance();
  }
  return [...replay.actors].map(([id, actor]) => ({
    id,
    actor: actor.getSnapshot().context.actor,
    state: String(actor.getSnapshot().value),
  }));
}

/** A readable line for one @statelyai/inspect event. */
export function inspectRow(e: StatelyInspectionEvent): InspectRow {
  if (e.type === '@xstate.event') return { type: 'event', text: `${e.event.type} → ${e.rootId ?? ''}` };
  if (e.type === '@xstate.snapshot') {
    const value = (e.snapshot as { value?: unknown }).value;
    return { type: 'snapshot', text: `${e.rootId ?? ''}: ${JSON.stringify(value)}` };
  }
  return { type: 'actor', text: e.name };
}
