import { describe, expect, it } from 'vitest';
import { hoverAt } from './hover.ts';
import { literal } from './markdown.ts';

describe('literal', () => {
  it('escapes every markdown and HTML character of user text', () => {
    expect(literal('![x](x)')).toBe('\\!\\[x\\]\\(x\\)');
    expect(literal('<b>Вася</b>')).toBe('\\<b\\>Вася\\<\\/b\\>');
    expect(literal('Д’Артаньян')).toBe('Д’Артаньян');
  });
  it('keeps a player’s name as text in the role hover', () => {
    const text = 'ruleset three-musketeers\nplayer ![x](x): Атос\n';
    const hover = hoverAt(text, text.indexOf('Атос') + 1);
    expect(hover?.markdown.ru).toContain('**\\!\\[x\\]\\(x\\)**');
  });
});
