import { describe, expect, it } from 'vitest';
import type { PhaseInput } from '../../engine/scenario.ts';
import type { Timeline } from '../../engine/timeline.ts';
import { day, deaths, diags, extend, inactive, lynched, mv, night, p, run, vote, warn } from './test-kit.ts';

/** Runs the same phases under each reading of an option (plus fixed options) and returns what `look` sees. */
function under(
  key: string,
  values: string[],
  phases: PhaseInput[],
  look: (tl: Timeline) => unknown,
  fixed: Record<string, string> = {},
  players?: Parameters<typeof run>[2],
): unknown[] {
  return values.map((v) => look(run(phases, { ...fixed, [key]: v }, players)));
}

const quiet = (n: number) => night(n, [mv('Жанна', n % 2 ? 'Настя' : 'Маша')]);

describe('day options change rulings', () => {
  it('lkSilentNonVote (D-A23)', () => {
    const phases = [
      day(2, [vote('Маша', 'Коля')]),
      quiet(2),
      day(3, [warn('Миша'), vote('Миша', 'Шура'), vote('Маша', 'Петя'), vote('Настя', 'Шура')]),
    ];
    expect(under('lkSilentNonVote', ['abstain', 'abstainAndWarn'], phases, (tl) => tl.days.at(-1)?.tally)).toEqual([
      { Шура: 2, Петя: 1 },
      { Шура: 1, Петя: 1 },
    ]);
  });
  it('lkThreshold (D-A24)', () => {
    const phases = [day(2, [vote('Миша', 'Коля'), vote('Маша', 'Коля'), vote('Настя', 'Вася')])];
    expect(under('lkThreshold', ['plurality', 'majority'], phases, (tl) => lynched(tl, 2))).toEqual(['Коля', null]);
  });
  it('lkAllAbstain (D-A24)', () => {
    const phases = [day(2, [vote('Миша', null)])];
    expect(under('lkAllAbstain', ['noLynch', 'blitzAll'], phases, (tl) => lynched(tl, 2) !== null)).toEqual([false, true]);
  });
  it('lkSecondWarningTiming (D-A28), with the day ladder for night posts', () => {
    const phases = [
      night(1, [mv('Жанна', 'Настя')], [warn('Миша')]),
      night(2, [mv('Жанна', 'Маша')], [warn('Миша')]),
      day(3, [vote('Миша', 'Коля'), vote('Маша', 'Вася'), vote('Настя', 'Вася')]),
    ];
    const fixed = { lkWarningLadder: 'dayLadderOnly' };
    expect(under('lkSecondWarningTiming', ['voidCurrentOrNext', 'currentOnly'], phases, (tl) => tl.days[0]?.tally, fixed)).toEqual([
      { Вася: 2 },
      { Коля: 1, Вася: 2 },
    ]);
  });
  it('lkInactivity (D-A29)', () => {
    const phases = [day(2, [inactive('Миша')]), quiet(2), day(3, []), quiet(3), day(4, [inactive('Миша')])];
    expect(under('lkInactivity', ['twoTotal', 'twoConsecutive'], phases, (tl) => tl.days.at(-1)?.public.ru.includes('загадочных'))).toEqual(
      [true, false],
    );
  });
  it('lkInactivityDeathTiming (D.R 8)', () => {
    const phases = [day(2, [inactive('Миша')]), quiet(2), day(3, [inactive('Миша')]), quiet(3)];
    expect(under('lkInactivityDeathTiming', ['atDayClose', 'withNightResults'], phases, (tl) => deaths(tl, 3))).toEqual([[], ['Миша']]);
  });
  it('lkMutedDayCountsInactive (D.R 8) under the maniac-rapist rule', () => {
    const players = [
      p('Коля', 'don'),
      p('Макс', 'maniac'),
      p('Дима', 'doctor'),
      p('Миша', 'civilian', 'honest', 'alive', ['inactive']),
      p('Маша', 'civilian'),
      p('Настя', 'civilian'),
    ];
    const phases = [night(1, [mv('Макс', 'Миша'), mv('Дима', 'Миша')]), day(2, [inactive('Миша')])];
    expect(
      under(
        'lkMutedDayCountsInactive',
        ['false', 'true'],
        phases,
        (tl) => tl.days[0]?.public.ru.includes('загадочных'),
        { lkManiacRapist: 'true' },
        players,
      ),
    ).toEqual([false, true]);
  });
  it('lkExtensionBlockedBy (D-A31)', () => {
    const phases = [day(2, [vote('Миша', 'Коля'), vote('Маша', 'Вася'), vote('Миша', 'Коля', true), extend('Шура')])];
    expect(
      under('lkExtensionBlockedBy', ['anyExtension', 'roleRequestOnly'], phases, (tl) => diags(tl).includes('LK-EXTEND-REFUSED')),
    ).toEqual([true, false]);
  });
  it('lkOtherPlanetVotes (D-A35)', () => {
    const phases = [
      day(1, []),
      day(2, []),
      quiet(2),
      day(3, [vote('Миша', 'Коля')]),
      day(4, [vote('Маша', 'Вася'), vote('Настя', 'Вася')]),
    ];
    const fixed = { lkOtherPlanet: 'true' };
    expect(
      under('lkOtherPlanetVotes', ['votePerDay', 'voteOncePerBlock'], phases, (tl) => [lynched(tl, 3), lynched(tl, 4)], fixed),
    ).toEqual([
      ['Коля', 'Вася'],
      [null, 'Вася'],
    ]);
  });
  it('lkDonExtension (D-A16)', () => {
    const phases = [day(2, [extend('Коля')]), night(2, [mv('Жанна', 'Настя'), mv('Шура', 'Коля', 'shoot')]), day(3, [extend('Вася')])];
    expect(under('lkDonExtension', ['perSeat', 'perPlayer'], phases, (tl) => diags(tl).includes('LK-EXTEND-REFUSED'))).toEqual([
      true,
      false,
    ]);
  });
});
