import { t } from '../../../engine/text.ts';
import { lkRoleAbout } from './role-about.ts';

/** The Maniac as the page shows the role: its names, rule text and clauses (its rules: maniac.ts). */
export const maniacAbout = lkRoleAbout({
  id: 'maniac',
  spec: {
    name: t('Маньяк', 'Maniac'),
    aliases: ['Маньяк', 'Маньяка', 'Маньяку', 'Маньяком', 'Maniac', 'Serial killer'],
    when: 'night',
    nightAbility: true,
    targets: 1,
    clauses: ['D-37', 'D-38', 'D-40', 'D-41', 'D-42', 'D-43', 'D-44'],
    ability: t(
      'В первую ночь выбирает сторону: «за себя» (тёмный) или «за город» (светлый, по умолчанию). ' +
        'Обязан убивать каждую ночь; действует, даже если убит. Шериф видит его «мирным».',
      'On the first night picks a side: "for myself" (dark) or "for the town" (light, the default). ' +
        'Must kill every night; acts even if killed. The Sheriff is told "civilian".',
    ),
  },
});
