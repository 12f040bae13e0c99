import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** D'Artagnan's Father as the page shows the character: names, case forms and the names of its abilities. */
export const fatherAbout = roleAbout({
  id: 'father',
  spec: {
    name: t("Отец Д'Артаньяна", "D'Artagnan's Father"),
    nickname: t('Мастер перевоплощений', 'Master of Transformations'),
    aliases: [
      "Отец Д'Артаньяна",
      "Отца Д'Артаньяна",
      "Отцу Д'Артаньяна",
      'Отец',
      'Отца',
      'Отцу',
      'Отцом',
      'Бертран',
      "D'Artagnan's Father",
      'Father',
    ],
    when: 'passive',
    targets: 1,
    clauses: ['A-152', 'A-153', 'A-154', 'A-155'],
    ability: t(
      'Изначально ничего не умеет; после каждой посадки или убийства ' + 'получает умения последнего выбывшего (кроме Аббатисы).',
      'Starts with nothing; after each jailing or kill takes the ' + "abilities of the last one out (never the Abbess's).",
    ),
  },
  forms: {
    g: 'm',
    ru: ["Отец Д'Артаньяна", "Отца Д'Артаньяна", "Отцу Д'Артаньяна", "Отца Д'Артаньяна", "Отцом Д'Артаньяна"],
    en: "D'Artagnan's Father",
  },
  night: null,
});
