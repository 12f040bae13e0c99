// Which role memories may have changed since the recorded roster last compared them, so that the
// compare after every step visits those only (visiting every memory after every step was a fifth
// of resolving a game). Rule code reaches a memory only through memoryOf, which notes it here. A
// memory noted in a phase may still be written later in that phase through a kept reference, so it
// stays suspect until the phase ends; one not noted since the last compare's phase began cannot
// have changed. That holds because each phase starts with no rule code running (the game loop
// calls its handler; a ruleset may begin one where its hooks have returned, as the TM night does
// after its night-start hooks and after each slot), and no reference is kept across a phase start: a checkpoint's copy
// of the state shares nothing, so a kept one would already make a resumed game differ from a full
// one. Reads through memoryView are no touch at all (the compiler keeps them reads).
import { WRITES } from './deep-copy.ts';
import { MEMORY_WATCH, visitSlot, type MemorySlot, type RoleMemory } from './role-memory.ts';

/** One memory record (a slot's own or heir copy) and what the compare last saw of it. */
interface Watched {
  readonly slot: MemorySlot;
  /** The heir's copy (C-96 fresh), not the role's own. */
  readonly heir: boolean;
  readonly record: object;
  readonly values: unknown[];
  /** The phase in which memoryOf last handed it out (-1: never). */
  touched: number;
  /** In the suspects list. */
  listed: boolean;
}

/** Notes which memories rule code reached, by phase; tells the roster whether a shown value changed. */
export class MemoryWatch {
  private phase = 0;
  private reading = 0;
  private primed = false;
  private readonly all: Watched[] = [];
  private readonly byRecord = new Map<object, Watched>();
  /** The records touched since the last compare's phase began. */
  private suspects: Watched[] = [];
  private at = 0;
  private same = true;
  private current: Watched | null = null;
  /** The records whose shown values the last `changed()` found different. */
  readonly changes: { readonly slot: MemorySlot; readonly heir: boolean }[] = [];
  /** Every value those records showed before that call or show now (the players they name are among them). */
  readonly shown: unknown[] = [];

  constructor(memory: RoleMemory, slots: readonly MemorySlot[]) {
    for (const slot of slots) {
      this.add(slot, false, memory.own[slot.role]);
      this.add(slot, true, memory.heir[slot.role]);
    }
  }

  private add(slot: MemorySlot, heir: boolean, record: object | undefined): void {
    if (record === undefined) return;
    const w: Watched = { slot, heir, record, values: [], touched: -1, listed: false };
    // counted as written whenever handed out, so a checkpoint re-uses its copy of one not handed out since (deep-copy.ts)
    (record as { [WRITES]?: number })[WRITES] = 0;
    this.all.push(w);
    this.byRecord.set(record, w);
  }

  /** memoryOf handed out `record` (reads by the roster's own compare do not count). */
  touch(record: object): void {
    if (this.reading > 0) return;
    const w = this.byRecord.get(record);
    if (w === undefined) return;
    (record as { [WRITES]: number })[WRITES]++;
    w.touched = this.phase;
    if (w.listed) return;
    w.listed = true;
    this.suspects.push(w);
  }

  /** A phase begins: no rule code holds a memory now. */
  phaseBegins(): void {
    this.phase++;
  }

  /** The roster reads the state to compare it: memoryOf calls until `doneReading` are not touches. */
  startReading(): void {
    this.reading++;
  }

  doneReading(): void {
    this.reading--;
  }

  /** Did any shown value change since the last call? (The first call says yes.) */
  changed(): boolean {
    if (this.changes.length > 0) this.changes.length = 0;
    if (this.shown.length > 0) this.shown.length = 0;
    let same = this.primed;
    const list = this.primed ? this.suspects : this.all;
    for (let i = 0; i < list.length; i++) if (!this.compare(list[i]!)) same = false;
    this.primed = true;
    // what was touched in an earlier phase than this one is settled now
    let kept = 0;
    for (let i = 0; i < this.suspects.length; i++) {
      const w = this.suspects[i]!;
      if (w.touched === this.phase) this.suspects[kept++] = w;
      else w.listed = false;
    }
    // (setting an array's length calls into the runtime: only when it shrinks)
    if (kept !== this.suspects.length) this.suspects.length = kept;
    return !same;
  }

  private readonly put = (v: unknown): void => {
    const values = this.current!.values;
    if (this.same && this.at < values.length && values[this.at] === v) {
      this.at++;
      return;
    }
    if (this.same) {
      this.same = false;
      for (let i = 0; i < values.length; i++) this.shown.push(values[i]);
      if (values.length !== this.at) values.length = this.at;
    }
    values.push(v);
    this.at++;
  };

  /** Visits one record's shown values; true when they are what the last visit saw. */
  private compare(w: Watched): boolean {
    this.current = w;
    this.at = 0;
    this.same = true;
    visitSlot(w.slot, w.record, this.put);
    const same = this.same && this.at === w.values.length;
    if (!same) {
      if (this.same) for (let i = 0; i < w.values.length; i++) this.shown.push(w.values[i]); // only shorter: the old values
      if (this.at !== w.values.length) w.values.length = this.at;
      for (let i = 0; i < w.values.length; i++) this.shown.push(w.values[i]);
      this.changes.push(w);
    }
    this.current = null;
    return same;
  }
}

/** Starts watching `memory` (a fresh game's or a checkpoint's copy); memoryOf notes touches from now on. */
export function watchMemory(memory: RoleMemory, slots: readonly MemorySlot[]): MemoryWatch {
  const watch = new MemoryWatch(memory, slots);
  // under a symbol: a checkpoint's deep copy (for…in), JSON and Object.keys never see it
  (memory as { [MEMORY_WATCH]?: MemoryWatch })[MEMORY_WATCH] = watch;
  return watch;
}

/** Tells the watch of `memory`, if any, that a phase begins. */
export function memoryPhaseBegins(memory: RoleMemory): void {
  (memory as { [MEMORY_WATCH]?: MemoryWatch })[MEMORY_WATCH]?.phaseBegins();
}
