import { describe, expect, it } from 'vitest';
import { completionsAt } from '../../../src/dsl/complete.ts';
import { hoverAt } from '../../../src/dsl/hover.ts';

const TEXT = 'ruleset tm\nplayer Маша: Кэтти, честная, ж\nplayer Атос\nnight 1\n  Маша -> Атоса\n  expect message Маша M12\n';
const at = (needle: string, extra = 1): number => TEXT.indexOf(needle) + extra;

describe('hover explains keywords, team and gender words, message codes', () => {
  it('a keyword', () => {
    expect(hoverAt(TEXT, at('night'))?.markdown.ru).toContain('**ночь**');
    expect(hoverAt(TEXT, at('player'))?.markdown.en).toContain('**player**');
  });
  it('a team word and a gender word on the player line', () => {
    expect(hoverAt(TEXT, at('честная'))?.markdown.ru).toContain('команда: честные');
    expect(hoverAt(TEXT, at(', ж', 2))?.markdown.ru).toContain('женский род');
  });
  it('M12 shows its text', () => {
    expect(hoverAt(TEXT, at('M12'))?.markdown.ru).toContain('**M12** — «Птички пели');
  });
});

describe("completion offers the scenario's players first, then roles in the UI language", () => {
  it('at a move line', () => {
    const items = completionsAt(`${TEXT}  `, TEXT.length + 2, 'en');
    const sorted = [...items].sort((a, b) => (a.sortText ?? 'z').localeCompare(b.sortText ?? 'z'));
    expect(sorted.slice(0, 2).map((i) => i.label)).toEqual(['Маша', 'Атос']);
    expect(sorted[2]?.kind).toBe('role');
    expect(sorted[2]?.label).toBe('Athos');
  });
  it('offers gender words on the player line', () => {
    const text = 'ruleset tm\nplayer Маша: Кэтти, ';
    expect(
      completionsAt(text, text.length, 'ru')
        .filter((i) => i.detail === 'род имени')
        .map((i) => i.label),
    ).toContain('ж');
  });
});
