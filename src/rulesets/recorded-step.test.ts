// A player's recorded state changes on the step that changed it. A day event that spends a right
// or counts a warning before its step is written used to hand that change to the step before it
// (or to the day's starting roster), so the board showed a warning before it was given.
import { describe, expect, it } from 'vitest';
import { analyse } from '../dsl/session.ts';
import type { Step } from '../engine/timeline.ts';

/** The names whose state each step of `text` records, by step id. */
function recorded(text: string): Map<string, string[]> {
  const steps: readonly Step[] = analyse(text).timeline.steps;
  return new Map(steps.map((s) => [s.id, (s.state ?? []).map((p) => p.name)]));
}

const LK = `ruleset mafia-lk
player Коля: Дон мафии, мафия
player Вася: Мафия (1), мафия
player Шура: Шериф
player Дима: Доктор
player Макс: Маньяк
player Миша: Мирный житель
player Маша: Мирный житель
`;

describe('recorded state lands on the step that changed it', () => {
  it('«Мафия ЛК»: a day warning and a day extension each carry their own change', () => {
    const text = `${LK}\nday 1\n  warn Миша\n  Шура: extend\n`;
    const a = analyse(text);
    const byStep = recorded(text);
    expect(byStep.get('d1.e1')).toEqual(['Миша']);
    expect(byStep.get('d1.e2')).toEqual(['Шура']);
    // the day starts with nobody warned
    const day = a.timeline.phases.find((p) => p.phase === 'day' && p.number === 1);
    expect(day?.roster.find((p) => p.name === 'Миша')?.facts['warnings']).toBe(0);
  });

  it("«Три мушкетера»: D'Artagnan's duel is spent on the duel's step, not on the vote before it", () => {
    const text = `ruleset three-musketeers
player Ат: Атос
player Пор: Портос
player Ара: Арамис
player Дар: Д'Артаньян
player Миледи: Миледи

day 1
  Пор -> Ат
  Дар: duel Ара
`;
    const byStep = recorded(text);
    expect(byStep.get('d1.e1')).toEqual([]);
    expect(byStep.get('d1.e2')).toEqual(['Дар']);
  });

  it("«Три мушкетера»: the Father's inheritance at a jailing is his own step's, not the tally's", () => {
    const text = `ruleset three-musketeers
player Ат: Атос
player Пор: Портос
player Ара: Арамис
player Отец: Отец Д'Артаньяна
player Миледи: Миледи

day 1
  Ат -> Миледи
  Пор -> Миледи
  Ара -> Миледи
`;
    const byStep = recorded(text);
    expect(byStep.get('d1.tally')).toEqual(['Миледи']);
    expect(byStep.get('d1.father')).toEqual(['Отец']);
  });
});
