import { t } from '../../../engine/text.ts';
import { attack } from '../night/attack.ts';
import { defineRole, one } from './role.ts';
import { first, past } from './words.ts';

/** Executioner of Lille: the character's data, names, labels and night action. */
export const executioner = defineRole({
  id: 'executioner',
  spec: {
    name: t('Палач из Лилля', 'Executioner of Lille'),
    nickname: t('Пукалка', 'Zapper'),
    aliases: ['Палач из Лилля', 'Палача из Лилля', 'Палач', 'Палача', 'Пукалка', 'Executioner'],
    when: 'night',
    targets: 1,
    clauses: ['A-121', 'A-122', 'A-123', 'A-124', 'A-125'],
    ability: t(
      'Бьёт обухом топора: жертва без сознания сутки (не голосует, ' + 'следующей ночью ходит первой). Повторный удар убивает.',
      'Hits with the axe butt: the victim is out for a day (no vote, slot 1 next night). A second hit kills.',
    ),
  },
  forms: {
    g: 'm',
    ru: ['Палач из Лилля', 'Палача из Лилля', 'Палачу из Лилля', 'Палача из Лилля', 'Палачом из Лилля'],
    en: 'the Executioner',
  },
  night: {
    id: 'knockout',
    targets: 1,
    attack: 'axe',
    harmful: true,
    blocker: false,
    watcher: null,
    clause: 'A-121',
    label: t('удар обухом', 'axe-butt blow'),
    summary: t('удар обухом', 'axe-butt hit'),
    deed: (g, n) => t(`${past(g, 'ударил', 'ударила')} ${first(n).ru('acc')} обухом топора`, `hit ${first(n).en} with the axe butt`),
    perform: one(attack),
  },
});
