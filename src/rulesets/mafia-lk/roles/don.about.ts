import { t } from '../../../engine/text.ts';
import { lkRoleAbout } from './role-about.ts';

/** The Mafia Don as the page shows the role: its names, rule text and clauses (its rules: don.ts). */
export const donAbout = lkRoleAbout({
  id: 'don',
  spec: {
    name: t('Дон мафии', 'Mafia Don'),
    aliases: ['Дон мафии', 'Дон Мафии', 'Дона мафии', 'Дону мафии', 'Дон', 'Дона', 'Дону', 'Don', 'Mafia Don', 'Godfather'],
    when: 'night',
    nightAbility: true,
    targets: 1,
    clauses: ['D-11', 'D-12', 'D-14', 'D-15', 'D-16', 'D-17'],
    ability: t(
      'Глава мафии: ведущий принимает решение мафии только от него. Проверка шерифа видит его как «мафия». ' +
        'Раз за партию может продлить день. После его смерти Доном становится старший мафиози.',
      'Head of the mafia: the host takes the mafia decision only from him. The Sheriff is told "mafia". ' +
        'Once per game may extend the day. When he dies the senior mafioso becomes Don.',
    ),
  },
});
