import type { RoleSpec } from '../../engine/ruleset.ts';
import { t } from '../../engine/text.ts';

/** Role ids of «Мафия ЛК» (D.0). */
export type LkRoleId = 'don' | 'mafia' | 'sheriff' | 'doctor' | 'maniac' | 'priestess' | 'child' | 'civilian';

/** Every LK role id, in the order of the rulebook's role list. */
export const LK_ROLE_IDS: readonly LkRoleId[] = ['don', 'mafia', 'sheriff', 'doctor', 'maniac', 'priestess', 'child', 'civilian'];

const ranks = (n: number): string[] => [`Мафия (${n})`, `Мафия(${n})`, `Mafia (${n})`];

/**
 * The roles of «Мафия ЛК» as data (D.0). Aliases carry the rulebook's spellings and the inflected
 * forms its examples use («Дон Мафии», «Мафия (1)», «Жрица Любви», «дитя мафии»). A mafioso's rank
 * is the number written in «Мафия (n)» (PlayerDecl.rank; rank.ts), not his line.
 */
export const LK_ROLES: readonly RoleSpec[] = [
  {
    id: 'don', name: t('Дон мафии', 'Mafia Don'),
    aliases: ['Дон мафии', 'Дон Мафии', 'Дона мафии', 'Дону мафии', 'Дон', 'Дона', 'Дону', 'Don', 'Mafia Don', 'Godfather'],
    when: 'night', nightAbility: true, targets: 1, clauses: ['D-11', 'D-12', 'D-14', 'D-15', 'D-16', 'D-17'],
    ability: t(
      'Глава мафии: ведущий принимает решение мафии только от него. Проверка шерифа видит его как «мафия». Раз за партию может продлить день. После его смерти Доном становится старший мафиози.',
      'Head of the mafia: the host takes the mafia decision only from him. The Sheriff is told "mafia". Once per game may extend the day. When he dies the senior mafioso becomes Don.',
    ),
  },
  {
    id: 'mafia', name: t('Мафия', 'Mafioso'),
    aliases: ['Мафия', 'Мафиози', 'Мафиозо', 'Mafioso', 'Mafia', ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].flatMap(ranks)],
    when: 'night', nightAbility: true, targets: 1, clauses: ['D-12', 'D-18', 'D-19'],
    ability: t(
      'Чёрный игрок, участвует в ночном голосовании мафии. Нельзя стрелять в мафию или Дона. Ранг (1), (2)… — порядок наследования поста Дона.',
      'A black player who takes part in the mafia\'s night vote. May not shoot mafia or the Don. The rank (1), (2)… is the order of succession to Don.',
    ),
  },
  {
    id: 'sheriff', name: t('Шериф', 'Sheriff'),
    aliases: ['Шериф', 'Шерифа', 'Шерифу', 'Шерифом', 'Комиссар', 'Комиссара', 'Sheriff', 'Commissar'],
    when: 'night', nightAbility: true, targets: 1, verbs: ['check', 'shoot'], clauses: ['D-20', 'D-21', 'D-22', 'D-25', 'D-26', 'D-27'],
    ability: t(
      'Каждую ночь либо проверяет игрока (ответ «мафия» / «мирный»), либо стреляет в него. Действует, даже если его убили этой ночью. Раз за партию может продлить день.',
      'Each night either checks a player (answer "mafia" / "civilian") or shoots one. Acts even if shot that night. Once per game may extend the day.',
    ),
  },
  {
    id: 'doctor', name: t('Доктор', 'Doctor'),
    aliases: ['Доктор', 'Доктора', 'Доктору', 'Доктором', 'Врач', 'Doctor', 'Medic'],
    when: 'night', nightAbility: true, targets: 1, clauses: ['D-28', 'D-29', 'D-30', 'D-31', 'D-32', 'D-33', 'D-36'],
    ability: t(
      'После всех ходов получает список людей на носилках (с пометкой «(лечить нельзя)») и обязан вылечить одного. Каждого игрока можно лечить один раз за партию, себя — тоже один раз.',
      'After all moves receives the stretcher list (marked "(cannot be healed)" where no cure is possible) and must heal one. Each player may be healed once per game, himself once too.',
    ),
  },
  {
    id: 'maniac', name: t('Маньяк', 'Maniac'),
    aliases: ['Маньяк', 'Маньяка', 'Маньяку', 'Маньяком', 'Maniac', 'Serial killer'],
    when: 'night', nightAbility: true, targets: 1, clauses: ['D-37', 'D-38', 'D-40', 'D-41', 'D-42', 'D-43', 'D-44'],
    ability: t(
      'В первую ночь выбирает сторону: «за себя» (тёмный) или «за город» (светлый, по умолчанию). Обязан убивать каждую ночь; действует, даже если убит. Шериф видит его «мирным».',
      'On the first night picks a side: "for myself" (dark) or "for the town" (light, the default). Must kill every night; acts even if killed. The Sheriff is told "civilian".',
    ),
  },
  {
    id: 'priestess', name: t('Жрица любви', 'Priestess of Love'), gender: 'f',
    aliases: ['Жрица любви', 'Жрица Любви', 'Жрицы любви', 'Жрицу любви', 'Жрице любви', 'Жрица', 'Жрицы', 'Жрицу', 'Жрице', 'Priestess', 'Priestess of Love', 'Lover'],
    when: 'night', nightAbility: true, targets: 1, clauses: ['D-46', 'D-47', 'D-48', 'D-49', 'D-50', 'D-51', 'D-52', 'D-7'],
    ability: t(
      'Каждую ночь забирает гостя: выстрел в гостя — промах. Выстрел в жрицу убивает её и гостя. Одного и того же — не две ночи подряд. Вводится автоматически от 12 игроков.',
      'Each night takes a guest: a shot at the guest misses. A shot at her kills her and her guest. Never the same guest two nights running. Added automatically from 12 players.',
    ),
  },
  {
    id: 'child', name: t('Дитя мафии', 'Child of the Mafia'),
    aliases: ['Дитя мафии', 'Дитя Мафии', 'Ребёнок мафии', 'Ребенок мафии', 'Ребёнка мафии', 'Ребенка мафии', 'Сын Дона', 'Дитя', 'Child', 'Child of the Mafia', 'Mafia Child'],
    when: 'passive', nightAbility: false, targets: 0, clauses: ['D-54', 'D-55', 'D-56', 'D-8'],
    ability: t(
      'Внебрачный сын Дона, сам считает себя мирным. Мафия не может его убить: выстрел в него отменяется, другой жертвы в эту ночь нет. Вводится автоматически от 15 игроков.',
      'The Don\'s illegitimate son; believes he is a civilian. The mafia cannot kill him: their shot is cancelled and there is no other victim that night. Added automatically from 15 players.',
    ),
  },
  {
    id: 'civilian', name: t('Мирный житель', 'Civilian'),
    aliases: ['Мирный житель', 'Мирного жителя', 'Мирный', 'Житель', 'Civilian', 'Townsperson', 'Villager'],
    when: 'none', nightAbility: false, targets: 0, clauses: ['D-3'],
    ability: t('Светлый игрок без ночного действия; голосует днём.', 'A light player without a night action; votes by day.'),
  },
];

/** The role spec by id (every LkRoleId has one). */
export function lkRole(id: string): RoleSpec | undefined {
  return LK_ROLES.find((r) => r.id === id);
}

/** Narrows a declared role id to an LK role id. */
export function isLkRole(id: string): id is LkRoleId {
  return (LK_ROLE_IDS as readonly string[]).includes(id);
}
