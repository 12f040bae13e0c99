/** How a run's diagnostics are merged: parse + overrides + engine, echoes dropped, sorted, capped. */
import type { Diagnostic } from '../engine/diagnostic.ts';
import type { ExpectationResult } from '../engine/expect.ts';
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
  const own = withoutEchoes(engine, parser);
  return capped(markExpected(sortByPosition(dedupe([...parser, ...overrides, ...own])), results));
}

/**
 * An engine diagnostic on a line whose name the parser already could not resolve repeats the
 * parser's error (NAME_UNKNOWN + MOVE_UNKNOWN_ACTOR): keep the parser's, which points at the word.
 */
function withoutEchoes(engine: readonly Diagnostic[], parser: readonly Diagnostic[]): Diagnostic[] {
  const errors = parser.filter((d) => d.severity === 'error' && d.span.line > 0);
  return engine.filter(
    (e) =>
      e.span.line === 0 ||
      !errors.some((p) => p.span.offset >= e.span.offset && p.span.offset + p.span.length <= e.span.offset + e.span.length),
  );
}

/** Source order: by line and column; diagnostics without a position last. */
function sortByPosition(list: readonly Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic): number => (d.span.line > 0 ? d.span.offset : Number.MAX_SAFE_INTEGER);
  return [...list].sort((a, b) => key(a) - key(b));
}

/** Marks the diagnostics that a holding `expect diagnostic CODE` found in its block (or the whole game). */
function markExpected(list: readonly Diagnostic[], results: readonly ExpectationResult[]): Diagnostic[] {
  const key = (d: Diagnostic): string => `${d.code}|${d.span.offset}|${d.span.length}`;
  const asserted = new Set(results.filter((r) => r.holds && !r.expectation.negated).flatMap((r) => (r.matched ?? []).map(key)));
  return list.map((d) => (asserted.has(key(d)) ? { ...d, expected: true } : d));
}

/** Keeps the first MAX_RUN_DIAGNOSTICS and says how many more there were. */
function capped(list: readonly Diagnostic[]): Diagnostic[] {
  if (list.length <= MAX_RUN_DIAGNOSTICS) return [...list];
  const rest = list.length - MAX_RUN_DIAGNOSTICS;
  const errors = list.slice(MAX_RUN_DIAGNOSTICS).some((d) => d.severity === 'error' && !d.expected);
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

/** Same code at the same place with the same message counts once. */
function dedupe(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const k = `${d.code}|${d.span.offset}|${d.span.length}|${d.message.en}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
