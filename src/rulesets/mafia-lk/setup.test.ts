import { describe, expect, it } from 'vitest';
import { CAST, codes, diags, mv, night, p, run, text } from './test-kit.ts';

describe('night 0 and the cast (D-2 … D-8, D-19, D-54)', () => {
  it('sends every player his role PM as in the rulebook', () => {
    const tl = run([night(0, [])]);
    for (const pl of CAST) expect(codes(tl, 0, pl.name)).toContain('LK-PM');
    expect(text(tl, 0, 'Коля', 'LK-PM')).toBe(
      'Тема: Мафия – Партия № 1 – Дон Мафии\nСообщение: Ваша роль – Дон Мафии\nВаши союзники:\nВася – Мафия (1)\nПетя – Мафия (2)',
    );
    expect(text(tl, 0, 'Петя', 'LK-PM')).toContain('Коля – Дон Мафии');
    expect(text(tl, 0, 'Дина', 'LK-PM')).toContain('Ваша роль – Мирный житель');
    expect(text(tl, 0, 'Шура', 'LK-PM')).toContain('Удачной охоты!');
  });
  it('night 0 has no actions by default (D-A3)', () => {
    expect(diags(run([night(0, [mv('mafia', 'Миша')])]))).toContain('LK-NIGHT0-MOVE');
  });
  it('a game that starts at day 1 gets its night 0', () => {
    const tl = run([{ kind: 'day', number: 1, events: [], span: { line: 0, col: 0, offset: 0, length: 0 } }]);
    expect(tl.nights[0]?.night).toBe(0);
  });
  it('warns when the cast lacks the Priestess (≥ 12) or the Child (≥ 15) — without inventing players', () => {
    const many = (n: number) => [
      p('Коля', 'don'),
      p('Шура', 'sheriff'),
      ...Array.from({ length: n - 2 }, (_, i) => p(`М${i}`, 'civilian')),
    ];
    expect(diags(run([], {}, many(11)))).not.toContain('LK-PRIESTESS-AUTO');
    expect(diags(run([], {}, many(12)))).toContain('LK-PRIESTESS-AUTO');
    expect(diags(run([], {}, many(15)))).toEqual(expect.arrayContaining(['LK-PRIESTESS-AUTO', 'LK-CHILD-AUTO']));
    expect(run([], {}, many(15)).steps).toEqual([]);
  });
  it('flags duplicated unique roles and missing core roles', () => {
    const tl = run([], {}, [p('A', 'sheriff'), p('B', 'sheriff')]);
    expect(diags(tl)).toEqual(expect.arrayContaining(['LK-ROLE-DUPLICATE', 'LK-CORE-MISSING']));
  });
});
