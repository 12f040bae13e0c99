/**
 * runScenario and its CLI variant, kept as the facade's names for the session layer
 * (session.ts): parse, apply option overrides, resolve, check expectations.
 */
import type { Diagnostic } from '../engine/diagnostic.ts';
import type { ExpectationResult } from '../engine/expect.ts';
import type { Scenario } from '../engine/scenario.ts';
import type { Timeline } from '../engine/timeline.ts';
import { analyse, type OptionOverride } from './session.ts';
import type { ScenarioDoc } from './syntax.ts';

export { MAX_RUN_DIAGNOSTICS } from './run-diagnostics.ts';

/** What runScenario returns. */
export interface RunResult {
  readonly scenario: Scenario;
  readonly timeline: Timeline;
  readonly results: ExpectationResult[];
  readonly diagnostics: Diagnostic[];
}

/** Extra inputs for a run (the CLI's --option overrides). */
export interface RunOptions {
  readonly options?: readonly OptionOverride[];
}

/** Parses, resolves and checks; `options` override the file's `option` lines. Never throws. */
export function runScenarioWith(text: string, run: RunOptions = {}): RunResult & { doc: ScenarioDoc } {
  const a = analyse(text, run.options ?? []);
  return { scenario: a.scenario, timeline: a.timeline, results: a.results, diagnostics: a.diagnostics, doc: a.doc };
}

/** runScenario without overrides (the facade's shape). */
export function runScenario(text: string): RunResult {
  const a = analyse(text);
  return { scenario: a.scenario, timeline: a.timeline, results: a.results, diagnostics: a.diagnostics };
}
