/**
 * A keystroke's whole analysis: for stored scenarios and lines written twice or typed into,
 * analysing the edited text from the previous analysis (re-parse, re-check, resumed resolve)
 * gives the scenario, timeline and diagnostics that an analysis from scratch gives.
 */
import { describe, expect, it, vi } from 'vitest';
import { analyse } from '../../../src/dsl/session.ts';
import { scenarioTable } from '../../kit/scenarios.ts';

// Bounded, not timed: a generous ceiling so a loaded machine does not fail the suite.
vi.setConfig({ testTimeout: 120_000 });

const files = scenarioTable().filter((_, i) => i % 4 === 1);

/** What a reader of the analysis sees, as plain data. */
const seen = (a: ReturnType<typeof analyse>): string => JSON.stringify([a.scenario, a.timeline, a.diagnostics, a.results]);

describe('analysis after an edit', () => {
  it.each(files)('%s: resumed equals analysed from scratch', (_n, c) => {
    const lines = c.text.split('\n');
    // analysed afresh, not the kit's cached analysis: this one keeps checkpoints to resume from
    const first = analyse(lines.join('\n'), [], { previous: null });
    let previous = first;
    for (let k = 0; k < lines.length; k += 2) {
      // from the text as stored: a line written twice takes the next statement's index
      const twice = [...lines.slice(0, k + 1), lines[k]!, ...lines.slice(k + 1)].join('\n');
      expect(seen(analyse(twice, [], { previous: first }))).toBe(seen(analyse(twice)));
      // one keystroke after another, each from the analysis before it
      const typed = [...lines.slice(0, k), `${lines[k]!} x`, ...lines.slice(k + 1)].join('\n');
      const resumed = analyse(typed, [], { previous });
      expect(seen(resumed)).toBe(seen(analyse(typed)));
      previous = resumed;
    }
  });
});
