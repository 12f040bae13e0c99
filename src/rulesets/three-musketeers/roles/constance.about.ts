import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** Constance Bonacieux as the page shows the character: names, case forms and the names of its abilities. */
export const constanceAbout = roleAbout({
  id: 'constance',
  spec: {
    name: t('Констанция Бонасье', 'Constance Bonacieux'),
    nickname: t('Бомба', 'Bomb'),
    aliases: [
      'Констанция Бонасье',
      'Констанции Бонасье',
      'Констанцию Бонасье',
      'Констанция',
      'Констанцию',
      'Констанции',
      'Бомба',
      'Constance',
      'Constance Bonacieux',
    ],
    when: 'passive',
    targets: 0,
    clauses: ['A-98', 'A-99', 'A-100', 'A-101', 'A-102', 'A-103'],
    ability: t(
      "Пока жив кто-то из четвёрки (Д'Артаньян и три мушкетёра), её убийцу убивают " +
        'мушкетёры и ночь заканчивается. Днём может перетянуть до 2 голосов на себя.',
      "While any of the four (D'Artagnan and the three musketeers) lives, her killer is killed by the " +
        'musketeers and the night ends. By day she may pull up to 2 votes onto herself.',
    ),
  },
  forms: {
    g: 'f',
    ru: ['Констанция Бонасье', 'Констанции Бонасье', 'Констанции Бонасье', 'Констанцию Бонасье', 'Констанцией Бонасье'],
    en: 'Constance',
  },
  night: null,
  powers: { pull: { label: t('перетягивание голосов', 'vote pull') } },
});
