import { describe, expect, it } from 'vitest';
import { day, diags, extend, inactive, lynched, run, vote, warn } from './test-kit.ts';

describe('day voting (D-64 … D-67, D-76)', () => {
  it('day 1 has no vote (D-67)', () => {
    const tl = run([day(1, [vote('Миша', 'Коля')])]);
    expect(diags(tl)).toContain('LK-DAY1-VOTE');
    expect(lynched(tl, 1)).toBeNull();
  });
  it('the last vote counts (D-65) and «не голосую» abstains (D-66)', () => {
    const tl = run([day(2, [vote('Миша', 'Коля'), vote('Маша', 'Коля'), vote('Миша', 'Вася'), vote('Маша', null), vote('Настя', 'Вася')])]);
    expect(tl.days[0]?.tally).toEqual({ Вася: 2 });
    expect(lynched(tl, 2)).toBe('Вася');
  });
  it('a self-vote or a vote for the removed is invalid (D.R 20)', () => {
    expect(diags(run([day(2, [vote('Миша', 'Миша')])]))).toContain('LK-VOTE-INVALID');
  });
  it('a tie goes to a blitz among the tied (LK-09)', () => {
    const tl = run([
      day(2, [
        vote('Миша', 'Коля'),
        vote('Маша', 'Вася'),
        vote('Настя', 'Шура'),
        vote('Коля', 'Шура'),
        vote('Дима', 'Коля'),
        vote('Миша', 'Коля', true),
        vote('Маша', 'Коля', true),
        vote('Вася', 'Шура', true),
      ]),
    ]);
    expect(lynched(tl, 2)).toBe('Коля');
    expect(tl.steps.some((s) => s.id === 'd2.blitz')).toBe(true);
  });
  it('a repeated tie is decided by the seeded generator (LK-09), reproducibly', () => {
    const phases = [day(2, [vote('Миша', 'Коля'), vote('Маша', 'Шура'), vote('Миша', 'Коля', true), vote('Маша', 'Шура', true)])];
    const a = run(phases, {}, undefined, 7);
    const b = run(phases, {}, undefined, 7);
    expect(['Коля', 'Шура']).toContain(lynched(a, 2));
    expect(lynched(b, 2)).toBe(lynched(a, 2));
    expect(a.steps.some((s) => s.id === 'd2.lot')).toBe(true);
    const picks = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => lynched(run(phases, {}, undefined, seed), 2)));
    expect(picks.size).toBe(2);
  });
  it('a blitz vote for someone outside the tie does not count', () => {
    const tl = run([day(2, [vote('Миша', 'Коля'), vote('Маша', 'Шура'), vote('Настя', 'Вася', true)])]);
    expect(diags(tl)).toContain('LK-BLITZ-TARGET');
  });
});

describe('warnings (D-74, D-57, D.R 4) and inactivity (D-83)', () => {
  it("the second warning voids today's vote, the third removes (LK-10)", () => {
    const tl = run([day(2, [warn('Миша'), vote('Миша', 'Коля'), vote('Маша', 'Вася'), warn('Миша')])]);
    expect(lynched(tl, 2)).toBe('Вася');
    const t3 = run([day(2, [warn('Миша'), warn('Миша'), warn('Миша')])]);
    expect(t3.days[0]?.public.ru).toContain('Миша — Мирный житель покидает игру');
  });
  it('two inactive days remove the player; day 1 does not count (LK-11)', () => {
    const tl = run([day(1, [inactive('Миша')]), day(2, [inactive('Миша')]), day(4, [inactive('Миша')])]);
    expect(diags(tl)).toContain('LK-INACTIVE-DAY1');
    expect(tl.days.find((d) => d.day === 4)?.public.ru).toContain('Миша');
    expect(tl.days.find((d) => d.day === 2)?.public.ru).not.toContain('загадочных');
  });
});

describe('day extensions (D-16, D-26, D-43, D-79)', () => {
  it('Don, Sheriff and Maniac may each extend once per game; one extension a day', () => {
    const tl = run([day(2, [extend('Коля'), extend('Шура')]), day(3, [extend('Шура'), extend('Миша')]), day(4, [extend('Коля')])]);
    const refused = tl.diagnostics.filter((d) => d.code === 'LK-EXTEND-REFUSED').length;
    expect(refused).toBe(3);
    expect(tl.days[0]?.public.ru).toContain('продлён');
  });
});
