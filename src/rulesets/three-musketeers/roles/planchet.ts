import { t } from '../../../engine/text.ts';
import { defineRole, type TmRole } from './role.ts';
import { same } from './words.ts';

/** Planchet: the character's data, names, labels and night action. */
export const planchet: TmRole<'planchet', never> = defineRole({
  id: 'planchet',
  slotLock: true,
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
  powers: { lock: { label: t('закрепление', 'lock'), clause: 'A-56', evening: true } },
});
