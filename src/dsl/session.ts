/**
 * The session layer: `analyse(text)` parses, checks, resolves and checks expectations once;
 * `rerun(analysis, overrides)` resolves the same parsed scenario under other option readings or
 * another night order (overrides.ts) without parsing again. The CLI, the playground, compare and
 * reorder all read an Analysis.
 */
import type { Diagnostic } from '../engine/diagnostic.ts';
import { checkExpectations, type ExpectationResult } from '../engine/expect.ts';
import type { Resolved } from '../engine/resolve.ts';
import type { Scenario } from '../engine/scenario.ts';
import { NO_SPAN } from '../engine/span.ts';
import { t } from '../engine/text.ts';
import type { Timeline } from '../engine/timeline.ts';
import { RULESETS, resolveScenarioRecorded } from '../rulesets/index.ts';
import { applyOverrides, type Override } from './overrides.ts';
import { parseScenario } from './parse.ts';
import { mergeDiagnostics } from './run-diagnostics.ts';
import type { ScenarioDoc } from './syntax.ts';

export type { OptionOverride, OrderOverride, Override } from './overrides.ts';

/** Everything one text yields, under the text's own options or some overrides. Plain data. */
export interface Analysis {
  readonly text: string;
  readonly doc: ScenarioDoc;
  /** The scenario as written; `scenario` is this one with the overrides applied. */
  readonly written: Scenario;
  readonly parseDiagnostics: readonly Diagnostic[];
  readonly overrides: readonly Override[];
  readonly scenario: Scenario;
  readonly timeline: Timeline;
  /** The verdict on every `expect` line. */
  readonly results: ExpectationResult[];
  /** Parse, override and engine diagnostics, in source order, duplicates removed, capped. */
  readonly diagnostics: Diagnostic[];
  /** The resolve with its checkpoints, when asked for (incremental): the next edit resumes from it. Not sent to the page. */
  readonly resolved?: Resolved;
  /**
   * The resolve stopped early (Incremental.until): the timeline is the game's start, without a
   * winner or action lifecycles; no expectation was checked and no diagnostic merged yet
   * (`results` and `diagnostics` are empty). Analysing the same text with this as `previous`
   * resolves the rest.
   */
  readonly partial?: true;
}

/** An incremental analysis: record checkpoints, and resume from `previous` where its input reads the same. */
export interface Incremental {
  readonly previous: Analysis | null;
  /** Stop at the first phase boundary where the timeline has this many steps (a partial analysis). */
  readonly until?: number;
}

/** What a resolve resumes from, and where it may stop. */
type From = { readonly previous: Resolved | null; readonly until?: number | undefined };

/**
 * Parses, checks and resolves `text` (with `overrides`, if any). Never throws. With `incremental`,
 * the resolve resumes from the previous analysis's checkpoint of the first phase the edit changed.
 */
export function analyse(text: string, overrides: readonly Override[] = [], incremental?: Incremental): Analysis {
  const previous = incremental?.previous ?? null;
  const until = incremental?.until;
  if (previous?.resolved && previous.text === text && sameOverrides(previous.overrides, overrides)) {
    if (!previous.partial) return previous;
    // the rest of a partial analysis: the same parse, the resolve resumed where it stopped
    return resolveWith(text, previous.doc, previous.written, previous.parseDiagnostics, overrides, { previous: previous.resolved, until });
  }
  const parsed = parseScenario(text, previous ? { doc: previous.doc, diagnostics: previous.parseDiagnostics } : undefined);
  const from = incremental ? { previous: previous?.resolved ?? null, until } : undefined;
  return resolveWith(parsed.doc.text, parsed.doc, parsed.scenario, parsed.diagnostics, overrides, from);
}

function sameOverrides(a: readonly Override[], b: readonly Override[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The same text under other option readings, reusing the parse: `overrides` replace any earlier
 * overrides (they are relative to the text, not to `analysis`). Never throws.
 */
export function rerun(analysis: Analysis, overrides: readonly Override[]): Analysis {
  return resolveWith(analysis.text, analysis.doc, analysis.written, analysis.parseDiagnostics, overrides);
}

function resolveWith(
  text: string,
  doc: ScenarioDoc,
  written: Scenario,
  parseDiagnostics: readonly Diagnostic[],
  overrides: readonly Override[],
  from?: From,
): Analysis {
  const { scenario, diagnostics: extra } = applyOverrides(written, overrides);
  const { timeline, results, resolved } = resolveSafely(scenario, from);
  // like the verdicts, merged once the game is complete (each chunk of a long game's rest sorted them all again)
  const diagnostics = resolved?.partial ? [] : mergeDiagnostics(parseDiagnostics, extra, timeline.diagnostics, results);
  const partial = resolved?.partial ? { partial: true as const } : {};
  return {
    text,
    doc,
    written,
    parseDiagnostics,
    overrides,
    scenario,
    timeline,
    results,
    diagnostics,
    ...(resolved ? { resolved } : {}),
    ...partial,
  };
}

/** Resolves and checks expectations; an engine exception becomes an ENGINE_FAULT diagnostic. */
function resolveSafely(scenario: Scenario, from?: From): { timeline: Timeline; results: ExpectationResult[]; resolved?: Resolved } {
  try {
    const resolved = resolveScenarioRecorded(scenario, from ? from.previous : null, !!from, from?.until);
    const timeline = resolved.timeline;
    // expectations read the whole game: a partial resolve checks none yet
    const results = resolved.partial ? [] : checkExpectations(timeline, scenario.expectations, scenario.phases, RULESETS[scenario.ruleset]);
    return { timeline, results, ...(from && resolved.game ? { resolved } : {}) };
  } catch (error) {
    const fault: Diagnostic = {
      code: 'ENGINE_FAULT',
      severity: 'error',
      message: t(`Внутренняя ошибка движка: ${String(error)}`, `Internal engine error: ${String(error)}`),
      span: NO_SPAN,
    };
    const timeline: Timeline = {
      ruleset: scenario.ruleset,
      seed: scenario.seed,
      options: {},
      steps: [],
      days: [],
      nights: [],
      phases: [],
      actions: [],
      diagnostics: [fault],
      winner: null,
    };
    const found = t('сбой движка', 'engine fault');
    const results = scenario.expectations.map((expectation) => ({ expectation, holds: false, actual: 'engine fault', found }));
    return { timeline, results };
  }
}
