/** How a run's diagnostics are merged: parse + overrides + engine, echoes dropped, sorted, capped. */
import type { Diagnostic } from '../engine/diagnostic.ts';
import type { ExpectationResult } from '../engine/expect.ts';
import type { Span } from '../engine/span.ts';
import { t } from '../engine/text.ts';

/** The most diagnostics a run reports; the rest are summed up in one line. */
export const MAX_RUN_DIAGNOSTICS = 200;

/** The diagnostics of one run, in the order and shape the editor and the CLI show them. */
export function mergeDiagnostics(
  parser: readonly Diagnostic[],
  overrides: readonly Diagnostic[],
  engine: readonly Diagnostic[],
  results: readonly ExpectationResult[],
): Diagnostic[] {
  // the steps below hand on the list they were given when they change nothing: capped() copies it last
  const own = withoutEchoes(engine, parser);
  const all = parser.length === 0 && overrides.length === 0 ? own : [...parser, ...overrides, ...own];
  return capped(markExpected(dedupeSorted(sortByPosition(all), all), results));
}

/**
 * An engine diagnostic on a line whose name the parser already could not resolve repeats the
 * parser's error (NAME_UNKNOWN + MOVE_UNKNOWN_ACTOR): keep the parser's, which points at the word.
 */
function withoutEchoes(engine: readonly Diagnostic[], parser: readonly Diagnostic[]): readonly Diagnostic[] {
  const errors = parser.filter((d) => d.severity === 'error' && d.span.line > 0).map((d) => d.span);
  if (errors.length === 0) return engine;
  errors.sort((a, b) => a.offset - b.offset);
  return engine.filter((e) => e.span.line === 0 || !holdsError(errors, e.span.offset, e.span.offset + e.span.length));
}

/** Does a parser error lie within [from, to)? `errors` sorted by offset; binary search, then the few that start inside. */
function holdsError(errors: readonly Span[], from: number, to: number): boolean {
  let lo = 0;
  let hi = errors.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (errors[mid]!.offset < from) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < errors.length && errors[i]!.offset <= to; i++) if (errors[i]!.offset + errors[i]!.length <= to) return true;
  return false;
}

/** The key of a diagnostic without a position: after every offset a text can have. */
const UNPLACED = 2 ** 31;

function positionKey(d: Diagnostic): number {
  return d.span.line > 0 ? d.span.offset : UNPLACED;
}

/** Bits of the offset each radix pass sorts by. */
const DIGIT = 11;

/**
 * Source order: by offset; diagnostics without a position last (stable; most lists come in order).
 * A radix sort of the offsets, 11 bits a pass: no comparator called and no comparison sort (a
 * long game's 30,000 engine diagnostics were sorted on every keystroke).
 */
function sortByPosition(list: readonly Diagnostic[]): readonly Diagnostic[] {
  let inOrder = true;
  for (let i = 1; i < list.length && inOrder; i++) inOrder = positionKey(list[i - 1]!) <= positionKey(list[i]!);
  if (inOrder) return list;
  const n = list.length;
  let keys = new Uint32Array(n);
  let order = new Uint32Array(n);
  const unplaced: Diagnostic[] = [];
  let placed = 0;
  let max = 0;
  for (let i = 0; i < n; i++) {
    const d = list[i]!;
    if (d.span.line <= 0) {
      unplaced.push(d);
      continue;
    }
    const offset = d.span.offset;
    // an offset a text cannot have (never made by the parser): sorted by comparison instead
    if (!(offset >= 0 && offset < UNPLACED && Math.floor(offset) === offset))
      return [...list].sort((a, b) => positionKey(a) - positionKey(b));
    if (offset > max) max = offset;
    keys[placed] = offset;
    order[placed++] = i;
  }
  // least significant digit first, each pass stable: the offsets' order, ties in the order given
  let keysTo = new Uint32Array(placed);
  let orderTo = new Uint32Array(placed);
  const counts = new Uint32Array((1 << DIGIT) + 1);
  const mask = (1 << DIGIT) - 1;
  for (let shift = 0; shift < 32 && (shift === 0 || max >>> shift > 0); shift += DIGIT) {
    counts.fill(0);
    for (let i = 0; i < placed; i++) counts[((keys[i]! >>> shift) & mask) + 1]!++;
    for (let k = 1; k < counts.length; k++) counts[k]! += counts[k - 1]!;
    for (let i = 0; i < placed; i++) {
      const at = counts[(keys[i]! >>> shift) & mask]!++;
      keysTo[at] = keys[i]!;
      orderTo[at] = order[i]!;
    }
    [keys, keysTo, order, orderTo] = [keysTo, keys, orderTo, order];
  }
  const out: Diagnostic[] = new Array<Diagnostic>(n);
  for (let i = 0; i < placed; i++) out[i] = list[order[i]!]!;
  for (let i = 0; i < unplaced.length; i++) out[placed + i] = unplaced[i]!;
  return out;
}

/** Marks the diagnostics that a holding `expect diagnostic CODE` found in its block (or the whole game). */
function markExpected(list: readonly Diagnostic[], results: readonly ExpectationResult[]): readonly Diagnostic[] {
  const key = (d: Diagnostic): string => `${d.code}|${d.span.offset}|${d.span.length}`;
  const asserted = new Set(results.filter((r) => r.holds && !r.expectation.negated).flatMap((r) => (r.matched ?? []).map(key)));
  if (asserted.size === 0) return list;
  return list.map((d) => (asserted.has(key(d)) ? { ...d, expected: true } : d));
}

/** Keeps the first MAX_RUN_DIAGNOSTICS and says how many more there were. */
function capped(list: readonly Diagnostic[]): Diagnostic[] {
  if (list.length <= MAX_RUN_DIAGNOSTICS) return [...list];
  const rest = list.length - MAX_RUN_DIAGNOSTICS;
  let errors = false;
  for (let i = MAX_RUN_DIAGNOSTICS; i < list.length && !errors; i++) errors = list[i]!.severity === 'error' && !list[i]!.expected;
  return [
    ...list.slice(0, MAX_RUN_DIAGNOSTICS),
    {
      code: 'TOO_MANY_DIAGNOSTICS',
      severity: errors ? 'error' : 'warning',
      message: t(`И ещё ${rest} замечаний не показано`, `${rest} more diagnostics not shown`),
      span: list[MAX_RUN_DIAGNOSTICS]!.span,
    },
  ];
}

/** Two diagnostics that say the same thing at the same place (the line is not compared). */
function sameNotice(a: Diagnostic, b: Diagnostic): boolean {
  return a.code === b.code && a.span.offset === b.span.offset && a.span.length === b.span.length && a.message.en === b.message.en;
}

/**
 * Same code at the same place with the same message counts once: the first one given (in
 * `given`) stays. `sorted` is `given` in source order (a stable sort), so equal positioned ones
 * sit together and no key string is built per diagnostic; those without a position come last.
 */
function dedupeSorted(sorted: readonly Diagnostic[], given: readonly Diagnostic[]): readonly Diagnostic[] {
  const dropped = new Set<Diagnostic>();
  let placed = sorted.length;
  while (placed > 0 && sorted[placed - 1]!.span.line <= 0) placed--;
  for (let i = 1; i < placed; i++) {
    const d = sorted[i]!;
    const j = keptTwin(sorted, i - 1, d, dropped);
    if (j >= 0) dropped.add(d);
  }
  if (placed < sorted.length) dedupeUnplaced(sorted, placed, given, dropped);
  return dropped.size === 0 ? sorted : sorted.filter((d) => !dropped.has(d));
}

/** The index of a kept diagnostic saying what `d` says, looking back from `from` while the offset is d's; -1 if none. */
function keptTwin(list: readonly Diagnostic[], from: number, d: Diagnostic, dropped: ReadonlySet<Diagnostic>): number {
  for (let j = from; j >= 0 && list[j]!.span.offset === d.span.offset; j--) {
    if (!dropped.has(list[j]!) && sameNotice(list[j]!, d)) return j;
  }
  return -1;
}

/** Those without a position (from `from` on, few): against each other and the positioned ones, the first given stays. */
function dedupeUnplaced(sorted: readonly Diagnostic[], from: number, given: readonly Diagnostic[], dropped: Set<Diagnostic>): void {
  const index = new Map(given.map((d, k) => [d, k]));
  const kept: Diagnostic[] = [];
  for (let i = from; i < sorted.length; i++) {
    const d = sorted[i]!;
    if (kept.some((o) => sameNotice(o, d))) {
      dropped.add(d);
      continue;
    }
    kept.push(d);
    const twin = placedTwin(sorted, from, d, dropped);
    if (twin) dropped.add(index.get(twin)! < index.get(d)! ? d : twin);
  }
}

/** A kept positioned diagnostic (among the first `placed`, sorted by offset) saying what `d` says. */
function placedTwin(sorted: readonly Diagnostic[], placed: number, d: Diagnostic, dropped: ReadonlySet<Diagnostic>): Diagnostic | null {
  let lo = 0;
  let hi = placed;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.span.offset <= d.span.offset) lo = mid + 1;
    else hi = mid;
  }
  const j = keptTwin(sorted, lo - 1, d, dropped);
  return j >= 0 ? sorted[j]! : null;
}
