import { t } from '../../../engine/text.ts';
import { defineRole, type TmRole } from './role.ts';
import type { TmState } from '../state.ts';
import { dayMemory } from '../day/memory.ts';

/** Constance Bonacieux: the character's data, names, labels and night action. */
export const constance: TmRole<'constance', never> = defineRole({
  id: 'constance',
  neutralize: (ctx, book, id, permanent) => {
    const mem = dayMemory(ctx.state);
    if (mem.constancePulls[book.day] ?? 0) return false;
    book.neutralized.pull = id;
    if (permanent) mem.pullNeutralized = true;
    return true;
  },
  carried: (state, bit) => (pulls(state) >= 2 ? bit.pullUsed : 0) | (state.dayPowers?.pullNeutralized ? bit.pullNeutralized : 0),
  bomb: true,
  spec: {
    name: t('Констанция Бонасье', 'Constance Bonacieux'),
    nickname: t('Бомба', 'Bomb'),
    aliases: [
      'Констанция Бонасье',
      'Констанции Бонасье',
      'Констанцию Бонасье',
      'Констанция',
      'Констанцию',
      'Констанции',
      'Бомба',
      'Constance',
      'Constance Bonacieux',
    ],
    when: 'passive',
    targets: 0,
    clauses: ['A-98', 'A-99', 'A-100', 'A-101', 'A-102', 'A-103'],
    ability: t(
      "Пока жив кто-то из четвёрки (Д'Артаньян и три мушкетёра), её убийцу убивают " +
        'мушкетёры и ночь заканчивается. Днём может перетянуть до 2 голосов на себя.',
      "While any of the four (D'Artagnan and the three musketeers) lives, her killer is killed by the " +
        'musketeers and the night ends. By day she may pull up to 2 votes onto herself.',
    ),
  },
  forms: {
    g: 'f',
    ru: ['Констанция Бонасье', 'Констанции Бонасье', 'Констанции Бонасье', 'Констанцию Бонасье', 'Констанцией Бонасье'],
    en: 'Constance',
  },
  night: null,
  powers: { pull: t('перетягивание голосов', 'vote pull') },
});

/** The votes she has pulled so far, over all days (two at most, A-103). */
function pulls(state: TmState): number {
  let n = 0;
  const all = state.dayPowers?.constancePulls;
  for (const day in all) n += all[day as unknown as number] ?? 0;
  return n;
}
