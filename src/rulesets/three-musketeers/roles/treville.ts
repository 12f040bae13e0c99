import { t } from '../../../engine/text.ts';
import { attack } from '../night/attack.ts';
import { defineRole, one } from './role.ts';
import { first, past } from './words.ts';

/** Captain de Tréville: the character's data, names, labels and night action. */
export const treville = defineRole({
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
    targets: 1,
    attack: 'sword',
    harmful: true,
    blocker: false,
    watcher: null,
    clause: 'A-156',
    label: t('попытка убийства', 'kill attempt'),
    summary: t('казнь де Тревиля', "de Tréville's kill"),
    deed: (g, n) =>
      t(`${past(g, 'ворвался', 'ворвалась')} со шпагой в шатер к ${first(n).ru('dat')}`, `broke into ${first(n).en}'s tent with a sword`),
    perform: one(attack),
  },
});
