import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** Athos as the page shows the character: names, case forms and the names of its abilities. */
export const athosAbout = roleAbout({
  id: 'athos',
  spec: {
    name: t('Атос', 'Athos'),
    nickname: t('Пьяница', 'Drunkard'),
    aliases: ['Атос', 'Атоса', 'Атосу', 'Атосом', 'Пьяница', 'Athos'],
    when: 'night',
    targets: 1,
    clauses: ['A-72', 'A-73', 'A-74'],
    ability: t(
      'Ночью уводит персонажа в трактир: гость в полной безопасности, но и ' + 'ничего не может делать. Самого Атоса могут убить.',
      'At night takes a guest to the tavern: the guest is fully safe ' + 'but can do nothing. Athos himself can be killed.',
    ),
  },
  forms: { g: 'm', ru: ['Атос', 'Атоса', 'Атосу', 'Атоса', 'Атосом'], en: 'Athos' },
  night: {
    id: 'tavern',
    label: t('трактир', 'tavern'),
  },
});
