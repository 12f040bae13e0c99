/**
 * runScenario and its CLI variant: parse, apply option overrides, resolve under the named
 * ruleset, check expectations. Diagnostics = parse + timeline, duplicates removed.
 */
import type { Diagnostic } from '../engine/diagnostic.ts';
import { checkExpectations, type ExpectationResult } from '../engine/expect.ts';
import { resolveOptions } from '../engine/option.ts';
import type { Scenario } from '../engine/scenario.ts';
import { NO_SPAN } from '../engine/span.ts';
import { t } from '../engine/text.ts';
import type { Timeline } from '../engine/timeline.ts';
import { RULESETS, resolveScenario } from '../rulesets/index.ts';
import { parseScenario } from './parse.ts';
import type { ScenarioDoc } from './syntax.ts';

/** What runScenario returns. */
export interface RunResult {
  readonly scenario: Scenario;
  readonly timeline: Timeline;
  readonly results: ExpectationResult[];
  readonly diagnostics: Diagnostic[];
}

/** Extra inputs for a run (the CLI's --option overrides). */
export interface RunOptions {
  readonly options?: readonly { readonly key: string; readonly value: string }[];
}

/** Parses, resolves and checks; `options` override the file's `option` lines. Never throws. */
export function runScenarioWith(text: string, run: RunOptions = {}): RunResult & { doc: ScenarioDoc } {
  const parsed = parseScenario(text);
  let scenario = parsed.scenario;
  const extra: Diagnostic[] = [];
  if (run.options?.length) {
    const keys = new Set(run.options.map((o) => o.key));
    const overrides = run.options.map((o) => ({ key: o.key, value: o.value, span: NO_SPAN }));
    scenario = { ...scenario, options: [...scenario.options.filter((o) => !keys.has(o.key)), ...overrides] };
    extra.push(...resolveOptions(RULESETS[scenario.ruleset].options, overrides).diagnostics);
  }
  let timeline: Timeline;
  let results: ExpectationResult[];
  try {
    timeline = resolveScenario(scenario);
    results = checkExpectations(timeline, scenario.expectations, scenario.phases);
  } catch (error) {
    const fault: Diagnostic = {
      code: 'ENGINE_FAULT',
      severity: 'error',
      message: t(`Внутренняя ошибка движка: ${String(error)}`, `Internal engine error: ${String(error)}`),
      span: NO_SPAN,
    };
    timeline = {
      ruleset: scenario.ruleset, seed: scenario.seed, options: {}, steps: [], days: [], nights: [],
      phases: [], actions: [], diagnostics: [fault], winner: null,
    };
    results = scenario.expectations.map((expectation) => ({ expectation, holds: false, actual: 'engine fault', found: t('сбой движка', 'engine fault') }));
  }
  const engine = withoutEchoes(timeline.diagnostics, parsed.diagnostics);
  const diagnostics = capped(markExpected(sortByPosition(dedupe([...parsed.diagnostics, ...extra, ...engine])), results));
  return { scenario, timeline, results, diagnostics, doc: parsed.doc };
}

/** The most diagnostics a run reports; the rest are summed up in one line. */
export const MAX_RUN_DIAGNOSTICS = 200;

/**
 * An engine diagnostic on a line whose name the parser already could not resolve repeats the
 * parser's error (NAME_UNKNOWN + MOVE_UNKNOWN_ACTOR): keep the parser's, which points at the word.
 */
function withoutEchoes(engine: readonly Diagnostic[], parser: readonly Diagnostic[]): Diagnostic[] {
  const errors = parser.filter((d) => d.severity === 'error' && d.span.line > 0);
  return engine.filter((e) => e.span.line === 0 || !errors.some((p) =>
    p.span.offset >= e.span.offset && p.span.offset + p.span.length <= e.span.offset + e.span.length));
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

/** runScenario without overrides (the facade's shape). */
export function runScenario(text: string): RunResult {
  const { doc: _doc, ...rest } = runScenarioWith(text);
  return rest;
}
