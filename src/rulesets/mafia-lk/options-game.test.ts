import { describe, expect, it } from 'vitest';
import type { PhaseInput } from '../../engine/scenario.ts';
import type { Timeline } from '../../engine/timeline.ts';
import { CAST, day, diags, mv, night, p, run, vote, warn } from './test-kit.ts';

function under(
  key: string,
  values: string[],
  phases: PhaseInput[],
  look: (tl: Timeline) => unknown,
  players?: Parameters<typeof run>[2],
  fixed: Record<string, string> = {},
): unknown[] {
  return values.map((v) => look(run(phases, { ...fixed, [key]: v }, players)));
}

describe('game options change rulings', () => {
  it('lkWin (D-A1): parity · allLightDead · parityThreeWay', () => {
    const five = [p('Коля', 'don'), p('Вася', 'mafia'), p('Миша', 'civilian'), p('Маша', 'civilian'), p('Настя', 'civilian')];
    expect(under('lkWin', ['parity', 'allLightDead'], [night(1, [mv('mafia', 'Миша')])], (tl) => tl.winner, five)).toEqual(['mafia', null]);
    const dark = [p('Коля', 'don'), p('Вася', 'mafia'), p('Макс', 'maniac', 'maniac'), p('Миша', 'civilian'), p('Маша', 'civilian')];
    expect(
      under('lkWin', ['parity', 'parityThreeWay'], [night(1, [mv('mafia', 'Миша'), mv('Макс', 'Маша')])], (tl) => tl.winner, dark),
    ).toEqual(['mafia', null]);
  });
  it('lkDarkManiac (D-A1): solo · mafiaAllied', () => {
    const cast = [p('Коля', 'don'), p('Макс', 'maniac', 'maniac'), p('Миша', 'civilian'), p('Маша', 'civilian'), p('Настя', 'civilian')];
    expect(under('lkDarkManiac', ['solo', 'mafiaAllied'], [night(1, [mv('mafia', 'Миша')])], (tl) => tl.winner, cast)).toEqual([
      null,
      'mafia',
    ]);
  });
  it('lkDarkManiacWin (D.R 10): a dark Maniac keeps the game going after the mafia die', () => {
    const cast = [p('Коля', 'don'), p('Макс', 'maniac', 'maniac'), p('Миша', 'civilian'), p('Маша', 'civilian')];
    const phases = [night(1, [mv('mafia', 'Маша'), mv('Макс', 'Коля')])];
    expect(under('lkDarkManiacWin', ['oneOnOne', 'lastStanding'], phases, (tl) => tl.winner, cast)).toEqual(['maniac', null]);
    const light = [p('Коля', 'don'), p('Макс', 'maniac'), p('Миша', 'civilian'), p('Маша', 'civilian')];
    expect(run(phases, {}, light).winner).toBe('honest');
  });
  it('lkMafiaCount (D-A2)', () => {
    expect(
      under('lkMafiaCount', ['hostConfig', 'oneInThreeToFour'], [night(1, [])], (tl) => diags(tl).includes('LK-MAFIA-COUNT'), [
        p('Коля', 'don'),
        ...CAST.slice(3),
      ]),
    ).toEqual([false, true]);
  });
  it('lkDonSuccession (D-A16)', () => {
    const phases = [day(2, [vote('Миша', 'Коля')])];
    expect(
      under('lkDonSuccession', ['anyRemoval', 'killOnly'], phases, (tl) => tl.steps.some((s) => s.id.startsWith('d2.succession'))),
    ).toEqual([true, false]);
  });
  it('lkManiacRapist (D-89) and lkRapistIncludesMiss (D-A22)', () => {
    const phases = [night(1, [mv('Жанна', 'Миша'), mv('Макс', 'Миша')])];
    expect(
      under('lkManiacRapist', ['false', 'true'], phases, (tl) => tl.nights[0]?.public.ru.includes('не имеет права обсуждать')),
    ).toEqual([false, true]);
    expect(
      under(
        'lkRapistIncludesMiss',
        ['true', 'false'],
        phases,
        (tl) => tl.nights[0]?.public.ru.includes('не имеет права обсуждать'),
        undefined,
        { lkManiacRapist: 'true' },
      ),
    ).toEqual([true, false]);
  });
  it('lkRevealRoles (D-88, D-A34) and lkRevealOnRemovalUnderOption1 (D.R 9)', () => {
    const shot = [night(1, [mv('Жанна', 'Настя'), mv('mafia', 'Шура')])];
    expect(under('lkRevealRoles', ['true', 'false'], shot, (tl) => tl.nights[0]?.public.ru)).toEqual([
      'Этой ночью погибли: Шура — Шериф.',
      'Этой ночью погибли: Шура.',
    ]);
    const out = [day(2, [warn('Шура'), warn('Шура'), warn('Шура')])];
    expect(
      under('lkRevealOnRemovalUnderOption1', ['false', 'true'], out, (tl) => tl.days[0]?.public.ru.includes('Шериф'), undefined, {
        lkRevealRoles: 'false',
      }),
    ).toEqual([false, true]);
  });
  it('lkOtherPlanet (D-90)', () => {
    const phases = [day(1, []), night(1, [mv('Жанна', 'Настя')])];
    expect(under('lkOtherPlanet', ['false', 'true'], phases, (tl) => diags(tl).includes('LK-PLANET-NIGHT'))).toEqual([false, true]);
  });
});

describe('the win in the one game loop (kernel checkWin / gameOver)', () => {
  const five = [p('Коля', 'don'), p('Вася', 'mafia'), p('Миша', 'civilian'), p('Маша', 'civilian'), p('Настя', 'civilian')];
  it('records the first win as one step after the night and warns once for each later phase played', () => {
    const tl = run([night(1, [mv('mafia', 'Миша')]), day(2, []), night(2, [mv('mafia', 'Маша')])], {}, five);
    expect(tl.winner).toBe('mafia');
    expect(tl.steps.filter((s) => s.id.endsWith('.win')).map((s) => s.id)).toEqual(['n1.win']);
    expect(diags(tl).filter((c) => c === 'LK-GAME-OVER')).toEqual(['LK-GAME-OVER']);
  });
  it('checks night 0 too: a cast with no mafia and no dark Maniac is won by the town before day 1', () => {
    const town = [p('Миша', 'civilian'), p('Маша', 'civilian'), p('Шура', 'sheriff')];
    const tl = run([day(1, [])], {}, town);
    expect(tl.winner).toBe('honest');
    expect(tl.steps.find((s) => s.id.endsWith('.win'))?.id).toBe('n0.win');
  });
});
