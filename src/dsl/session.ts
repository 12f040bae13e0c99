/**
 * The session layer: `analyse(text)` parses, checks, resolves and checks expectations once;
 * `rerun(analysis, overrides)` resolves the same parsed scenario under other option readings or
 * another night order (overrides.ts) without parsing again. The CLI, the playground, compare and
 * reorder all read an Analysis.
 */
import type { Diagnostic } from '../engine/diagnostic.ts';
import { checkExpectations, type ExpectationResult } from '../engine/expect.ts';
import type { Scenario } from '../engine/scenario.ts';
import { NO_SPAN } from '../engine/span.ts';
import { t } from '../engine/text.ts';
import type { Timeline } from '../engine/timeline.ts';
import { resolveScenario } from '../rulesets/index.ts';
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
}

/** Parses, checks and resolves `text` (with `overrides`, if any). Never throws. */
export function analyse(text: string, overrides: readonly Override[] = []): Analysis {
  const parsed = parseScenario(text);
  return resolveWith(parsed.doc.text, parsed.doc, parsed.scenario, parsed.diagnostics, overrides);
}

/**
 * The same text under other option readings, reusing the parse: `overrides` replace any earlier
 * overrides (they are relative to the text, not to `analysis`). Never throws.
 */
export function rerun(analysis: Analysis, overrides: readonly Override[]): Analysis {
  return resolveWith(analysis.text, analysis.doc, analysis.written, analysis.parseDiagnostics, overrides);
}

function resolveWith(
  text: string, doc: ScenarioDoc, written: Scenario, parseDiagnostics: readonly Diagnostic[], overrides: readonly Override[],
): Analysis {
  const { scenario, diagnostics: extra } = applyOverrides(written, overrides);
  const { timeline, results } = resolveSafely(scenario);
  const diagnostics = mergeDiagnostics(parseDiagnostics, extra, timeline.diagnostics, results);
  return { text, doc, written, parseDiagnostics, overrides, scenario, timeline, results, diagnostics };
}

/** Resolves and checks expectations; an engine exception becomes an ENGINE_FAULT diagnostic. */
function resolveSafely(scenario: Scenario): { timeline: Timeline; results: ExpectationResult[] } {
  try {
    const timeline = resolveScenario(scenario);
    return { timeline, results: checkExpectations(timeline, scenario.expectations, scenario.phases) };
  } catch (error) {
    const fault: Diagnostic = {
      code: 'ENGINE_FAULT',
      severity: 'error',
      message: t(`Внутренняя ошибка движка: ${String(error)}`, `Internal engine error: ${String(error)}`),
      span: NO_SPAN,
    };
    const timeline: Timeline = {
      ruleset: scenario.ruleset, seed: scenario.seed, options: {}, steps: [], days: [], nights: [],
      phases: [], actions: [], diagnostics: [fault], winner: null,
    };
    return { timeline, results: scenario.expectations.map((expectation) => ({ expectation, holds: false, actual: 'engine fault', found: t('сбой движка', 'engine fault') })) };
  }
}
