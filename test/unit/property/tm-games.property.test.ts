/**
 * Random whole games of «Три мушкетера» (three nights, 17 roles, random options) keep every
 * contract of test/kit/checks.ts but the phase order — no fault, lifecycles the action machine accepts, the §A.10
 * recipient rules, unique step ids, known clauses… — and resolve deterministically.
 */
import { expect, it, vi } from 'vitest';
import { resolveScenario } from '../../../src/rulesets/index.ts';
import { causesAcyclic, contractProblems, phasesReplay } from '../../kit/checks.ts';
import { holds } from './run.ts';
import { describeGame, tmGame } from './tm-games.ts';
import { scenario } from '../../../src/rulesets/three-musketeers/night/test-kit.ts';

// Bounded, not timed: each game resolves three full nights twice; a loaded machine must not fail it.
vi.setConfig({ testTimeout: 120_000 });

it('300 random 17-player games of 3 nights under random options keep the timeline contract', () => {
  holds(
    tmGame,
    (g) => {
      const tl = resolveScenario(g.scenario);
      // Nights only, no days between them: not phases in play order, so the phase machine is not asked.
      const problems = contractProblems(tl, g.scenario, [phasesReplay]);
      if (problems.length) throw new Error(problems.slice(0, 8).join('\n'));
      expect(resolveScenario(structuredClone(g.scenario))).toEqual(tl);
    },
    { numRuns: 300, describe: describeGame },
  );
});

it('300 random games with the Father inheriting mid-night (fatherInheritTiming = immediate) never fault', () => {
  // The reported ENGINE_FAULT: a mid-night inheritance of a two-target ability on a one-target move.
  const immediate = tmGame.map((g) => {
    const options = { ...g.options, fatherInheritTiming: 'immediate' };
    return { ...g, options, scenario: scenario(g.players, g.nights, options) };
  });
  holds(
    immediate,
    (g) => {
      const faults = resolveScenario(g.scenario).diagnostics.filter((d) => d.code === 'ENGINE_FAULT');
      if (faults.length) throw new Error(faults[0]!.message.en);
    },
    { numRuns: 300, describe: describeGame },
  );
});
