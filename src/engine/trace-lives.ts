// Night actions' lifecycles as the trace keeps them: one flat log of events (cut back to a
// checkpoint's length on resume), grouped by action when the timeline is read.
import type { ActionLife, ActionLifeEvent, StepId } from './timeline.ts';

/** One lifecycle event with the action it belongs to; `event` is what the lifecycle lists (shared, not copied). */
export interface LifeEvent {
  readonly id: string;
  readonly night: number;
  readonly actor: string;
  readonly event: ActionLifeEvent;
}

/** The log as lifecycles, in first-seen order; an action's night and actor are its first event's. */
export function lifecycles(log: readonly LifeEvent[]): ActionLife[] {
  const byId = new Map<string, { readonly id: string; readonly night: number; readonly actor: string; events: ActionLifeEvent[] }>();
  const out: ActionLife[] = [];
  for (const e of log) {
    let life = byId.get(e.id);
    if (!life) {
      life = { id: e.id, night: e.night, actor: e.actor, events: [] };
      byId.set(e.id, life);
      out.push(life);
    }
    life.events.push(e.event);
  }
  return out;
}
