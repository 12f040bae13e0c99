// The data half of the example role of adding-a-role.test.ts (saved as roles/innkeeper.about.ts).
import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** The Innkeeper as the page shows the character: names, case forms and the name of the night ability. */
export const innkeeperAbout = roleAbout({
  id: 'innkeeper',
  spec: {
    name: t('Трактирщик', 'the Innkeeper'),
    nickname: t('Хозяин', 'Host'),
    aliases: ['Трактирщик', 'Трактирщика', 'Трактирщику', 'Хозяин', 'Innkeeper'],
    when: 'night',
    targets: 1,
    clauses: ['A-73'],
    ability: t(
      'Наливает персонажу вина: до конца ночи тот ничего не делает.',
      'Pours a character wine: that one does nothing for the rest of the night.',
    ),
  },
  forms: { g: 'm', ru: ['Трактирщик', 'Трактирщика', 'Трактирщику', 'Трактирщика', 'Трактирщиком'], en: 'the Innkeeper' },
  night: { id: 'pour', label: t('вино трактирщика', "the innkeeper's wine") },
});
