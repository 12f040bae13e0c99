// The state «Мафия ЛК» records: phase-start rosters and step-level changes, read back with rosterAt.
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../dsl/index.ts';
import { nthPhase, rosterAfterStep, rosterAt } from '../../engine/roster-at.ts';
import type { Roster } from '../../engine/roster.ts';
import { stepIdOf } from '../../engine/step-id.ts';

const GAME = `ruleset mafia-lk
seed 3
player Коля: Дон мафии, мафия
player Вася: Мафия (1), мафия
player Шура: Шериф
player Дима: Доктор
player Миша: Мирный житель
player Маша: Мирный житель
player Петя: Мирный житель
day 1
night 1
  мафия -> Петя
  Дима -> Петя
day 2
  Миша -> Колю
  Маша -> Колю
  Петя -> Колю
  Коля -> Шуру
night 2
  мафия -> Машу
`;

function who(roster: Roster | null, name: string) {
  const p = roster?.find((x) => x.name === name);
  if (!p) throw new Error(`no ${name} in the roster`);
  return p;
}

describe('«Мафия ЛК» roster', () => {
  const tl = runScenario(GAME).timeline;

  it('starts with everyone alive, the Don in his seat, and no jail, knock-out or club', () => {
    const start = rosterAt(tl, nthPhase(tl, 'day', 0))!;
    expect(start).toHaveLength(7);
    expect(who(start, 'Коля')).toEqual({
      name: 'Коля',
      role: 'don',
      team: 'mafia',
      alive: true,
      jailed: false,
      knocked: false,
      clubbed: false,
      facts: {
        removedBy: null,
        warnings: 0,
        dayWarnings: 0,
        nightWarnings: 0,
        healed: false,
        donSeat: true,
        extendUsed: false,
        carried: [],
      },
    });
    expect(start.every((p) => !p.jailed && !p.knocked && !p.clubbed)).toBe(true);
  });

  it('carries a counted heal into the next day', () => {
    expect(who(rosterAt(tl, nthPhase(tl, 'night', 1)), 'Петя').facts.healed).toBe(false);
    expect(who(rosterAt(tl, nthPhase(tl, 'day', 1)), 'Петя')).toMatchObject({ alive: true, facts: { healed: true, carried: ['healed'] } });
  });

  it('records the lynched Don as removed, and the seat passing to the senior mafioso', () => {
    const night2 = rosterAt(tl, nthPhase(tl, 'night', 2))!;
    expect(who(night2, 'Коля')).toMatchObject({ alive: false, facts: { removedBy: 'lynch', donSeat: false } });
    expect(who(night2, 'Вася').facts.donSeat).toBe(true);
  });

  it('kills at the results step, not at the shot', () => {
    expect(who(rosterAfterStep(tl, stepIdOf('n2.mafia')), 'Маша').alive).toBe(true);
    expect(who(rosterAfterStep(tl, stepIdOf('n2.results')), 'Маша')).toMatchObject({ alive: false, facts: { removedBy: 'night' } });
    const results = tl.steps.find((s) => s.id === 'n2.results')!;
    expect(results.state?.map((p) => p.name)).toEqual(['Маша']);
  });
});
