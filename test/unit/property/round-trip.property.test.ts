/**
 * The print → parse round trip of UI-built scenarios: a Scenario printed as text parses back to
 * itself without errors, also after formatting, and formatting is idempotent.
 */
import { describe, expect, it, vi } from 'vitest';
import { formatScenario, parseScenario } from '../../../src/dsl/index.ts';
import { stripSpans } from '../dsl/strip.ts';
import { printableScenario, RULESET_IDS } from './arbitraries.ts';
import { printScenario } from './printer.ts';
import { holds } from './run.ts';

// Bounded, not timed: a generous ceiling so a loaded machine does not fail the suite.
vi.setConfig({ testTimeout: 60_000 });

const NUM_RUNS = 200;

describe.each(RULESET_IDS)('%s: UI-built scenarios round-trip through the text', (rulesetId) => {
  const describeScenario = (s: Parameters<typeof printScenario>[0]): string =>
    `${printScenario(s)}\n--- as Scenario JSON (spans stripped) ---\n${JSON.stringify(stripSpans(s))}`;

  it('print → parse gives the same Scenario, without errors', () => {
    holds(
      printableScenario(rulesetId),
      (scenario) => {
        const text = printScenario(scenario);
        const parsed = parseScenario(text);
        const errors = parsed.diagnostics.filter((d) => d.severity === 'error');
        if (errors.length) {
          throw new Error(errors.map((d) => `${d.span.line}:${d.span.col} ${d.code}: ${d.message.en}`).join('\n'));
        }
        expect(stripSpans(parsed.scenario)).toEqual(stripSpans(scenario));
      },
      { numRuns: NUM_RUNS, describe: describeScenario },
    );
  });

  it('print → format → parse gives the same Scenario, and format is idempotent', () => {
    holds(
      printableScenario(rulesetId),
      (scenario) => {
        const formatted = formatScenario(printScenario(scenario));
        expect(formatScenario(formatted)).toBe(formatted);
        expect(stripSpans(parseScenario(formatted).scenario)).toEqual(stripSpans(scenario));
      },
      { numRuns: NUM_RUNS, describe: describeScenario },
    );
  });
});
