// Which part of an edited scenario still reads as before: a structural compare of the parsed
// input (spans included, as they are part of what a ruling cites), for incremental re-resolve.
import type { PhaseInput, Scenario } from './scenario.ts';

/** Structural equality of plain data (arrays, records, primitives); shared objects short-cut. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** Does everything but the phases (and the `expect` lines, which no resolve reads) read the same? */
export function sameSetting(a: Scenario, b: Scenario): boolean {
  const { phases: _pa, expectations: _ea, ...restA } = a;
  const { phases: _pb, expectations: _eb, ...restB } = b;
  return sameData(restA, restB);
}

/** The index of the first phase that differs; the shorter length when one list extends the other. */
export function firstChangedPhase(before: readonly PhaseInput[], after: readonly PhaseInput[]): number {
  const n = Math.min(before.length, after.length);
  for (let i = 0; i < n; i++) if (!sameData(before[i], after[i])) return i;
  return n;
}
