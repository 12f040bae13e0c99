import { t } from '../../../engine/text.ts';
import { charm } from './milady-charm.ts';
import { revertIfPartnerDied, settleCharms } from './milady-settle.ts';
import { defineRole, type TmRole } from './role.ts';
import { and, andEn, past, same } from './words.ts';
import { roleAbout } from './role-about.ts';

/** Milady: the data the first paint reads (names, case forms, the names of its abilities). */
const miladyAbout = roleAbout({
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

/** Milady: the data above, with its traits, hooks and night action. */
export const milady: TmRole<'milady', 'swapActions'> = defineRole({
  ...miladyAbout,
  night: {
    ...miladyAbout.night,
    targets: 2,
    attack: null,
    harmful: true,
    blocker: false,
    watcher: null,
    clause: 'A-87',
    summary: t('чары', 'charm'),
    deed: (g, n) => t(`${past(g, 'загипнотизировал', 'загипнотизировала')} ${and(n, 'acc')}`, `hypnotised ${andEn(n)}`),
    perform: charm,
    atSlot: revertIfPartnerDied,
    afterSlots: settleCharms,
    sameTargetClause: 'A-87',
    charm: true,
    objectOnly: true,
    selfRule: (run) =>
      run.opt('miledyTargets') === 'twoDistinctOthers'
        ? {
            code: 'MILADY_TARGETS',
            clause: 'A-87',
            option: 'miledyTargets',
            text: t('Миледи очаровывает двух других персонажей (C-54)', 'Milady charms two other characters (C-54)'),
          }
        : null,
  },
});
