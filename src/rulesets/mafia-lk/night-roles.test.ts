import { describe, expect, it } from 'vitest';
import { codes, deaths, diags, mv, night, p, run, text } from './test-kit.ts';

describe('Priestess (D-46 … D-53)', () => {
  it('her guest is missed and the shooter is still told «Цель принята» (D-48, LK-08a)', () => {
    const tl = run([night(1, [mv('Жанна', 'Миша'), mv('mafia', 'Миша')])]);
    expect(deaths(tl, 1)).toEqual([]);
    expect(codes(tl, 1, 'Коля')).toContain('LK-ACCEPTED');
    expect(tl.steps.find((s) => s.id === 'n1.mafia')?.outcome).toBe('failed');
  });
  it('a shot at her kills her and her guest (D-49, LK-08b)', () => {
    const tl = run([night(1, [mv('Жанна', 'Миша'), mv('Шура', 'Жанна', 'shoot')])]);
    expect(deaths(tl, 1).sort()).toEqual(['Жанна', 'Миша'].sort());
  });
  it('the Child as guest dies with her even if the mafia shoot her (D-56, LK-08c)', () => {
    const tl = run([night(1, [mv('Жанна', 'Дина'), mv('mafia', 'Жанна')])]);
    expect(deaths(tl, 1)).toContain('Дина');
  });
  it('may not take the same guest two nights running (D-51)', () => {
    const tl = run([night(1, [mv('Жанна', 'Миша')]), night(2, [mv('Жанна', 'Миша'), mv('mafia', 'Миша')])]);
    expect(diags(tl)).toContain('LK-PRIESTESS-REPEAT');
    expect(deaths(tl, 2)).toEqual(['Миша']);
  });
  it('may take the same guest every other night', () => {
    const tl = run([night(1, [mv('Жанна', 'Миша')]), night(2, [mv('Жанна', 'Маша')]), night(3, [mv('Жанна', 'Миша')])]);
    expect(diags(tl)).not.toContain('LK-PRIESTESS-REPEAT');
  });
  it('must take someone: a missing guest is a warning (D-50)', () => {
    expect(diags(run([night(1, [])]))).toContain('LK-PRIESTESS-MISSING');
  });
});

describe('mafia (D-11 … D-19, D-55)', () => {
  it("the Don's shot kills and the chat hears «Цель принята» (D-17, LK-06)", () => {
    const tl = run([night(1, [mv('Жанна', 'Маша'), mv('Коля', 'Миша')])]);
    expect(deaths(tl, 1)).toEqual(['Миша']);
    expect(codes(tl, 1, 'Вася')).toContain('LK-ACCEPTED');
  });
  it('takes the decision only from the Don (D-11)', () => {
    const tl = run([night(1, [mv('Жанна', 'Маша'), mv('Вася', 'Миша')])]);
    expect(diags(tl)).toContain('LK-MAFIA-NOT-DON');
    expect(deaths(tl, 1)).toEqual([]);
  });
  it('refuses «самосуд» (D-15, D-18)', () => {
    const tl = run([night(1, [mv('Жанна', 'Маша'), mv('mafia', 'Вася')])]);
    expect(diags(tl)).toContain('LK-MAFIA-SELF');
    expect(codes(tl, 1, 'Коля')).toContain('LK-REFUSED');
  });
  it('a shot at the Child is cancelled with no other victim (D-55, LK-06 variant)', () => {
    const tl = run([night(1, [mv('Жанна', 'Маша'), mv('mafia', 'Дина'), mv('mafia', 'Миша')])]);
    expect(deaths(tl, 1)).toEqual([]);
    expect(codes(tl, 1, 'Коля')).toContain('LK-CHILD');
    expect(diags(tl)).toContain('LK-CHILD-SHOT');
  });
  it('rejects a target who is already out', () => {
    const players = [p('Коля', 'don'), p('Миша', 'civilian', 'honest', 'dead'), p('Маша', 'civilian')];
    expect(diags(run([night(1, [mv('mafia', 'Миша')])], {}, players))).toContain('LK-TARGET-DEAD');
  });
  it("passes the Don's seat to Мафия (1) when the Don is killed (D-12)", () => {
    const tl = run([night(1, [mv('Жанна', 'Маша'), mv('Шура', 'Коля', 'shoot')]), night(2, [mv('Жанна', 'Миша'), mv('Вася', 'Настя')])]);
    expect(codes(tl, 1, 'Вася')).toContain('LK-DON');
    expect(deaths(tl, 2)).toEqual(['Настя']);
  });
});

describe('Sheriff (D-20 … D-27)', () => {
  it('checks: the Don is «мафия», the Maniac, Doctor and Child «мирный» (LK-04)', () => {
    const answer = (target: string) => text(run([night(1, [mv('Жанна', 'Маша'), mv('Шура', target, 'check')])]), 1, 'Шура', 'LK-SHERIFF');
    expect(answer('Коля')).toContain('мафия');
    expect(answer('Вася')).toContain('мафия');
    for (const x of ['Макс', 'Дима', 'Дина', 'Жанна', 'Миша']) expect(answer(x)).toContain('мирный');
  });
  it('a dark Maniac still checks «мирный» (D-40)', () => {
    const players = [p('Шура', 'sheriff'), p('Макс', 'maniac', 'maniac'), p('Коля', 'don')];
    expect(text(run([night(1, [mv('Шура', 'Макс', 'check')])], {}, players), 1, 'Шура', 'LK-SHERIFF')).toContain('мирный');
  });
  it('shoots: «Цель принята» and the target is on the stretcher (LK-05), the Child too', () => {
    const tl = run([night(1, [mv('Жанна', 'Маша'), mv('Шура', 'Дина', 'shoot')])]);
    expect(codes(tl, 1, 'Шура')).toContain('LK-ACCEPTED');
    expect(deaths(tl, 1)).toEqual(['Дина']);
  });
  it('may not shoot himself (D-25)', () => {
    expect(diags(run([night(1, [mv('Жанна', 'Маша'), mv('Шура', 'Шура', 'shoot')])]))).toContain('LK-SELF-TARGET');
  });
  it('acts even when the mafia shot him the same night (D-27)', () => {
    const tl = run([night(1, [mv('Жанна', 'Маша'), mv('mafia', 'Шура'), mv('Шура', 'Вася', 'shoot')])]);
    expect(deaths(tl, 1).sort()).toEqual(['Вася', 'Шура'].sort());
    expect(tl.steps.find((s) => s.id === 'n1.sheriff')?.causes.map((c) => c.clause)).toContain('D-27');
  });
  it('answers in the report the expectations read', () => {
    const tl = run([night(1, [mv('Жанна', 'Маша'), mv('Шура', 'Коля', 'check')])]);
    expect(tl.nights[0]?.reports[0]?.lines[0]?.ru).toBe('мафия');
  });
});

describe('Maniac (D-37 … D-45)', () => {
  it('kills every night and acts even if killed (D-42, D-44)', () => {
    const tl = run([night(1, [mv('Жанна', 'Маша'), mv('mafia', 'Макс'), mv('Макс', 'Миша')])]);
    expect(deaths(tl, 1).sort()).toEqual(['Макс', 'Миша'].sort());
  });
  it('may not shoot himself (D-41) and must answer (D-42)', () => {
    expect(diags(run([night(1, [mv('Жанна', 'Маша'), mv('Макс', 'Макс')])]))).toContain('LK-SELF-TARGET');
    expect(diags(run([night(1, [mv('Жанна', 'Маша')])]))).toContain('LK-MANIAC-MISSING');
  });
  it('plays for the town unless declared «за себя» (D-37, D-38, LK-07)', () => {
    const light = run([night(0, [])]);
    expect(codes(light, 0, 'Макс')).toEqual(['LK-PM']);
    expect(light.steps.find((s) => s.id === 'n0.maniac.side')?.causes.map((c) => c.clause)).toEqual(['D-37', 'D-38']);
    const dark = run([night(0, [])], {}, [p('Макс', 'maniac', 'maniac'), p('Коля', 'don')]);
    expect(text(dark, 0, 'Макс', 'LK-MANIAC-SIDE')).toContain('За себя');
  });
});
