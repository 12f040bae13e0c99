import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';
import { same } from './words.ts';

/** Kitty as the page shows the character: names, case forms and the names of its abilities. */
export const kittyAbout = roleAbout({
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
    label: t('амулет', 'amulet'),
  },
});
