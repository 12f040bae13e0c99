import { t } from '../../../engine/text.ts';
import { lkRoleAbout } from './role-about.ts';

/** The Child of the Mafia as the page shows the role: its names, rule text and clauses (its rules: child.ts). */
export const childAbout = lkRoleAbout({
  id: 'child',
  spec: {
    name: t('Дитя мафии', 'Child of the Mafia'),
    aliases: [
      'Дитя мафии',
      'Дитя Мафии',
      'Ребёнок мафии',
      'Ребенок мафии',
      'Ребёнка мафии',
      'Ребенка мафии',
      'Сын Дона',
      'Дитя',
      'Child',
      'Child of the Mafia',
      'Mafia Child',
    ],
    when: 'passive',
    nightAbility: false,
    targets: 0,
    clauses: ['D-54', 'D-55', 'D-56', 'D-8'],
    ability: t(
      'Внебрачный сын Дона, сам считает себя мирным. Мафия не может его убить: выстрел в него отменяется, ' +
        'другой жертвы в эту ночь нет. Вводится автоматически от 15 игроков.',
      "The Don's illegitimate son; believes he is a civilian. The mafia cannot kill him: their shot is cancelled " +
        'and there is no other victim that night. Added automatically from 15 players.',
    ),
  },
});
