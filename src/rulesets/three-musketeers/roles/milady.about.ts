import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';
import { same } from './words.ts';

/** Milady as the page shows the character: names, case forms and the names of its abilities. */
export const miladyAbout = roleAbout({
  id: 'milady',
  spec: {
    name: t('Миледи', 'Milady'),
    nickname: t('Ведьма', 'Witch'),
    aliases: ['Миледи', 'Ведьма', 'Milady'],
    when: 'night',
    targets: 2,
    clauses: ['A-87', 'A-88', 'A-89', 'A-90', 'A-91', 'A-92', 'A-93'],
    ability: t(
      'Меняет местами действия двух персонажей. Оба до неё — чары бессильны; оба после — ' +
        'обмен; один до, другой после — второй повторяет действие первого.',
      'Swaps the actions of two characters. Both before her: powerless; both after: swapped; ' +
        "one before, one after: the later one repeats the earlier one's action.",
    ),
  },
  forms: { g: 'f', ru: same('Миледи'), en: 'Milady' },
  night: {
    id: 'swapActions',
    label: t('чары (обмен действий)', 'charm (swap of actions)'),
  },
});
