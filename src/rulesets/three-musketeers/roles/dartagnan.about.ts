import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** D'Artagnan as the page shows the character: names, case forms and the names of its abilities. */
export const dartagnanAbout = roleAbout({
  id: 'dartagnan',
  spec: {
    name: t("Д'Артаньян", "D'Artagnan"),
    nickname: t('Дуэлянт', 'Duelist'),
    aliases: ["Д'Артаньян", "Д'Артаньяна", "Д'Артаньяну", 'Дартаньян', 'Дуэлянт', "D'Artagnan", 'Dartagnan'],
    when: 'day',
    targets: 1,
    clauses: ['A-83', 'A-84', 'A-85', 'A-86'],
    ability: t(
      'Раз за игру днём вызывает любого на дуэль и побеждает: день кончается ' +
        'посадкой вызванного, ночной порядок — обратный официальному.',
      'Once per game by day duels anyone and wins: the day ends with that player ' +
        'jailed; the night order is the reverse of the official one.',
    ),
  },
  forms: { g: 'm', ru: ["Д'Артаньян", "Д'Артаньяна", "Д'Артаньяну", "Д'Артаньяна", "Д'Артаньяном"], en: "D'Artagnan" },
  night: null,
  powers: { duel: { label: t('дуэль', 'duel') } },
});
