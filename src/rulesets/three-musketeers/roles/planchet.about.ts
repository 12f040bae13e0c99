import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';
import { same } from './words.ts';

/** Planchet as the page shows the character: names, case forms and the names of its abilities. */
export const planchetAbout = roleAbout({
  id: 'planchet',
  spec: {
    name: t('Планше', 'Planchet'),
    aliases: ['Планше', 'Planchet'],
    when: 'evening',
    targets: 1,
    clauses: ['A-56', 'A-57', 'A-58', 'A-59'],
    ability: t(
      'Вечером, до перестановок мафии, закрепляет место одного персонажа в очереди; мафия не знает кого.',
      "In the evening, before the mafia swaps, locks one character's " + 'place in the order; the mafia are not told.',
    ),
  },
  forms: { g: 'm', ru: same('Планше'), en: 'Planchet' },
  night: null,
  powers: { lock: { label: t('закрепление', 'lock') } },
});
