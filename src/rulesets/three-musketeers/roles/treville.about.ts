import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** Captain de Tréville as the page shows the character: names, case forms and the names of its abilities. */
export const trevilleAbout = roleAbout({
  id: 'treville',
  spec: {
    name: t('Капитан де Тревиль', 'Captain de Tréville'),
    nickname: t('Самурай', 'Samurai'),
    aliases: [
      'Капитан де Тревиль',
      'Капитана де Тревиля',
      'де Тревиль',
      'де Тревилль',
      'де Тревиля',
      'де Тревилля',
      'Тревиль',
      'Тревилль',
      'Самурай',
      'Treville',
      'de Treville',
      'de Tréville',
    ],
    when: 'night',
    targets: 1,
    clauses: ['A-156', 'A-157', 'A-158', 'A-159', 'A-160'],
    ability: t(
      'Может убить ночью: предатель умирает; если жертва честная — де Тревиль кончает с собой, жертва жива.',
      'May kill at night: a traitor dies; if the victim is honest, de ' + 'Tréville kills himself and the victim lives.',
    ),
  },
  forms: { g: 'm', ru: ['де Тревиль', 'де Тревиля', 'де Тревилю', 'де Тревиля', 'де Тревилем'], en: 'de Tréville' },
  night: {
    id: 'trevilleKill',
    label: t('попытка убийства', 'kill attempt'),
  },
});
