/**
 * Golden timelines as what a ruling is, not how an object was built: the snapshot is written
 * with every object's keys sorted (arrays keep their order, which is part of a ruling), and a
 * stored file is compared after parsing and sorting too. So production code may build its
 * records in any key order; only ids, outcomes, causes, changes and state count.
 */

/** A deep copy with every object's keys in code-point order; arrays and values unchanged. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
  }
  return value;
}

/** The golden file text of `value`: sorted keys, two-space indent, a final line end. */
export function goldenJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

/** The stored golden text in the same canonical form, whatever key order it was written in. */
export function canonicalGolden(stored: string): string {
  return goldenJson(JSON.parse(stored));
}
