import { t } from '../../../engine/text.ts';
import { lkRoleAbout } from './role-about.ts';

/** A civilian as the page shows the role: its names, rule text and clauses (its rules: civilian.ts). */
export const civilianAbout = lkRoleAbout({
  id: 'civilian',
  spec: {
    name: t('Мирный житель', 'Civilian'),
    aliases: ['Мирный житель', 'Мирного жителя', 'Мирный', 'Житель', 'Civilian', 'Townsperson', 'Villager'],
    when: 'none',
    nightAbility: false,
    targets: 0,
    clauses: ['D-3'],
    ability: t('Светлый игрок без ночного действия; голосует днём.', 'A light player without a night action; votes by day.'),
  },
});
