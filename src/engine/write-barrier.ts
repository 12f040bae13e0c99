// A write barrier for the recorded roster: the listed fields of each record become accessors
// that note the record's index when written, so the trace rebuilds only the players a step
// touched instead of comparing everyone after every step (that made resolving quadratic). Each
// record also counts its writes, so a checkpoint re-uses its earlier copy of a player nobody wrote.
import { WRITES } from './deep-copy.ts';

/** The players written since the last `take()`, by index. */
export class WriteLog {
  private readonly seen: boolean[] = [];
  private indices: number[] = [];

  note(index: number): void {
    if (this.seen[index]) return;
    this.seen[index] = true;
    this.indices.push(index);
  }

  /** The indices noted since the last call, and a fresh start. */
  take(): readonly number[] {
    const out = this.indices;
    if (out.length === 0) return out;
    this.indices = [];
    for (const i of out) this.seen[i] = false;
    return out;
  }
}

const INDEX = Symbol('index');
const LOG = Symbol('log');

type Tracked = Record<PropertyKey, unknown> & { [INDEX]: number; [LOG]: WriteLog; [WRITES]: number };

/** A prototype whose tracked fields keep their values under `slots` (one symbol per key, in key order). */
interface Tracking {
  readonly proto: object;
  readonly slots: readonly symbol[];
  readonly tracked: ReadonlySet<string>;
}

/** One prototype per field list, so every game's players share one shape (fast property access). */
const PROTOTYPES = new Map<string, Tracking>();

/** A prototype whose accessors for `keys` keep each value under a symbol and note writes that change it. */
function trackingPrototype(keys: readonly string[]): Tracking {
  const proto = {};
  const slots = keys.map((k) => {
    const slot = Symbol(k);
    Object.defineProperty(proto, k, {
      enumerable: true, // for…in (a checkpoint's deep copy) still sees the field
      get(this: Tracked) {
        return this[slot];
      },
      set(this: Tracked, value: unknown) {
        if (this[slot] === value) return;
        this[slot] = value;
        this[WRITES]++;
        this[LOG].note(this[INDEX]);
      },
    });
    return slot;
  });
  return { proto, slots, tracked: new Set(keys) };
}

/** The prototype for `keys`, made once. */
function trackingFor(keys: readonly string[]): Tracking {
  const id = keys.join('|');
  let made = PROTOTYPES.get(id);
  if (!made) PROTOTYPES.set(id, (made = trackingPrototype(keys)));
  return made;
}

/** The log of a record built tracked (`trackedRecord`) before `trackWrites` adopts it: the start state's writes are not a step's. */
const UNADOPTED = new WriteLog();

/**
 * A record built on the tracking prototype of `keys` from the start, with `plain`'s fields and
 * `values` (in key order): `trackWrites` then adopts it where it stands instead of copying it.
 */
export function trackedRecord<T extends object>(keys: readonly string[], plain: object, values: readonly unknown[]): T {
  const { proto, slots } = trackingFor(keys);
  const to = Object.create(proto) as Tracked;
  Object.assign(to, plain);
  for (let s = 0; s < slots.length; s++) to[slots[s]!] = values[s];
  to[INDEX] = 0;
  to[LOG] = UNADOPTED;
  to[WRITES] = 0;
  return to as unknown as T;
}

/**
 * Replaces each record of `records` by one with the same values whose `keys` note writes in
 * `log`. Call it before anything keeps a reference to a record (the state is fresh or a copy).
 * The fields not in `keys` are never written afterwards (they are not recorded, and a checkpoint
 * takes a record whose count of writes did not move for unchanged: deep-copy.ts).
 */
export function trackWrites<T extends object>(records: T[], keys: readonly string[], log: WriteLog): void {
  const { proto, slots, tracked } = trackingFor(keys);
  for (let i = 0; i < records.length; i++) {
    const from = records[i] as Record<string, unknown>;
    // built tracked (trackedRecord) and not adopted yet: nothing else holds it, so it is adopted as it is
    if ((from as Tracked)[LOG] === UNADOPTED && Object.getPrototypeOf(from) === proto) {
      const own = from as Tracked;
      own[INDEX] = i;
      own[LOG] = log;
      own[WRITES] = 0;
      continue;
    }
    const to = Object.create(proto) as Tracked;
    // for…in, not Object.keys: no key list made per record (records are plain, or tracked already:
    // an inherited enumerable key is a tracked one)
    for (const k in from) if (!tracked.has(k)) to[k] = from[k];
    for (let s = 0; s < slots.length; s++) to[slots[s]!] = from[keys[s]!];
    to[INDEX] = i;
    to[LOG] = log;
    to[WRITES] = 0;
    records[i] = to as unknown as T;
  }
}
