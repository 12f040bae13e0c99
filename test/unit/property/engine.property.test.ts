/**
 * Engine properties over random, well-typed, hostile Scenario objects of both rulesets: resolve
 * never faults, is deterministic, and every timeline it returns is internally consistent (step
 * ids, causes, changes, clause keys, orders, deaths, options) and replays through the XState
 * machines. Causes follow the lead's contract: an earlier step or a step of the same night, never a
 * later phase, and no cycles (also checked on every stored scenario). Invariants only: apart from
 * the §A.10 recipient rules of TM messages, no ruling is asserted, so the rulesets may change freely.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../../../src/engine/scenario.ts';
import type { Timeline } from '../../../src/engine/timeline.ts';
import { replayActions, replayPhases } from '../../../src/machines/replay.ts';
import { RULESETS, resolveScenario } from '../../../src/rulesets/index.ts';
import { TM_ROLES } from '../../../src/rulesets/three-musketeers/roles.ts';
import { LK_ROLE_IDS } from '../../../src/rulesets/mafia-lk/roles.ts';
import { messageViolations } from '../../../src/rulesets/three-musketeers/night/message-check.ts';
import { stripSpans } from '../dsl/strip.ts';
import { causeCycles, causesWithinContract, storedScenarios } from './causes.ts';
import { falseChanges } from './changes.ts';
import { hostileScenario, RULESET_IDS, type GeneratedScenario } from './arbitraries.ts';
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

/** Lists problems; a property holds when the list is empty. */
type Check = (timeline: Timeline, scenario: Scenario) => string[];

const noFault: Check = (tl) =>
  tl.diagnostics.filter((d) => d.code === 'ENGINE_FAULT').map((d) => `ENGINE_FAULT: ${d.message.en}`);

const uniqueStepIds: Check = (tl) => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of tl.steps) {
    if (seen.has(s.id)) out.push(`duplicate step id ${s.id}`);
    seen.add(s.id);
  }
  return out;
};

const causesExist: Check = (tl) => {
  const ids = new Set(tl.steps.map((s) => s.id));
  return tl.steps.flatMap((s) =>
    s.causes.filter((c) => c.step !== null && !ids.has(c.step)).map((c) => `step ${s.id}: cause cites missing step ${c.step} (${c.clause})`),
  );
};

/** The lead's contract: a cause cites an earlier step or a step of the same night, never a later phase. */
const causesPointBack: Check = (tl) => causesWithinContract(tl);

/** No step is its own cause, directly or through other steps. */
const causesAcyclic: Check = (tl) => causeCycles(tl);

/** TM only: the §A.10 message recipients (M5 alone, M12 alone, M10 after the bomb, reports to the living…). */
const tmMessages: Check = (tl) => (tl.ruleset === 'three-musketeers' ? messageViolations(tl) : []);

const changesTargetSteps: Check = (tl) => {
  const ids = new Set(tl.steps.map((s) => s.id));
  return tl.steps.flatMap((s) =>
    s.changes
      .filter((c) => !ids.has(c.target))
      .map((c) => `step ${s.id}: change ${c.kind} targets missing step ${c.target}`),
  );
};

const clausesExist: Check = (tl) => {
  const table = RULESETS[tl.ruleset].clauses;
  return tl.steps.flatMap((s) =>
    s.causes.filter((c) => !(c.clause in table)).map((c) => `step ${s.id}: clause "${c.clause}" is not in the ${tl.ruleset} clause table`),
  );
};

const ordersAreSets: Check = (tl, sc) => {
  const declared = new Set(sc.players.map((p) => p.name));
  const out: string[] = [];
  for (const n of tl.nights) {
    const seen = new Set<string>();
    for (const name of n.order) {
      if (seen.has(name)) out.push(`night ${n.night}: "${name}" twice in the order [${n.order.join(', ')}]`);
      if (!declared.has(name)) out.push(`night ${n.night}: undeclared "${name}" in the order [${n.order.join(', ')}]`);
      seen.add(name);
    }
  }
  return out;
};

/** Deaths of declared players only; nobody dies while dead — unless the Abbess restored him (`restored`). */
const deathsOnce: Check = (tl, sc) => {
  const declared = new Set(sc.players.map((p) => p.name));
  const dead = new Map<string, number | 'start'>(sc.players.filter((p) => p.start === 'dead').map((p) => [p.name, 'start']));
  const out: string[] = [];
  for (const n of tl.nights) {
    // A restoration may come before a death in the same night, never the other way round.
    for (const name of n.restored) dead.delete(name);
    const tonight = new Set<string>();
    for (const d of n.deaths) {
      if (!declared.has(d.player)) out.push(`night ${n.night}: undeclared "${d.player}" dies`);
      if (tonight.has(d.player)) out.push(`night ${n.night}: "${d.player}" is listed dead twice`);
      const before = dead.get(d.player);
      if (before !== undefined) out.push(`"${d.player}" dies in night ${n.night} but died ${before === 'start' ? 'before the scenario' : `in night ${before}`}`);
      tonight.add(d.player);
      dead.set(d.player, n.night);
    }
  }
  return out;
};

const optionsComplete: Check = (tl) => {
  const specs = RULESETS[tl.ruleset].options;
  return specs.flatMap((spec) => {
    const v = tl.options[spec.key];
    if (v === undefined) return [`option ${spec.key} missing from the timeline`];
    if (!spec.readings.some((r) => r.value === v)) return [`option ${spec.key} = "${v}" is not one of its readings`];
    return [];
  });
};

const otherRefsExist: Check = (tl) => {
  const ids = new Set(tl.steps.map((s) => s.id));
  const out: string[] = [];
  const need = (what: string, step: string | null): void => {
    if (step !== null && !ids.has(step)) out.push(`${what} cites missing step ${step}`);
  };
  for (const n of tl.nights) {
    for (const d of n.deaths) need(`night ${n.night}: death of ${d.player}`, d.step);
    for (const r of n.reports) need(`night ${n.night}: report to ${r.recipient}`, r.step);
    for (const [player, list] of Object.entries(n.messages)) {
      for (const m of list) need(`night ${n.night}: message ${m.code} to ${player}`, m.step);
    }
  }
  for (const life of tl.actions) for (const e of life.events) need(`action ${life.id}: ${e.type}`, e.step);
  return out;
};

const phasesReplay: Check = (tl) => replayPhases(tl).map((p) => p.message);
const actionsReplay: Check = (tl) => replayActions(tl).map((p) => p.message);

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
  expect(TM_ROLES).toHaveLength(17);
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
          throw new Error(`resolve threw: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
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
  it('ties deaths, messages, reports and lifecycle events only to existing steps', () =>
    property(rulesetId, otherRefsExist));
  it('records changes only against existing steps', () => property(rulesetId, changesTargetSteps));
  it('records only changes that happened (before ≠ after; the target ends as after says)', () => property(rulesetId, (tl) => falseChanges(tl)));
  it('cites only clauses of its own clause table', () => property(rulesetId, clausesExist));
  it('plays each declared player at most once per night order', () => property(rulesetId, ordersAreSets));
  it('kills only declared players, and nobody who is already dead (unless restored)', () => property(rulesetId, deathsOnce));
  it('reports every option of the ruleset with a valid reading', () => property(rulesetId, optionsComplete));
  it('emits phase marks the game-phase machine accepts (phases written in play order)', () =>
    property(rulesetId, phasesReplay, (g) => g.wellFormed));
  it('emits action lifecycles the action machine accepts', () => property(rulesetId, actionsReplay));
});

describe('every recorded change is real, on every stored scenario (both rulesets)', () => {
  it.each(storedScenarios())('%s', (_name, timeline) => {
    expect(falseChanges(timeline)).toEqual([]);
  });
});

describe('the cause contract on every stored scenario (both rulesets)', () => {
  it.each(storedScenarios())('%s', (_name, timeline) => {
    expect([...causesWithinContract(timeline), ...causeCycles(timeline)]).toEqual([]);
  });
});
