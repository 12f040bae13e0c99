// A deep copy of a ruleset's state for a checkpoint: plain data, arrays, Maps and Sets. A record
// with accessors (roster-tracked players) becomes a plain object of its enumerable values. A
// record with behaviour (any function, e.g. a role's definition) is not state: it is shared as is.
// A checkpoint is never written to (a resume copies it again), so the next checkpoint's copy may
// share every part that still reads the same (`copySharing`): a phase changes a few players and
// memories, and copying all of them at every phase was a sixth of an analysis with checkpoints.

/** Copies `value` so that nothing in the copy is shared with the original. */
export function deepCopy<T>(value: T): T {
  return copy(value, NONE) as T;
}

/**
 * Copies `value` as deepCopy does, except that wherever it still reads exactly as `earlier` (an
 * earlier copy, never written to since) the copy is that part of `earlier`: the whole of it when
 * nothing changed. Nothing in the result is shared with `value`.
 */
export function copySharing<T>(value: T, earlier: T | undefined): T {
  return copy(value, earlier === undefined ? NONE : earlier) as T;
}

/** No earlier copy to share with. */
const NONE: unique symbol = Symbol('none');
type Earlier = unknown;

const hasOwn = Object.prototype.hasOwnProperty;

function copy(value: unknown, earlier: Earlier): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return copyArray(value, Array.isArray(earlier) ? earlier : null);
  if (value instanceof Map) return copyMap(value, earlier instanceof Map ? earlier : null);
  if (value instanceof Set) return copySet(value, earlier instanceof Set ? earlier : null);
  return copyRecord(value as Record<string, unknown>, isPlainRecord(earlier) ? earlier : null);
}

function isPlainRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
}

function copyArray(value: readonly unknown[], earlier: readonly unknown[] | null): unknown[] {
  const n = value.length;
  let out: unknown[] | null = null;
  if (earlier !== null && earlier.length === n) {
    for (let i = 0; i < n; i++) {
      const was = earlier[i];
      const c = copy(value[i], was);
      if (out === null) {
        if (Object.is(c, was)) continue;
        out = earlier.slice(0, i);
        out.length = n;
      }
      out[i] = c;
    }
    return out ?? (earlier as unknown[]);
  }
  out = new Array<unknown>(n);
  for (let i = 0; i < n; i++) out[i] = copy(value[i], earlier !== null && i < earlier.length ? earlier[i] : NONE);
  return out;
}

function copyMap(value: ReadonlyMap<unknown, unknown>, earlier: ReadonlyMap<unknown, unknown> | null): Map<unknown, unknown> {
  if (earlier !== null && earlier.size === value.size) {
    const was = earlier.entries();
    let same = true;
    for (const [k, v] of value) {
      const [wk, wv] = was.next().value as [unknown, unknown];
      if (!Object.is(k, wk) || !Object.is(copy(v, wv), wv)) {
        same = false;
        break;
      }
    }
    if (same) return earlier as Map<unknown, unknown>;
  }
  const out = new Map<unknown, unknown>();
  for (const [k, v] of value) out.set(k, copy(v, earlier !== null && earlier.has(k) ? earlier.get(k) : NONE));
  return out;
}

function copySet(value: ReadonlySet<unknown>, earlier: ReadonlySet<unknown> | null): Set<unknown> {
  if (earlier !== null && earlier.size === value.size) {
    const was = earlier.values();
    let same = true;
    for (const v of value) {
      const w = was.next().value as unknown;
      if (!Object.is(copy(v, w), w)) {
        same = false;
        break;
      }
    }
    if (same) return earlier as Set<unknown>;
  }
  const out = new Set<unknown>();
  for (const v of value) out.add(copy(v, NONE));
  return out;
}

function copyRecord(value: Record<string, unknown>, earlier: Record<string, unknown> | null, derived = false): unknown {
  if (!derived && (Object.getPrototypeOf(value) !== Object.prototype || WRITES in value)) return copyDerived(value, earlier);
  let out: Record<string, unknown> | null = earlier === null ? {} : null;
  let kept = 0;
  // for…in also reaches enumerable accessors on the prototype (a tracked player's fields)
  for (const key in value) {
    const v = value[key];
    if (typeof v === 'function') return value;
    // (a value read first: most keys hold one, and only an undefined one needs the key looked up)
    let was: unknown = earlier !== null ? earlier[key] : NONE;
    if (was === undefined && !hasOwn.call(earlier, key)) was = NONE;
    const c = copy(v, was);
    if (out === null) {
      if (was !== NONE && Object.is(c, was)) {
        kept++;
        continue;
      }
      out = firstKeys(value, earlier!, kept);
    }
    out[key] = c;
  }
  if (out !== null) return out;
  // every key of `value` reads as in `earlier`: it is the copy if it has no other key
  let keys = 0;
  // (an earlier copy is a plain record made here: every key for…in reaches is its own)
  for (const key in earlier) keys++;
  return keys === kept ? earlier : firstKeys(value, earlier!, kept);
}

/** A record of the first `n` keys of `value`, with the values `earlier` has for them. */
function firstKeys(value: Record<string, unknown>, earlier: Record<string, unknown>, n: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (n === 0) return out;
  let i = 0;
  for (const key in value) {
    out[key] = earlier[key];
    if (++i === n) break;
  }
  return out;
}

/**
 * A record that counts its writes under this key and is never written without counting: a tracked
 * player (write-barrier.ts) or a role memory, counted whenever memoryOf hands it out (memory-watch.ts).
 * While its count stays what it was at an earlier copy of it, that copy is still its copy.
 */
export const WRITES: unique symbol = Symbol('writes');

/** The record each copy of a counting record was made from, and its count then. */
const COPIED = new WeakMap<object, { readonly from: object; readonly writes: number }>();

/** copyRecord for a record with a prototype of its own (a tracked player) or a count of its writes. */
function copyDerived(value: Record<string, unknown>, earlier: Record<string, unknown> | null): unknown {
  const writes = (value as { [WRITES]?: number })[WRITES];
  if (writes === undefined) return copyRecord(value, earlier, true);
  if (earlier !== null) {
    const was = COPIED.get(earlier);
    if (was !== undefined && was.from === value && was.writes === writes) return earlier;
  }
  const out = copyRecord(value, null, true);
  if (out !== value) COPIED.set(out as object, { from: value, writes });
  return out;
}
