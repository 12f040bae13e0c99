import { describe, expect, it } from 'vitest';
import { whyLines } from '../../engine/expect-steps.ts';
import { stepIdOf } from '../../engine/step-id.ts';
import { t } from '../../engine/text.ts';
import type { ActionRef, Change } from '../../engine/timeline.ts';
import { abilityWord } from '../../engine/words.ts';
import { actionLine, actorAs, sameAction } from './action-words.ts';

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

describe('the panel’s action line agrees with `expect why`', () => {
  const who = (a: ActionRef) => a.actor;
  const ability = (a: ActionRef) => abilityWord(undefined, a.ability, 'ru');
  it('writes the empty move as ∅ and a move with no target without an arrow, as the why lines do', () => {
    const before = { actor: 'Арамис', role: 'aramis', ability: 'sermon', targets: ['Портос'] };
    const change: Change = { target: stepIdOf('n1.s3'), kind: 'swapped', before, after: null };
    const step = {
      id: stepIdOf('n1.s1'),
      phase: 'night',
      number: 1,
      outcome: 'performed',
      summary: t('', ''),
      causes: [],
      changes: [change],
      affects: [],
    } as const;
    const panel = `${actionLine(change.before, who, ability)} ⇒ ${actionLine(change.after, who, ability)}`;
    expect(panel).toBe(`Арамис: ${ability(before)} → Портос ⇒ ∅`);
    expect(whyLines(step, undefined).at(-1)!.ru).toContain(`n1.s3: ${panel}`);
    expect(actionLine({ ...before, targets: [] }, who, ability)).toBe(`Арамис: ${ability(before)}`);
  });
});
