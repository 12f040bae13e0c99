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

  /**
   * The log as lifecycles, in first-seen order; an action's night and actor are its first event's.
   * Counted first, so each lifecycle's list is made at its size (a list grown by push keeps room
   * for 17: most lifecycles have three events).
   */
  lifecycles(): ActionLife[] {
    const lifeOf: number[] = new Array(this.ids.length);
    const index = new Map<string, number>();
    const counts: number[] = [];
    for (let i = 0; i < this.ids.length; i++) {
      let at = index.get(this.ids[i]!);
      if (at === undefined) {
        index.set(this.ids[i]!, (at = counts.length));
        counts.push(0);
      }
      counts[at]!++;
      lifeOf[i] = at;
    }
    const out: { readonly id: string; readonly night: number; readonly actor: string; readonly events: ActionLifeEvent[] }[] = [];
    const filled: number[] = new Array<number>(counts.length).fill(0);
    for (let i = 0; i < this.ids.length; i++) {
      const at = lifeOf[i]!;
      if (filled[at] === 0)
        out.push({ id: this.ids[i]!, night: this.nights[i]!, actor: this.actors[i]!, events: new Array<ActionLifeEvent>(counts[at]!) });
      out[at]!.events[filled[at]!++] = this.events[i]!;
    }
    return out;
  }
}
