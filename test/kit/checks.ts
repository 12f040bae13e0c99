/**
 * The timeline contract as named checks (test kit): every check lists problems, an empty list
 * means it holds. The property suite runs them over generated scenarios, the scenario runner
 * (test/golden) over every stored one, so both hold timelines to one contract.
 */
import type { Scenario } from '../../src/engine/scenario.ts';
import type { Timeline } from '../../src/engine/timeline.ts';
import { replayActions, replayPhases } from '../../src/machines/replay.ts';
import { RULESETS } from '../../src/rulesets/index.ts';
import { messageViolations } from './message-check.ts';
import { causeCycles, causesWithinContract } from './causes.ts';
import { falseChanges } from './changes.ts';
import { recordedStepProblems } from './recorded-steps.ts';
import { nightPlayers } from '../../src/engine/night-fact.ts';

/** Lists problems; a check holds when the list is empty. */
export type Check = (timeline: Timeline, scenario: Scenario) => string[];

export const noFault: Check = (tl) => tl.diagnostics.filter((d) => d.code === 'ENGINE_FAULT').map((d) => `ENGINE_FAULT: ${d.message.en}`);

export const uniqueStepIds: Check = (tl) => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of tl.steps) {
    if (seen.has(s.id)) out.push(`duplicate step id ${s.id}`);
    seen.add(s.id);
  }
  return out;
};

/** Two rows of one night slot (a move's two functions) say which each is: never the same words twice. */
export const slotRowsDistinct: Check = (tl) => {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const s of tl.steps) {
    if (s.phase !== 'night' || s.slot === undefined) continue;
    const key = `${s.number}/${s.slot}/${s.summary.ru}/${s.summary.en}`;
    const first = seen.get(key);
    if (first !== undefined) out.push(`steps ${first} and ${s.id} of slot ${s.slot} both say «${s.summary.ru}»`);
    else seen.set(key, s.id);
  }
  return out;
};

export const causesExist: Check = (tl) => {
  const ids = new Set(tl.steps.map((s) => s.id));
  return tl.steps.flatMap((s) =>
    s.causes
      .filter((c) => c.step !== null && !ids.has(c.step))
      .map((c) => `step ${s.id}: cause cites missing step ${c.step} (${c.clause})`),
  );
};

/** The lead's contract: a cause cites an earlier step or a step of the same night, never a later phase. */
export const causesPointBack: Check = (tl) => causesWithinContract(tl);

/** No step is its own cause, directly or through other steps. */
export const causesAcyclic: Check = (tl) => causeCycles(tl);

/** TM only: the §A.10 message recipients (M5 alone, M12 alone, M10 after the bomb, reports to the living…). */
export const tmMessages: Check = (tl) => (tl.ruleset === 'three-musketeers' ? messageViolations(tl) : []);

export const changesTargetSteps: Check = (tl) => {
  const ids = new Set(tl.steps.map((s) => s.id));
  return tl.steps.flatMap((s) =>
    s.changes.filter((c) => !ids.has(c.target)).map((c) => `step ${s.id}: change ${c.kind} targets missing step ${c.target}`),
  );
};

/** Every recorded change is real (before ≠ after; the target ends as after says). */
export const changesReal: Check = (tl) => falseChanges(tl);

export const clausesExist: Check = (tl) => {
  const table = RULESETS[tl.ruleset].clauses;
  return tl.steps.flatMap((s) =>
    s.causes.filter((c) => !(c.clause in table)).map((c) => `step ${s.id}: clause "${c.clause}" is not in the ${tl.ruleset} clause table`),
  );
};

export const ordersAreSets: Check = (tl, sc) => {
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
export const deathsOnce: Check = (tl, sc) => {
  const declared = new Set(sc.players.map((p) => p.name));
  const dead = new Map<string, number | 'start'>(sc.players.filter((p) => p.start === 'dead').map((p) => [p.name, 'start']));
  const out: string[] = [];
  for (const n of tl.nights) {
    // A restoration may come before a death in the same night, never the other way round.
    for (const name of nightPlayers(n.facts, 'restored')) dead.delete(name);
    const tonight = new Set<string>();
    for (const d of n.deaths) {
      if (!declared.has(d.player)) out.push(`night ${n.night}: undeclared "${d.player}" dies`);
      if (tonight.has(d.player)) out.push(`night ${n.night}: "${d.player}" is listed dead twice`);
      const before = dead.get(d.player);
      if (before !== undefined) {
        out.push(`"${d.player}" dies in night ${n.night} but died ${before === 'start' ? 'before the scenario' : `in night ${before}`}`);
      }
      tonight.add(d.player);
      dead.set(d.player, n.night);
    }
  }
  return out;
};

export const optionsComplete: Check = (tl) => {
  const specs = RULESETS[tl.ruleset].options;
  return specs.flatMap((spec) => {
    const v = tl.options[spec.key];
    if (v === undefined) return [`option ${spec.key} missing from the timeline`];
    if (!spec.readings.some((r) => r.value === v)) return [`option ${spec.key} = "${v}" is not one of its readings`];
    return [];
  });
};

export const otherRefsExist: Check = (tl) => {
  const ids = new Set<string>(tl.steps.map((s) => s.id));
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

/** Phase marks the game-phase machine accepts (only for phases written in play order). */
export const phasesReplay: Check = (tl) =>
  replayPhases(tl, { daysMayRepeat: RULESETS[tl.ruleset].daysMayRepeat?.(tl.options) ?? false }).map((p) => p.message);

/** Action lifecycles the action machine accepts: the machine is the one copy of that grammar. */
export const actionsReplay: Check = (tl) => replayActions(tl).map((p) => p.message);

/** Each resolving lifecycle event names a recorded step showing that outcome (the machine's table, read from it). */
export const stepsMatchLifecycles: Check = (tl) => recordedStepProblems(tl);

/** Every check, by what it asserts; a stored scenario must pass them all. */
export const TIMELINE_CHECKS: Readonly<Record<string, Check>> = {
  'never reports ENGINE_FAULT': noFault,
  'gives every step a unique id': uniqueStepIds,
  'words two rows of one night slot differently (each names its function)': slotRowsDistinct,
  'cites only existing steps as causes': causesExist,
  'cites only earlier steps or steps of the same night as causes, never a later phase': causesPointBack,
  'has no cycles in the cause graph': causesAcyclic,
  'sends morning messages the §A.10 recipient rules allow (TM)': tmMessages,
  'ties deaths, messages, reports and lifecycle events only to existing steps': otherRefsExist,
  'records changes only against existing steps': changesTargetSteps,
  'records only changes that happened (before ≠ after; the target ends as after says)': changesReal,
  'cites only clauses of its own clause table': clausesExist,
  'plays each declared player at most once per night order': ordersAreSets,
  'kills only declared players, and nobody who is already dead (unless restored)': deathsOnce,
  'reports every option of the ruleset with a valid reading': optionsComplete,
  'emits phase marks the game-phase machine accepts': phasesReplay,
  'emits action lifecycles the action machine accepts': actionsReplay,
  'records each action step with the outcome its lifecycle resolves by': stepsMatchLifecycles,
};

/** All problems of `timeline` under every check but `skip`, each line prefixed with the check that found it. */
export function contractProblems(timeline: Timeline, scenario: Scenario, skip: readonly Check[] = []): string[] {
  return Object.entries(TIMELINE_CHECKS)
    .filter(([, check]) => !skip.includes(check))
    .flatMap(([name, check]) => check(timeline, scenario).map((p) => `${name}: ${p}`));
}
