import { t } from '../../../engine/text.ts';
import { rolePm } from '../messages.ts';
import { lkRole } from './role.ts';

const NAME = t('Мирный житель', 'Civilian');

/** A civilian (D-3): a light player without a night action, who votes by day. */
export const civilian = lkRole({
  id: 'civilian',
  spec: {
    name: NAME,
    aliases: ['Мирный житель', 'Мирного жителя', 'Мирный', 'Житель', 'Civilian', 'Townsperson', 'Villager'],
    when: 'none',
    nightAbility: false,
    targets: 0,
    clauses: ['D-3'],
    ability: t('Светлый игрок без ночного действия; голосует днём.', 'A light player without a night action; votes by day.'),
  },
  team: 'honest',
  pm: (_ctx, _p, step) => rolePm(NAME, NAME, 'hostLine', [], [], step),
});
