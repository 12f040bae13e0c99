// Night actions' lifecycles as the trace keeps them: one flat log of events (cut back to a
// checkpoint's length on resume), grouped by action when the timeline is read. The log is four
// columns, not a record per event: a 200-player game logs 27,000 events, and a record each was
// that many more objects the collector copied while the game resolved.
import type { ActionLife, ActionLifeEvent, StepId } from './timeline.ts';

/** The log: event i belongs to action ids[i] of night nights[i] by actors[i]; its lifecycle lists events[i] (shared, not copied). */
export class LifeLog {
  constructor(
    private readonly ids: string[] = [],
    private readonly nights: number[] = [],
    private readonly actors: string[] = [],
    private readonly events: ActionLifeEvent[] = [],
  ) {}

  get length(): number {
    return this.ids.length;
  }

  add(id: string, night: number, actor: string, type: ActionLifeEvent['type'], step: StepId | null): void {
    this.ids.push(id);
    this.nights.push(night);
    this.actors.push(actor);
    this.events.push({ type, step });
  }

  /** The first `length` events, as a log of its own. */
  slice(length: number): LifeLog {
    return new LifeLog(this.ids.slice(0, length), this.nights.slice(0, length), this.actors.slice(0, length), this.events.slice(0, length));
  }

  /** The log as lifecycles, in first-seen order; an action's night and actor are its first event's. */
  lifecycles(): ActionLife[] {
    const byId = new Map<string, { readonly id: string; readonly night: number; readonly actor: string; events: ActionLifeEvent[] }>();
    const out: ActionLife[] = [];
    for (let i = 0; i < this.ids.length; i++) {
      const id = this.ids[i]!;
      let life = byId.get(id);
      if (!life) {
        life = { id, night: this.nights[i]!, actor: this.actors[i]!, events: [] };
        byId.set(id, life);
        out.push(life);
      }
      life.events.push(this.events[i]!);
    }
    return out;
  }
}
