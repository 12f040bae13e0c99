import { t } from '../../../engine/text.ts';
import { lkRoleAbout } from './role-about.ts';

/** «Мафия (2)»: how a ranked mafioso is written (D-12). */
const ranks = (n: number): string[] => [`Мафия (${n})`, `Мафия(${n})`, `Mafia (${n})`];

/** A mafioso as the page shows the role: its names, rule text and clauses (its rules: mafia.ts). */
export const mafiaAbout = lkRoleAbout({
  id: 'mafia',
  spec: {
    name: t('Мафия', 'Mafioso'),
    aliases: ['Мафия', 'Мафиози', 'Мафиозо', 'Mafioso', 'Mafia', ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].flatMap(ranks)],
    when: 'night',
    nightAbility: true,
    targets: 1,
    clauses: ['D-12', 'D-18', 'D-19'],
    ability: t(
      'Чёрный игрок, участвует в ночном голосовании мафии. Нельзя стрелять в мафию или Дона. ' +
        'Ранг (1), (2)… — порядок наследования поста Дона.',
      "A black player who takes part in the mafia's night vote. May not shoot mafia or the Don. " +
        'The rank (1), (2)… is the order of succession to Don.',
    ),
  },
});
