import { t } from '../../../engine/text.ts';
import { lkRoleAbout } from './role-about.ts';

/** The Sheriff as the page shows the role: its names, rule text and clauses (its rules: sheriff.ts). */
export const sheriffAbout = lkRoleAbout({
  id: 'sheriff',
  spec: {
    name: t('Шериф', 'Sheriff'),
    aliases: ['Шериф', 'Шерифа', 'Шерифу', 'Шерифом', 'Комиссар', 'Комиссара', 'Sheriff', 'Commissar'],
    when: 'night',
    nightAbility: true,
    targets: 1,
    verbs: ['check', 'shoot'],
    clauses: ['D-20', 'D-21', 'D-22', 'D-25', 'D-26', 'D-27'],
    ability: t(
      'Каждую ночь либо проверяет игрока (ответ «мафия» / «мирный»), либо стреляет в него. ' +
        'Действует, даже если его убили этой ночью. Раз за партию может продлить день.',
      'Each night either checks a player (answer "mafia" / "civilian") or shoots one. Acts even if shot that night. ' +
        'Once per game may extend the day.',
    ),
  },
});
