/**
 * A partial resolve (stopped at a phase boundary once the timeline has N steps) and its
 * continuation: for every stored scenario and several stop sizes, resuming chunk after chunk gives
 * exactly the timeline of one full resolve — also when the game is edited between two chunks.
 */
import { describe, expect, it, vi } from 'vitest';
import { resolve, resolveRecorded, type Resolved } from '../../../src/engine/resolve.ts';
import type { PhaseInput, Scenario } from '../../../src/engine/scenario.ts';
import { RULESETS } from '../../../src/rulesets/index.ts';
import { scenarioCases } from '../../kit/scenarios.ts';

vi.setConfig({ testTimeout: 120_000 });

const SIZES = [1, 3, 10, 40];

/** Resolves `scenario` `size` steps at a time, from `start` on; returns every resolve made. */
function inChunks(scenario: Scenario, size: number, start: Resolved | null = null): Resolved[] {
  const ruleset = RULESETS[scenario.ruleset];
  const made = [resolveRecorded(scenario, ruleset, start, true, (start?.timeline.steps.length ?? 0) + size)];
  while (made[made.length - 1]!.partial) {
    const last = made[made.length - 1]!;
    made.push(resolveRecorded(scenario, ruleset, last, true, last.timeline.steps.length + size));
  }
  return made;
}

/** The scenario with phase `k`'s moves, votes or swaps in reverse order (an edit of that phase). */
function reversed(sc: Scenario, k: number): Scenario {
  const p = sc.phases[k]!;
  const phase: PhaseInput =
    p.kind === 'day'
      ? { ...p, events: [...p.events].reverse() }
      : p.kind === 'night'
        ? { ...p, moves: [...p.moves].reverse() }
        : { ...p, swaps: [...p.swaps].reverse() };
  return { ...sc, phases: sc.phases.map((x, i) => (i === k ? phase : x)) };
}

const json = (r: Resolved): string => JSON.stringify(r.timeline);

describe('a partial resolve and its continuation', () => {
  const all = scenarioCases()
    .map((c) => ({ file: c.name, scenario: c.parsed.scenario }))
    .filter((s) => s.scenario.phases.length >= 2);

  it('rules, chunk after chunk, exactly as one full resolve, at every stop size', () => {
    let stopped = 0;
    for (const { file, scenario } of all) {
      const full = JSON.stringify(resolve(scenario, RULESETS[scenario.ruleset]));
      for (const size of SIZES) {
        const made = inChunks(scenario, size);
        const last = made[made.length - 1]!;
        expect(json(last), `${file} by ${size}`).toBe(full);
        for (const partial of made.slice(0, -1)) {
          stopped++;
          // stopped at a boundary with what was asked for, no winner yet, and the full game's start
          expect(partial.game!.played, file).toBeLessThan(scenario.phases.length);
          expect(partial.timeline.winner, file).toBeNull();
          const ids = partial.timeline.steps.map((s) => s.id);
          expect(
            last.timeline.steps.slice(0, ids.length).map((s) => s.id),
            file,
          ).toEqual(ids);
        }
      }
    }
    expect(stopped).toBeGreaterThan(all.length);
  });

  it('resumes an edit made before or after where it stopped as a full resolve of the edited game', () => {
    for (const { file, scenario } of all) {
      const ruleset = RULESETS[scenario.ruleset];
      const partial = resolveRecorded(scenario, ruleset, null, true, 1);
      if (!partial.partial) continue;
      const played = partial.game!.played;
      for (const k of new Set([1, played - 1, played, scenario.phases.length - 1])) {
        if (k < 1 || k >= scenario.phases.length) continue;
        const edited = reversed(scenario, k);
        const want = JSON.stringify(resolve(edited, ruleset));
        expect(json(resolveRecorded(edited, ruleset, partial)), `${file} phase ${k}`).toBe(want);
        const chunks = inChunks(edited, 5, partial);
        expect(json(chunks[chunks.length - 1]!), `${file} phase ${k} in chunks`).toBe(want);
      }
    }
  });

  it('stops only where asked: never without a checkpoint, nor before a phase is played', () => {
    const { scenario } = all.find((s) => s.scenario.phases.length >= 4)!;
    const ruleset = RULESETS[scenario.ruleset];
    expect(resolveRecorded(scenario, ruleset, null, false, 1).partial).toBe(false);
    const once = resolveRecorded(scenario, ruleset, null, true, 1);
    expect(once.game!.played).toBeGreaterThanOrEqual(1);
    const next = resolveRecorded(scenario, ruleset, once, true, 1);
    expect(next.game!.played).toBeGreaterThan(once.game!.played);
    expect(resolveRecorded(scenario, ruleset, null, true, 1e9).partial).toBe(false);
  });
});
