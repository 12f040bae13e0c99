import { describe, expect, it } from 'vitest';
import { mv, night, p, run, text } from './test-kit.ts';

/** The host's words, verbatim as in the rulebook's examples (punctuation included). */
describe('role PMs (L16-22, L32-38, L48-51, L67-69, L97-101, L122-125, L136-139)', () => {
  const cast = [
    p('Коля', 'don'),
    p('Вася', 'mafia'),
    p('Петя', 'mafia'),
    p('Шура', 'sheriff'),
    p('Дима', 'doctor'),
    p('Макс', 'maniac', 'maniac'),
    p('Жанна', 'priestess'),
    p('Дина', 'child'),
    p('Миша', 'civilian'),
  ];
  const tl = run([night(0, [])], {}, cast);
  it('the Don lists his allies with ranks', () => {
    expect(text(tl, 0, 'Коля', 'LK-PM')).toBe(
      'Тема: Мафия – Партия № 1 – Дон Мафии\nСообщение: Ваша роль – Дон Мафии\nВаши союзники:\nВася – Мафия (1)\nПетя – Мафия (2)',
    );
  });
  it('a mafioso lists the Don first, then the ranks', () => {
    expect(text(tl, 0, 'Вася', 'LK-PM')).toBe(
      'Тема: Мафия – Партия № 1 – Мафия (1)\nСообщение: Ваша роль – Мафия (1)\nВаши союзники:\nКоля – Дон Мафии\nПетя – Мафия (2)',
    );
  });
  it('the Sheriff, the Doctor', () => {
    expect(text(tl, 0, 'Шура', 'LK-PM')).toBe('Тема: Мафия – Партия № 1 – Шериф\nСообщение: Ваша роль – Шериф\nУдачной охоты!');
    expect(text(tl, 0, 'Дима', 'LK-PM')).toBe('Тема: Мафия – Партия № 1 – Доктор\nСообщение: Ваша роль – Доктор');
  });
  it('the Maniac is asked his side, and «За себя» is accepted with «Принято.»', () => {
    expect(text(tl, 0, 'Макс', 'LK-PM')).toBe(
      'Тема: Мафия – Партия № 1 – Маньяк\nСообщение:\nВедущий: Ваша роль – Маньяк\nВы играете за город или за себя?',
    );
    expect(text(tl, 0, 'Макс', 'LK-MANIAC-SIDE')).toBe('Маньяк: За себя\nВедущий: Принято.');
  });
  it('the Priestess: «Жрица Любви» in the subject, «Жрица любви» in the body', () => {
    expect(text(tl, 0, 'Жанна', 'LK-PM')).toBe('Тема: Мафия – Партия № 1 – Жрица Любви\nСообщение:\nВедущий: Ваша роль – Жрица любви');
  });
  it("the Child gets exactly a civilian's PM (D-54)", () => {
    expect(text(tl, 0, 'Дина', 'LK-PM')).toBe('Тема: Мафия – Партия № 1 – Мирный житель\nСообщение:\nВедущий: Ваша роль – Мирный житель');
    expect(text(tl, 0, 'Миша', 'LK-PM')).toBe(text(tl, 0, 'Дина', 'LK-PM'));
  });
});

describe('night exchanges', () => {
  const tl = run([
    night(1, [mv('Жанна', 'Миша'), mv('mafia', 'Маша'), mv('Шура', 'Коля', 'shoot'), mv('Макс', 'Настя'), mv('Дима', 'Маша')]),
  ]);
  it('the mafia decision (L23-27)', () => {
    expect(text(tl, 1, 'Вася', 'LK-ACCEPTED')).toBe('Дон: Мафия выбрала жертву – Маша\nВедущий: Цель принята');
  });
  it("the Sheriff's shot (L57-61)", () => {
    expect(text(tl, 1, 'Шура', 'LK-ACCEPTED')).toBe('Шериф: Стреляю в игрока Коля\nВедущий: Цель принята');
  });
  it('the Maniac (L104-109): «Принято.» with a full stop', () => {
    expect(text(tl, 1, 'Макс', 'LK-TAKEN')).toBe('Ведущий: Маньяк ваша жертва?\nМаньяк: Убиваю Настю.\nВедущий: Принято.');
  });
  it('the Priestess (L126-131): lower-case «принято.»', () => {
    expect(text(tl, 1, 'Жанна', 'LK-TAKEN')).toBe('Ведущий: Кто будет вашим гостем сегодня?\nЖрица: Забираю Мишу.\nВедущий: принято.');
  });
  it('the stretcher (L73-78): «Принято» without a full stop', () => {
    expect(text(tl, 1, 'Дима', 'LK-STRETCHER')).toBe(
      'Ведущий: Доктор! У нас 3 на носилках:\nМаша\nКоля\nНастя\nВы успеете спасти только одного из них! Кого будем спасать?',
    );
    expect(text(tl, 1, 'Дима', 'LK-TAKEN')).toBe('Доктор: Машу\nВедущий: Принято');
  });
  it("the Sheriff's check (L52-56)", () => {
    const check = run([night(1, [mv('Жанна', 'Миша'), mv('Шура', 'Миша', 'check')])]);
    expect(text(check, 1, 'Шура', 'LK-SHERIFF')).toBe('Шериф: Проверяю игрока Миша\nВедущий: мирный');
  });
  it('a shot at the Child (L134): «в данного игрока стрелять нельзя»', () => {
    const child = run([night(1, [mv('Жанна', 'Миша'), mv('mafia', 'Дина')])]);
    expect(text(child, 1, 'Коля', 'LK-CHILD')).toBe('Дон: Мафия выбрала жертву – Дина\nВедущий: В данного игрока стрелять нельзя.');
  });
  it('an unhealable entry carries « (лечить нельзя)» (L85)', () => {
    const cast = [
      p('Коля', 'don'),
      p('Шура', 'sheriff'),
      p('Дима', 'doctor'),
      p('Макс', 'maniac'),
      p('Вася', 'civilian'),
      p('Петя', 'civilian'),
      p('Настя', 'civilian', 'honest', 'alive', ['healed']),
    ];
    const tl3 = run([night(1, [mv('mafia', 'Вася'), mv('Шура', 'Петя', 'shoot'), mv('Макс', 'Настя'), mv('Дима', 'Вася')])], {}, cast);
    expect(text(tl3, 1, 'Дима', 'LK-STRETCHER')).toBe(
      'Ведущий: Доктор! У нас 3 на носилках:\nВася\nПетя\nНастя (лечить нельзя)\n' +
        'Вы успеете спасти только одного из них! Кого будем спасать?',
    );
  });
});
