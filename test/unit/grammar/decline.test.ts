import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OBLIQUE, type Gender } from '../../../src/engine/grammar/cases.ts';
import { declineName } from '../../../src/engine/grammar/decline.ts';
import { guessGender } from '../../../src/engine/grammar/gender.ts';

const rows = readFileSync(new URL('../../data/names-ru.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'))
  .map((l) => l.split('\t'));
const same = (a: string, b: string): boolean => a.replace(/ё/g, 'е') === b.replace(/ё/g, 'е');

describe('declineName (lvovich under the word rules)', () => {
  it('declines at least 96% of the hand-written name list fully right (the README figure)', () => {
    const right = rows.filter(([name, g, , ...forms]) => {
      const got = declineName(name!, g as Gender);
      return OBLIQUE.every((c, i) => same(got[c], forms[i]!));
    }).length;
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(right / rows.length).toBeGreaterThanOrEqual(0.96);
  });

  it.each([
    ['Дима', 'm', 'Диму', 'Димой'],
    ['Серёжа', 'm', 'Серёжу', 'Серёжей'],
    ['Маша', 'f', 'Машу', 'Машей'],
    ['Kitty', 'f', 'Kitty', 'Kitty'],
    ['007', 'm', '007', '007'],
    ['Игрок 7', 'm', 'Игрока 7', 'Игроком 7'],
    ['де Жюссак', 'm', 'де Жюссака', 'де Жюссаком'],
    ['Тёмный Лорд', 'm', 'Тёмного Лорда', 'Тёмным Лордом'],
    ['Кармен', 'f', 'Кармен', 'Кармен'],
    ['Планше', 'm', 'Планше', 'Планше'],
    ['Толстая', 'f', 'Толстую', 'Толстой'],
  ] as const)('%s (%s) → %s, %s', (name, g, acc, ins) => {
    const f = declineName(name, g);
    expect([f.nom, f.acc, f.ins]).toEqual([name, acc, ins]);
  });
});

describe('guessGender (no gender word on the player line)', () => {
  it('guesses at least 92% of the list right (the README figure): Гоша, Лёша, Слава are men', () => {
    const right = rows.filter(([name, g]) => guessGender(name!) === g).length;
    expect(right / rows.length).toBeGreaterThanOrEqual(0.92);
  });

  it.each([
    ['Гоша', 'm'],
    ['Лёша', 'm'],
    ['Слава', 'm'],
    ['Дима', 'm'],
    ['Маша', 'f'],
    ['Любовь', 'f'],
    ['Кэтти', 'f'],
    ['Shadow', 'm'],
  ] as const)('%s → %s', (name, g) => {
    expect(guessGender(name)).toBe(g);
  });
});
