import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** Porthos as the page shows the character: names, case forms and the names of its abilities. */
export const porthosAbout = roleAbout({
  id: 'porthos',
  spec: {
    name: t('Портос', 'Porthos'),
    nickname: t('Телохранитель', 'Bodyguard'),
    aliases: ['Портос', 'Портоса', 'Портосу', 'Телохранитель', 'Porthos'],
    when: 'night',
    targets: 1,
    clauses: ['A-76', 'A-77', 'A-78', 'A-79'],
    ability: t(
      'Защищает персонажа и ставит ловушку: киллер и де Тревиль гибнут, палач ' +
        'получает дубинкой и блокируется на сутки. Себя защитить не может.',
      'Protects a character with a trap: the killer and de Tréville die, the ' +
        'executioner is clubbed and blocked for a day. Cannot protect himself.',
    ),
  },
  forms: { g: 'm', ru: ['Портос', 'Портоса', 'Портосу', 'Портоса', 'Портосом'], en: 'Porthos' },
  night: {
    id: 'protect',
    label: t('защита с ловушкой', 'protection with a trap'),
  },
});
