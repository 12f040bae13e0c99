/**
 * Checkpoints: for every stored scenario and random edits of a later phase, resuming from the
 * checkpoint of the first changed phase gives exactly the timeline a full resolve gives — also
 * when the edited game is edited again, and when phases are appended or cut off at the end.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { resolve, resolveRecorded, type Resolved } from '../../../src/engine/resolve.ts';
import type { PhaseInput, Scenario } from '../../../src/engine/scenario.ts';
import { RULESETS } from '../../../src/rulesets/index.ts';
import { scenarioCases } from '../../kit/scenarios.ts';
import { holds } from './run.ts';

// Bounded, not timed: a generous ceiling so a loaded machine does not fail the suite.
vi.setConfig({ testTimeout: 120_000 });

/** One edit of phase `phase` (taken modulo the phase count): `pick` chooses the item and the name. */
interface Edit {
  readonly phase: number;
  readonly how: 'drop' | 'repeat' | 'retarget' | 'reverse' | 'cut' | 'append';
  readonly pick: number;
}

const edit: fc.Arbitrary<Edit> = fc.record({
  phase: fc.nat(),
  how: fc.constantFrom('drop', 'repeat', 'retarget', 'reverse', 'cut', 'append'),
  pick: fc.nat(),
});

function items(phase: PhaseInput): readonly unknown[] {
  if (phase.kind === 'day') return phase.events;
  if (phase.kind === 'night') return phase.moves;
  return phase.swaps;
}

function withItems(phase: PhaseInput, list: readonly unknown[]): PhaseInput {
  if (phase.kind === 'day') return { ...phase, events: list as typeof phase.events };
  if (phase.kind === 'night') return { ...phase, moves: list as typeof phase.moves };
  return { ...phase, swaps: list as typeof phase.swaps };
}

/** Another player's name in one target or vote of the list (the item `pick` chooses). */
function retarget(list: readonly unknown[], names: readonly string[], pick: number): readonly unknown[] {
  const i = pick % list.length;
  const name = names[pick % names.length]!;
  const item = list[i] as Record<string, unknown>;
  const changed = 'targets' in item ? { ...item, targets: [name] } : 'target' in item ? { ...item, target: name } : item;
  return list.map((x, j) => (j === i ? changed : x));
}

/** The scenario with `e` applied to a phase after the first (which the start state reads). */
function edited(sc: Scenario, e: Edit): Scenario {
  const k = 1 + (e.phase % (sc.phases.length - 1));
  const phase = sc.phases[k]!;
  const list = items(phase);
  const names = sc.players.map((p) => p.name);
  let next: PhaseInput[] = [...sc.phases];
  if (e.how === 'cut') next = next.slice(0, k);
  else if (e.how === 'append') next = [...next, ...sc.phases.slice(k)];
  else if (list.length === 0) next[k] = { ...phase, span: { ...phase.span, length: phase.span.length + 1 } };
  else if (e.how === 'drop')
    next[k] = withItems(
      phase,
      list.filter((_, j) => j !== e.pick % list.length),
    );
  else if (e.how === 'repeat') next[k] = withItems(phase, [...list, list[e.pick % list.length]]);
  else if (e.how === 'reverse') next[k] = withItems(phase, [...list].reverse());
  else next[k] = withItems(phase, retarget(list, names, e.pick));
  return { ...sc, phases: next };
}

function stored(): { file: string; scenario: Scenario }[] {
  return scenarioCases()
    .map((c) => ({ file: c.name, scenario: c.parsed.scenario }))
    .filter((s) => s.scenario.phases.length >= 2);
}

const json = (r: Resolved): string => JSON.stringify(r.timeline);

describe('resuming from a checkpoint', () => {
  const all = stored();

  it('has scenarios with several phases to edit', () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it("gives the full resolve's timeline after random edits of a later phase, twice in a row", () => {
    let resumed = 0;
    let cases = 0;
    for (const { file, scenario } of all) {
      const ruleset = RULESETS[scenario.ruleset];
      const first = resolveRecorded(scenario, ruleset, null);
      expect(json(first), file).toBe(JSON.stringify(resolve(scenario, ruleset)));
      holds(
        fc.tuple(edit, edit),
        ([e1, e2]) => {
          const once = edited(scenario, e1);
          const r1 = resolveRecorded(once, ruleset, first);
          expect(json(r1)).toBe(JSON.stringify(resolve(once, ruleset)));
          const twice = once.phases.length >= 2 ? edited(once, e2) : once;
          const r2 = resolveRecorded(twice, ruleset, r1);
          expect(json(r2)).toBe(JSON.stringify(resolve(twice, ruleset)));
          cases += 2;
          resumed += (r1.resumedAt > 0 ? 1 : 0) + (r2.resumedAt > 0 ? 1 : 0);
        },
        { numRuns: 4, describe: ([e1, e2]) => `${file}: ${JSON.stringify(e1)} then ${JSON.stringify(e2)}` },
      );
    }
    // most edits leave the first phases alone, so most runs must have resumed rather than resolved in full
    expect(resumed).toBeGreaterThan(cases / 2);
  });
});
