import { describe, expect, it } from 'vitest';
import { codes, deaths, diags, mv, night, p, run, text } from './test-kit.ts';

const lk01 = [mv('Жанна', 'Дима'), mv('mafia', 'Дима'), mv('Шура', 'Коля', 'check'), mv('Макс', 'Жанна'), mv('Дима', 'Дима')];

describe('Doctor and the stretcher list (D-28 … D-36)', () => {
  it('LK-01: the Doctor, guest of the shot Priestess, heals himself — both die (D-36, D.R 1)', () => {
    const tl = run([night(1, lk01)]);
    expect(deaths(tl, 1).sort()).toEqual(['Дима', 'Жанна'].sort());
    expect(tl.steps.find((s) => s.id === 'n1.doctor')?.outcome).toBe('failed');
    expect(codes(tl, 1, 'Дима')).toEqual(expect.arrayContaining(['LK-STRETCHER', 'LK-TAKEN']));
  });
  it('LK-02: everyone can be healed — the named one survives', () => {
    const tl = run([night(1, [mv('Жанна', 'Настя'), mv('mafia', 'Миша'), mv('Макс', 'Маша'), mv('Дима', 'Миша')])]);
    expect(text(tl, 1, 'Дима', 'LK-STRETCHER')).toBe(
      'Ведущий: Доктор! У нас 2 на носилках:\nМиша\nМаша\nВы успеете спасти только одного из них! Кого будем спасать?',
    );
    expect(deaths(tl, 1)).toEqual(['Маша']);
  });
  it('LK-03: an already healed player is marked «(лечить нельзя)» and choosing him is refused', () => {
    const players = [
      p('Коля', 'don'),
      p('Шура', 'sheriff'),
      p('Дима', 'doctor'),
      p('Макс', 'maniac'),
      p('Вася', 'civilian'),
      p('Петя', 'civilian'),
      p('Настя', 'civilian', 'honest', 'alive', ['healed']),
    ];
    const tl = run(
      [night(1, [mv('mafia', 'Вася'), mv('Шура', 'Петя', 'shoot'), mv('Макс', 'Настя'), mv('Дима', 'Настя'), mv('Дима', 'Вася')])],
      {},
      players,
    );
    expect(text(tl, 1, 'Дима', 'LK-STRETCHER')).toContain('Настя (лечить нельзя)');
    expect(diags(tl)).toContain('LK-DOCTOR-UNHEALABLE');
    expect(deaths(tl, 1).sort()).toEqual(['Настя', 'Петя'].sort());
  });
  it('heals each player only once per game (D-32, lkDoctorLimit = perPlayerOnce)', () => {
    const tl = run([
      night(1, [mv('Жанна', 'Настя'), mv('mafia', 'Миша'), mv('Макс', 'Настя'), mv('Дима', 'Миша')]),
      night(2, [mv('Жанна', 'Маша'), mv('mafia', 'Миша'), mv('Макс', 'Настя'), mv('Дима', 'Миша')]),
    ]);
    expect(text(tl, 2, 'Дима', 'LK-STRETCHER')).toContain('Миша (лечить нельзя)');
    expect(deaths(tl, 2)).toContain('Миша');
  });
  it('heals himself once per game (D-32)', () => {
    const players = [
      p('Коля', 'don'),
      p('Дима', 'doctor', 'honest', 'alive', ['selfHealUsed']),
      p('Миша', 'civilian'),
      p('Маша', 'civilian'),
    ];
    const tl = run([night(1, [mv('mafia', 'Дима'), mv('Дима', 'Дима')])], {}, players);
    expect(text(tl, 1, 'Дима', 'LK-STRETCHER')).toContain('Дима (лечить нельзя)');
    expect(deaths(tl, 1)).toEqual(['Дима']);
  });
  it('a silent Doctor lets every victim die (D-35)', () => {
    const tl = run([night(1, [mv('Жанна', 'Настя'), mv('mafia', 'Миша')])]);
    expect(diags(tl)).toContain('LK-DOCTOR-SILENT');
    expect(deaths(tl, 1)).toEqual(['Миша']);
  });
  it('may heal only someone on the list (D-30)', () => {
    const tl = run([night(1, [mv('Жанна', 'Настя'), mv('mafia', 'Миша'), mv('Дима', 'Маша')])]);
    expect(diags(tl)).toContain('LK-DOCTOR-OFF-LIST');
  });
  it('gets no list on a quiet night', () => {
    const tl = run([night(1, [mv('Жанна', 'Настя'), mv('Шура', 'Коля', 'check')])]);
    expect(codes(tl, 1, 'Дима')).not.toContain('LK-STRETCHER');
  });
  it('healing the Priestess saves her guest as well (D-A9 savesBoth)', () => {
    const tl = run([night(1, [mv('Жанна', 'Миша'), mv('mafia', 'Жанна'), mv('Дима', 'Жанна')])]);
    expect(deaths(tl, 1)).toEqual([]);
  });
});

describe('what a heal step shows matches the outcome (D-49, D-59)', () => {
  const heal = (tl: ReturnType<typeof run>) => tl.steps.find((s) => s.id === 'n1.doctor');
  it("healing the shot Priestess's guest does not show the shot as undone: it still kills her", () => {
    const tl = run([night(1, [mv('Жанна', 'Миша'), mv('mafia', 'Жанна'), mv('Макс', 'Маша'), mv('Дима', 'Миша')])]);
    expect(deaths(tl, 1).sort()).toEqual(['Жанна', 'Маша'].sort());
    expect(heal(tl)?.changes).toEqual([]);
    expect(heal(tl)?.causes.some((c) => c.step === 'n1.mafia' && c.note.en.includes('still kills Жанна'))).toBe(true);
  });
  it('a shot whose every victim is saved is shown undone, before → after null', () => {
    const tl = run([night(1, [mv('Жанна', 'Настя'), mv('mafia', 'Миша'), mv('Макс', 'Маша'), mv('Дима', 'Миша')])]);
    expect(heal(tl)?.changes).toEqual([
      { target: 'n1.mafia', kind: 'protected', before: { actor: 'Коля', ability: 'kill', role: 'don', targets: ['Миша'] }, after: null },
    ]);
  });
  it('healing the Priestess when only she is saved (lkPriestessHeal) leaves the shot killing her guest', () => {
    const tl = run([night(1, [mv('Жанна', 'Миша'), mv('mafia', 'Жанна'), mv('Макс', 'Маша'), mv('Дима', 'Жанна')])], {
      lkPriestessHeal: 'savesPriestessOnly',
    });
    expect(deaths(tl, 1)).toContain('Миша');
    expect(heal(tl)?.changes).toEqual([]);
  });
});
