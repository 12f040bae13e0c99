/** The editor knows `expect change` and `expect why` as it knows the other kinds: completion, hover, highlighting. */
import { describe, expect, it } from 'vitest';
import { completionsAt } from '../../../src/dsl/complete.ts';
import { hoverAt } from '../../../src/dsl/hover.ts';
import { keywordWords } from '../../../src/dsl/monarch.ts';

const TEXT = `ruleset three-musketeers
player Джон Фельтон
player Палач из Лилля: Палач из Лилля, маф
night 1
  Палач из Лилля -> Фельтона
`;

const labels = (text: string) => completionsAt(text, text.length, 'ru').map((i) => i.label);

describe('completion', () => {
  it('offers change and why among the kinds after expect', () => {
    expect(labels(`${TEXT}  expect `)).toEqual(expect.arrayContaining(['change', 'изменение', 'why', 'почему', 'dies']));
  });

  it('after `expect change` offers the players and the kinds of change, each with what it means', () => {
    const text = `${TEXT}  expect not change Джон Фельтон `;
    const items = completionsAt(text, text.length, 'ru');
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(['Джон Фельтон', 'knocked', 'вырублено', 'blocked']));
    expect(items.find((i) => i.label === 'вырублено')?.detail).toBe('удар палача забрал ход, который был ещё впереди.');
  });
});

describe('hover', () => {
  const line = `${TEXT}  expect not change Джон Фельтон вырублено\n  expect dies Джон Фельтон\n  expect why Палач "удар"\n`;
  const at = (word: string, from = 0) => hoverAt(line, line.indexOf(word, from) + 2);

  it('explains the expectation kind under the cursor, this one and the others', () => {
    expect(at('change')?.markdown.en).toContain("a step of this phase recorded a change to the player's move");
    expect(at('dies')?.markdown.ru).toContain('**умирает**');
    expect(at('why')?.markdown.ru).toContain('причины с пунктами');
  });

  it('explains the kind of change in both languages', () => {
    const h = at('вырублено', TEXT.length);
    expect(h?.markdown.ru).toContain('удар палача забрал ход');
    expect(h?.markdown.en).toContain("the executioner's blow took a move still to come");
  });
});

describe('highlighting', () => {
  it('knows the new kinds and the kinds of change as keywords', () => {
    expect(keywordWords()).toEqual(expect.arrayContaining(['change', 'почему', 'вырублено', 'в ловушке']));
  });
});
