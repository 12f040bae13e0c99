// The write barrier misses nothing: every stored «Три мушкетера» scenario records the same state
// with it as with comparing every player after every step.
import { describe, expect, it, vi } from 'vitest';
import { resolve } from '../../engine/resolve.ts';
import type { Ruleset } from '../../engine/ruleset.ts';
import { scenarioCases } from '../../../test/kit/scenarios.ts';
import { threeMusketeers } from './index.ts';
import { tmRosterSource } from './roster.ts';
import type { TmState } from './state.ts';

// Bounded, not timed: every stored scenario twice; a generous ceiling so a loaded machine does not fail it.
vi.setConfig({ testTimeout: 60_000 });

/** The ruleset with the trace comparing everyone after every step (no barrier). */
const comparing: Ruleset = {
  ...threeMusketeers,
  game: {
    ...threeMusketeers.game,
    roster: (state: TmState) => {
      const { all, matches } = tmRosterSource(state);
      return matches ? { all, matches } : { all };
    },
  },
};

describe('the roster write barrier', () => {
  const scenarios = scenarioCases()
    .map((c) => c.parsed.scenario)
    .filter((s) => s.ruleset === 'three-musketeers');

  it('records what a full compare records, for every stored scenario', () => {
    expect(scenarios.length).toBeGreaterThan(20);
    for (const s of scenarios) expect(JSON.stringify(resolve(s, threeMusketeers))).toBe(JSON.stringify(resolve(s, comparing)));
  });
});
