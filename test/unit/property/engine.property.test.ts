/**
 * Engine properties over random, well-typed, hostile Scenario objects of both rulesets: resolve
 * never faults, is deterministic, and every timeline it returns is internally consistent (step
 * ids, causes, changes, clause keys, orders, deaths, options) and replays through the XState
 * machines. Causes follow the lead's contract: an earlier step or a step of the same night, never a
 * later phase, and no cycles. The checks are test/kit/checks.ts, which the scenario runner also
 * applies to every stored scenario. Invariants only: apart from the §A.10 recipient rules of TM
 * messages, no ruling is asserted, so the rulesets may change freely.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../../../src/engine/scenario.ts';
import type { Timeline } from '../../../src/engine/timeline.ts';
import { RULESETS, resolveScenario } from '../../../src/rulesets/index.ts';
import { TM_ROLES } from '../../../src/rulesets/three-musketeers/roles/index.ts';
import { LK_ROLE_IDS } from '../../../src/rulesets/mafia-lk/roles.ts';
import { stripSpans } from '../dsl/strip.ts';
import {
  actionsReplay,
  causesAcyclic,
  causesExist,
  causesPointBack,
  changesReal,
  changesTargetSteps,
  clausesExist,
  deathsOnce,
  noFault,
  optionsComplete,
  ordersAreSets,
  otherRefsExist,
  phasesReplay,
  tmMessages,
  uniqueStepIds,
  type Check,
} from '../../kit/checks.ts';
import { hostileScenario, RULESET_IDS, type GeneratedScenario } from './arbitraries.ts';
import { playerDecl } from './cast.ts';
import { printScenario } from './printer.ts';
import { holds } from './run.ts';

// Bounded, not timed: a generous ceiling so a loaded machine does not fail the suite.
vi.setConfig({ testTimeout: 60_000 });

const NUM_RUNS = 200;

/** A counterexample as scenario text (for reading) and as JSON without spans (for pasting into a test). */
function describeScenario(g: GeneratedScenario): string {
  return [
    `wellFormed: ${g.wellFormed}`,
    '--- as scenario text ---',
    printScenario(g.scenario),
    '--- as Scenario JSON (spans stripped) ---',
    JSON.stringify(stripSpans(g.scenario)),
  ].join('\n');
}

/** Asserts one check over many generated scenarios of a ruleset. */
function property(rulesetId: (typeof RULESET_IDS)[number], check: Check, ...only: ((g: GeneratedScenario) => boolean)[]): void {
  const arb = hostileScenario(rulesetId).filter((g) => only.every((f) => f(g)));
  holds(
    arb,
    (g) => {
      const problems = check(resolveScenario(g.scenario), g.scenario);
      if (problems.length) throw new Error(problems.slice(0, 8).join('\n'));
    },
    { numRuns: NUM_RUNS, describe: describeScenario },
  );
}

it('generators know every role of both rulesets', () => {
  // Every registered role is drawn (a new role file joins the generators without a list to edit).
  for (const id of RULESET_IDS) {
    const ruleset = RULESETS[id];
    const decls = fc.sample(playerDecl(ruleset, fc.constant('Атос'), false), { numRuns: 2000, seed: 12 });
    expect(new Set(decls.map((d) => d.role)), id).toEqual(new Set(ruleset.roles.map((r) => r.id)));
  }
  expect(RULESETS['three-musketeers'].roles.map((r) => r.id)).toEqual(TM_ROLES.map((r) => r.id));
  expect(RULESETS['mafia-lk'].roles.map((r) => r.id)).toEqual([...LK_ROLE_IDS]);
});

describe.each(RULESET_IDS)('%s: resolve over random scenarios', (rulesetId) => {
  it('never throws and never reports ENGINE_FAULT', () => {
    holds(
      hostileScenario(rulesetId),
      (g) => {
        let timeline: Timeline;
        try {
          timeline = resolveScenario(g.scenario);
        } catch (error) {
          throw new Error(`resolve threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        }
        const faults = noFault(timeline, g.scenario);
        if (faults.length) throw new Error(faults.join('\n'));
      },
      { numRuns: NUM_RUNS, describe: describeScenario },
    );
  });

  it('is deterministic: the same scenario resolves to the same timeline, byte for byte', () => {
    holds(
      hostileScenario(rulesetId),
      (g) => {
        const a = resolveScenario(g.scenario);
        const b = resolveScenario(structuredClone(g.scenario));
        expect(b).toEqual(a);
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      },
      { numRuns: NUM_RUNS, describe: describeScenario },
    );
  });

  it('does not mutate its input', () => {
    holds(
      hostileScenario(rulesetId),
      (g) => {
        const before = JSON.stringify(g.scenario);
        resolveScenario(g.scenario);
        expect(JSON.stringify(g.scenario)).toBe(before);
      },
      { numRuns: NUM_RUNS, describe: describeScenario },
    );
  });

  it('gives every step a unique id', () => property(rulesetId, uniqueStepIds));
  it('cites only existing steps as causes', () => property(rulesetId, causesExist));
  it('cites only earlier steps or steps of the same night as causes, never a later phase', () => property(rulesetId, causesPointBack));
  it('has no cycles in the cause graph', () => property(rulesetId, causesAcyclic));
  it('sends morning messages the §A.10 recipient rules allow (TM)', () => property(rulesetId, tmMessages));
  it('ties deaths, messages, reports and lifecycle events only to existing steps', () => property(rulesetId, otherRefsExist));
  it('records changes only against existing steps', () => property(rulesetId, changesTargetSteps));
  it('records only changes that happened (before ≠ after; the target ends as after says)', () => property(rulesetId, changesReal));
  it('cites only clauses of its own clause table', () => property(rulesetId, clausesExist));
  it('plays each declared player at most once per night order', () => property(rulesetId, ordersAreSets));
  it('kills only declared players, and nobody who is already dead (unless restored)', () => property(rulesetId, deathsOnce));
  it('reports every option of the ruleset with a valid reading', () => property(rulesetId, optionsComplete));
  it('emits phase marks the game-phase machine accepts (phases written in play order)', () =>
    property(rulesetId, phasesReplay, (g) => g.wellFormed));
  it('emits action lifecycles the action machine accepts', () => property(rulesetId, actionsReplay));
});
