import { t } from '../../../engine/text.ts';
import { amulet } from '../night/support.ts';
import { defineRole, one } from './role.ts';
import { first, past, same } from './words.ts';

/** Kitty: the character's data, names, labels and night action. */
export const kitty = defineRole({
  id: 'kitty',
  spec: {
    name: t('Кэтти', 'Kitty'),
    nickname: t('Доктор', 'Doctor'),
    aliases: ['Кэтти', 'Кэтии', 'Кэти', 'Доктор', 'Kitty'],
    when: 'night',
    targets: 1,
    clauses: ['A-135', 'A-136', 'A-137', 'A-138'],
    ability: t(
      'Даёт амулет: киллер, де Тревиль и палач не могут напасть на его обладателя. Раз ' +
        'за игру может оставить себе; сама не даёт одному два раза подряд.',
      'Lends her amulet: the killer, de Tréville and the executioner cannot attack its holder. ' +
        'Once per game may keep it; never to the same player twice in a row herself.',
    ),
  },
  forms: { g: 'f', ru: same('Кэтти'), en: 'Kitty' },
  night: {
    id: 'amulet',
    targets: 1,
    attack: null,
    harmful: false,
    blocker: false,
    watcher: null,
    clause: 'A-135',
    label: t('амулет', 'amulet'),
    summary: t('амулет', 'amulet'),
    deed: (g, n) =>
      t(`${past(g, 'повесил', 'повесила')} ${first(n).ru('dat')} на шею амулет`, `hung the amulet round ${first(n).en}'s neck`),
    perform: one(amulet),
  },
});
