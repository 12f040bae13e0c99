import { describe, expect, it } from 'vitest';
import { actorAs, sameAction } from './action-words.ts';

describe('action words', () => {
  it('reads a borrowed role as one person', () => {
    expect(actorAs('Кэтти', 'Атос', false, 'ru')).toBe('Кэтти в роли Атоса');
    expect(actorAs('Вася', 'Миледи', false, 'ru')).toBe('Вася в роли Миледи');
    expect(actorAs('Атос', 'Атос', true, 'ru')).toBe('Атос');
    expect(actorAs('Дима', 'Доктор', true, 'ru')).toBe('Дима (Доктор)');
    expect(actorAs('Kitty', 'Athos', false, 'en')).toBe('Kitty as Athos');
  });
  it('knows when submitted and performed are the same', () => {
    const a = { actor: 'Атос', role: 'athos', ability: 'tavern', targets: ['Рошфор'] };
    expect(sameAction(a, { ...a })).toBe(true);
    expect(sameAction(a, { ...a, targets: ['Кэтти'] })).toBe(false);
  });
});
