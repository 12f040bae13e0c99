// Night actions' lifecycles as the trace keeps them: one flat log of events (cut back to a
// checkpoint's length on resume), grouped by action when the timeline is read.
import type { ActionLife, ActionLifeEvent, StepId } from './timeline.ts';

/** One lifecycle event with the action it belongs to. */
export interface LifeEvent {
  readonly id: string;
  readonly night: number;
  readonly actor: string;
  readonly type: ActionLifeEvent['type'];
  readonly step: StepId | null;
}

/** The log as lifecycles, in first-seen order; an action's night and actor are its first event's. */
export function lifecycles(log: readonly LifeEvent[]): ActionLife[] {
  const byId = new Map<string, { night: number; actor: string; events: ActionLifeEvent[] }>();
  for (const e of log) {
    let life = byId.get(e.id);
    if (!life) {
      life = { night: e.night, actor: e.actor, events: [] };
      byId.set(e.id, life);
    }
    life.events.push({ type: e.type, step: e.step });
  }
  const out: ActionLife[] = [];
  for (const [id, l] of byId) out.push({ id, night: l.night, actor: l.actor, events: l.events });
  return out;
}
