import { rolePm } from '../messages.ts';
import { lkRole } from './role.ts';
import { t } from '../../../engine/text.ts';
import { lkRoleAbout } from './role-about.ts';

/** A civilian: the data the first paint reads (names, rule text, clauses). */
const civilianAbout = lkRoleAbout({
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

const NAME = civilianAbout.spec.name;

/** A civilian (D-3): a light player without a night action, who votes by day. */
export const civilian = lkRole({
  ...civilianAbout,
  team: 'honest',
  fallback: true,
  pm: (_ctx, _p, step) => rolePm(NAME, NAME, 'hostLine', [], [], step),
});
