// The write barrier misses nothing: every stored «Мафия ЛК» scenario, and a game resumed from its
// checkpoints, records the same state with it as with comparing every player after every step.
import { describe, expect, it, vi } from 'vitest';
import { parseScenario } from '../../dsl/index.ts';
import { resolve, resolveRecorded } from '../../engine/resolve.ts';
import type { Scenario } from '../../engine/scenario.ts';
import type { Timeline } from '../../engine/timeline.ts';
import { comparingEveryone, storedGames } from '../../../test/kit/full-compare.ts';
import { mafiaLk } from './index.ts';

// Bounded, not timed: every stored scenario several times; a generous ceiling so a loaded machine does not fail it.
vi.setConfig({ testTimeout: 60_000 });

/** The ruleset with the trace comparing everyone after every step (no barrier). */
const comparing = comparingEveryone(mafiaLk);

const json = (tl: Timeline): string => JSON.stringify(tl);

/** The same game played in two parts: stopped once `until` steps are recorded, then resumed from that checkpoint. */
function resumed(s: Scenario, until: number): Timeline {
  const first = resolveRecorded(s, mafiaLk, null, true, until);
  return first.partial ? resolveRecorded(s, mafiaLk, first).timeline : first.timeline;
}

const CAST = `ruleset mafia-lk
seed 2
OPTIONS
player Коля: Дон мафии, мафия
player Вася: Мафия (1), мафия
player Петя: Мафия (2), мафия
player Шура: Шериф
player Дима: Доктор
player Макс: Маньяк
player Жанна: Жрица любви
player Миша: Мирный житель
player Маша: Мирный житель
player Настя: Мирный житель
`;

/** A small game on the cast above, with `options` lines. */
function game(body: string, options = ''): Scenario {
  const parsed = parseScenario(CAST.replace('OPTIONS', options) + body);
  expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return parsed.scenario;
}

/** Every state of `name` that `tl` recorded, on a step or at a phase's start. */
function recorded(tl: Timeline, name: string): Record<string, unknown>[] {
  const states = [...tl.steps.flatMap((s) => s.state ?? []), ...tl.phases.flatMap((p) => p.roster ?? [])];
  return states.filter((p) => p.name === name).map((p) => p.facts);
}

/** Does a recorded state carry start fact `id`? */
const has = (facts: Record<string, unknown>, id: string): boolean => (facts['carried'] as string[]).includes(id);

describe('the «Мафия ЛК» roster write barrier', () => {
  const scenarios = storedGames(mafiaLk);

  it('records what a full compare records, for every stored scenario', () => {
    expect(scenarios.length).toBeGreaterThan(30);
    for (const s of scenarios) expect(json(resolve(s, mafiaLk))).toBe(json(resolve(s, comparing)));
  });

  it('records the same after resuming from a checkpoint, for every stored scenario', () => {
    for (const s of scenarios) {
      const full = json(resolve(s, comparing));
      for (const until of [1, 8, 20]) expect(json(resumed(s, until))).toBe(full);
    }
  });

  // [what, the game, whose state, a fact it must record (start fact or field)]
  const LOST_VOTE = 'option lkWarningLadder = dayLadderOnly\noption lkSecondWarningTiming = voidCurrentOrNext';
  const cases: [string, Scenario, string, string][] = [
    ["a Don's seat passing", game('night 1\n  Шура: выстрел -> Коля\n\nday 2\n'), 'Вася', 'donSeat'],
    ['a warning', game('day 1\n  warn Миша\n'), 'Миша', 'warned'],
    ['a lost vote', game('night 1\n  warn Миша\n  warn Миша\n\nday 2\n  Миша -> Вася\n', LOST_VOTE), 'Миша', 'voteLost'],
    ['an inactive day', game('day 1\n\nnight 1\n\nday 2\n  inactive Маша\n'), 'Маша', 'inactive'],
    ['an extension spent', game('day 1\n  Шура: extend\n'), 'Шура', 'extendUsed'],
    ["the seat's extension", game('day 1\n  Коля: extend\n\nnight 1\n  Шура: выстрел -> Коля\n\nday 2\n'), 'Вася', 'extendUsed'],
    ["the Doctor's self-heal", game('night 1\n  мафия -> Дима\n  Дима -> Дима\n'), 'Дима', 'selfHealUsed'],
    ['a heal', game('night 1\n  мафия -> Маша\n  Дима -> Маша\n'), 'Маша', 'healed'],
    ["the Priestess's guest, for one night", game('night 1\n  Жанна -> Настя\n\nday 2\n\nnight 2\n\nday 3\n'), 'Настя', 'priestessGuest'],
  ];

  it.each(cases)('records %s as a full compare does', (_what, s, name, fact) => {
    const tl = resolve(s, mafiaLk);
    expect(recorded(tl, name).some((f) => f[fact] === true || has(f, fact))).toBe(true);
    expect(json(tl)).toBe(json(resolve(s, comparing)));
  });
});
