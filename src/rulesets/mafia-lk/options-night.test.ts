import { describe, expect, it } from 'vitest';
import type { PhaseInput } from '../../engine/scenario.ts';
import type { Timeline } from '../../engine/timeline.ts';
import { codes, day, deaths, diags, mv, night, p, run, text, warn } from './test-kit.ts';

/** Runs the same phases under each reading of an option and returns what `look` sees. */
function under(
  key: string,
  values: string[],
  phases: PhaseInput[],
  look: (tl: Timeline) => unknown,
  players?: Parameters<typeof run>[2],
): unknown[] {
  return values.map((v) => look(run(phases, { [key]: v }, players)));
}

const sorted = (xs: string[]) => [...xs].sort();

describe('night options change rulings', () => {
  it('lkNight0Actions (D-A3)', () => {
    expect(under('lkNight0Actions', ['false', 'true'], [night(0, [mv('mafia', 'Миша')])], (tl) => deaths(tl, 0))).toEqual([[], ['Миша']]);
  });
  it('lkDoctorLimit (D-A4)', () => {
    const phases = [
      night(1, [mv('Жанна', 'Настя'), mv('mafia', 'Миша'), mv('Дима', 'Миша')]),
      night(2, [mv('Жанна', 'Миша'), mv('mafia', 'Маша'), mv('Дима', 'Маша')]),
    ];
    expect(under('lkDoctorLimit', ['perPlayerOnce', 'totalOnce'], phases, (tl) => deaths(tl, 2))).toEqual([[], ['Маша']]);
  });
  it('lkSheriffSelfCheck (D-21, the rulebook is silent)', () => {
    const phases = [night(1, [mv('Шура', 'Шура', 'check')])];
    expect(under('lkSheriffSelfCheck', ['refused', 'allowed'], phases, (tl) => diags(tl).includes('LK-SELF-TARGET'))).toEqual([
      true,
      false,
    ]);
  });
  it('lkPriestessBlocks (D-A6)', () => {
    const phases = [night(1, [mv('Жанна', 'Шура'), mv('Шура', 'Вася', 'shoot')])];
    expect(under('lkPriestessBlocks', ['false', 'true'], phases, (tl) => deaths(tl, 1))).toEqual([['Вася'], []]);
  });
  it('lkPriestessSelf (D-A7)', () => {
    const phases = [night(1, [mv('Жанна', 'Жанна'), mv('mafia', 'Миша')])];
    expect(under('lkPriestessSelf', ['false', 'true'], phases, (tl) => diags(tl).includes('LK-PRIESTESS-SELF'))).toEqual([true, false]);
  });
  it('lkGuestInformed (D-A8)', () => {
    const phases = [night(1, [mv('Жанна', 'Миша')])];
    expect(under('lkGuestInformed', ['false', 'true'], phases, (tl) => codes(tl, 1, 'Миша'))).toEqual([[], ['LK-GUEST']]);
  });
  it('lkPriestessHeal (D-A9)', () => {
    const phases = [night(1, [mv('Жанна', 'Миша'), mv('mafia', 'Жанна'), mv('Дима', 'Жанна')])];
    expect(under('lkPriestessHeal', ['savesBoth', 'savesPriestessOnly'], phases, (tl) => deaths(tl, 1))).toEqual([[], ['Миша']]);
  });
  it('lkGuestDeathHealable (D-A9, D.R 2, LK-08 b/c)', () => {
    const phases = [night(1, [mv('Жанна', 'Дина'), mv('mafia', 'Жанна'), mv('Дима', 'Дина')])];
    expect(under('lkGuestDeathHealable', ['true', 'false'], phases, (tl) => sorted(deaths(tl, 1)))).toEqual([
      ['Жанна'],
      sorted(['Дина', 'Жанна']),
    ]);
  });
  it('lkDoctorGuestSelfHeal (D-A10/D-A11, D.R 1): acceptAndFail · tagAndReask · allowed', () => {
    const phases = [night(1, [mv('Жанна', 'Дима'), mv('mafia', 'Дима'), mv('Макс', 'Жанна'), mv('Дима', 'Дима'), mv('Дима', 'Жанна')])];
    expect(under('lkDoctorGuestSelfHeal', ['acceptAndFail', 'tagAndReask', 'allowed'], phases, (tl) => sorted(deaths(tl, 1)))).toEqual([
      sorted(['Дима', 'Жанна']),
      [],
      ['Жанна'],
    ]);
  });
  it('lkSelfHealBarScope (D-A10): guestOnly · priestessShot · twoSides', () => {
    const phases = [night(1, [mv('Жанна', 'Настя'), mv('mafia', 'Дима'), mv('Макс', 'Жанна'), mv('Дима', 'Дима')])];
    expect(under('lkSelfHealBarScope', ['guestOnly', 'priestessShot', 'twoSides'], phases, (tl) => deaths(tl, 1).includes('Дима'))).toEqual(
      [false, true, true],
    );
  });
  it('lkMultiShotHeal (D-A12)', () => {
    const phases = [night(1, [mv('Жанна', 'Настя'), mv('mafia', 'Миша'), mv('Макс', 'Миша'), mv('Дима', 'Миша')])];
    expect(under('lkMultiShotHeal', ['oneHealSaves', 'unsaveable'], phases, (tl) => deaths(tl, 1))).toEqual([[], ['Миша']]);
  });
  it('lkSheriffMandatory (D-A13) and lkMafiaMustShoot (D-A14)', () => {
    const phases = [night(1, [mv('Жанна', 'Настя'), mv('Макс', 'Миша')])];
    expect(under('lkSheriffMandatory', ['false', 'true'], phases, (tl) => diags(tl).includes('LK-SHERIFF-MISSING'))).toEqual([false, true]);
    expect(under('lkMafiaMustShoot', ['false', 'true'], phases, (tl) => diags(tl).includes('LK-MAFIA-MISSING'))).toEqual([false, true]);
  });
  it('lkChildCheck (D-A15, D.R 14)', () => {
    const phases = [night(1, [mv('Жанна', 'Настя'), mv('Шура', 'Дина', 'check')])];
    expect(under('lkChildCheck', ['civilian', 'mafia'], phases, (tl) => text(tl, 1, 'Шура', 'LK-SHERIFF').split('\n')[1])).toEqual([
      'Ведущий: мирный',
      'Ведущий: мафия',
    ]);
  });
  it('lkInvalidTarget (D-A17)', () => {
    const phases = [night(1, [mv('Жанна', 'Настя'), mv('mafia', 'Вася'), mv('mafia', 'Миша')])];
    expect(under('lkInvalidTarget', ['reask', 'noAction'], phases, (tl) => deaths(tl, 1))).toEqual([['Миша'], []]);
  });
  it('lkChildProtectionAfterDonDeath (D-A18)', () => {
    const players = [
      p('Коля', 'don', 'mafia', 'dead'),
      p('Вася', 'mafia'),
      p('Дина', 'child'),
      p('Миша', 'civilian'),
      p('Маша', 'civilian'),
    ];
    const phases = [night(1, [mv('mafia', 'Дина')])];
    expect(under('lkChildProtectionAfterDonDeath', ['persists', 'ends'], phases, (tl) => deaths(tl, 1), players)).toEqual([[], ['Дина']]);
  });
  it('lkChildAsGuestAnnounce (D-A18)', () => {
    const phases = [night(1, [mv('Жанна', 'Дина'), mv('mafia', 'Дина')])];
    expect(under('lkChildAsGuestAnnounce', ['announce', 'silentMiss'], phases, (tl) => codes(tl, 1, 'Коля'))).toEqual([
      ['LK-CHILD'],
      ['LK-ACCEPTED'],
    ]);
  });
  it('lkManiacNoAnswer (D-A21)', () => {
    const phases = [night(1, [mv('Жанна', 'Настя')])];
    expect(under('lkManiacNoAnswer', ['noKill', 'randomVictim'], phases, (tl) => deaths(tl, 1).length)).toEqual([0, 1]);
  });
  it('lkMissingNightAction (D-A33)', () => {
    const phases = [night(1, [])];
    expect(
      under('lkMissingNightAction', ['forfeit', 'random'], phases, (tl) =>
        tl.steps.some((s) => s.id === 'n1.priestess' && s.automatic === true),
      ),
    ).toEqual([false, true]);
  });
  it('lkSavesBothConsumesGuestHeal (D.R 13)', () => {
    const phases = [
      night(1, [mv('Жанна', 'Миша'), mv('mafia', 'Жанна'), mv('Дима', 'Жанна')]),
      night(2, [mv('Жанна', 'Настя'), mv('mafia', 'Миша'), mv('Дима', 'Миша')]),
    ];
    expect(under('lkSavesBothConsumesGuestHeal', ['false', 'true'], phases, (tl) => deaths(tl, 2))).toEqual([[], ['Миша']]);
  });
  it('lkWarningLadder (D-A27, D.R 4): shared · separate · day ladder only', () => {
    const phases = [night(1, [mv('Жанна', 'Настя')], [warn('Миша')]), night(2, [mv('Жанна', 'Маша')], [warn('Миша')])];
    expect(
      under('lkWarningLadder', ['sharedCounterPhaseConsequence', 'separateCounters', 'dayLadderOnly'], phases, (tl) => deaths(tl, 2)),
    ).toEqual([['Миша'], ['Миша'], []]);
    const mixed = [day(2, [warn('Миша')]), night(2, [mv('Жанна', 'Маша')], [warn('Миша')])];
    expect(under('lkWarningLadder', ['sharedCounterPhaseConsequence', 'separateCounters'], mixed, (tl) => deaths(tl, 2))).toEqual([
      ['Миша'],
      [],
    ]);
  });
});
