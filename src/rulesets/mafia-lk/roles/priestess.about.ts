import { t } from '../../../engine/text.ts';
import { lkRoleAbout } from './role-about.ts';

/** The Priestess of Love as the page shows the role: its names, rule text and clauses (its rules: priestess.ts). */
export const priestessAbout = lkRoleAbout({
  id: 'priestess',
  spec: {
    name: t('Жрица любви', 'Priestess of Love'),
    gender: 'f',
    aliases: [
      'Жрица любви',
      'Жрица Любви',
      'Жрицы любви',
      'Жрицу любви',
      'Жрице любви',
      'Жрица',
      'Жрицы',
      'Жрицу',
      'Жрице',
      'Priestess',
      'Priestess of Love',
      'Lover',
    ],
    when: 'night',
    nightAbility: true,
    targets: 1,
    clauses: ['D-46', 'D-47', 'D-48', 'D-49', 'D-50', 'D-51', 'D-52', 'D-7'],
    ability: t(
      'Каждую ночь забирает гостя: выстрел в гостя — промах. Выстрел в жрицу убивает её и гостя. ' +
        'Одного и того же — не две ночи подряд. Вводится автоматически от 12 игроков.',
      'Each night takes a guest: a shot at the guest misses. A shot at her kills her and her guest. ' +
        'Never the same guest two nights running. Added automatically from 12 players.',
    ),
  },
});
