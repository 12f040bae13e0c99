// A deep copy of a ruleset's state for a checkpoint: plain data, arrays, Maps and Sets. A record
// with accessors (roster-tracked players) becomes a plain object of its enumerable values. A
// record with behaviour (any function, e.g. a role's definition) is not state: it is shared as is.

/** Copies `value` so that nothing in the copy is shared with the original. */
export function deepCopy<T>(value: T): T {
  return copy(value) as T;
}

function copy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]);
    return out;
  }
  if (value instanceof Map) return new Map([...value].map(([k, v]) => [k, copy(v)]));
  if (value instanceof Set) return new Set([...value].map(copy));
  const out: Record<string, unknown> = {};
  // for…in also reaches enumerable accessors on the prototype (a tracked player's fields)
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'function') return value;
    out[key] = copy(v);
  }
  return out;
}
