import { describe, expect, it } from 'vitest';
import { actorAs, sameAction } from './action-words.ts';

describe('action words', () => {
  it('reads a borrowed role as one person', () => {
    expect(actorAs('Кэтти', 'Атос', 'ru')).toBe('Кэтти в роли Атоса');
    expect(actorAs('Вася', 'Миледи', 'ru')).toBe('Вася в роли Миледи');
    expect(actorAs('Атос', 'Атос', 'ru')).toBe('Атос');
    expect(actorAs('Kitty', 'Athos', 'en')).toBe('Kitty as Athos');
  });
  it('knows when submitted and performed are the same', () => {
    const a = { actor: 'Атос', role: 'athos', ability: 'tavern', targets: ['Рошфор'] };
    expect(sameAction(a, { ...a })).toBe(true);
    expect(sameAction(a, { ...a, targets: ['Кэтти'] })).toBe(false);
  });
});
