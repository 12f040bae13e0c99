import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** John Felton as the page shows the character: names, case forms and the names of its abilities. */
export const feltonAbout = roleAbout({
  id: 'felton',
  spec: {
    name: t('Джон Фельтон', 'John Felton'),
    nickname: t('Сводчик', 'Pairer'),
    aliases: ['Джон Фельтон', 'Джона Фельтона', 'Фельтон', 'Фельтона', 'Сводчик', 'Felton', 'John Felton'],
    when: 'night',
    targets: 2,
    clauses: ['A-141', 'A-142', 'A-143', 'A-144', 'A-145', 'A-146'],
    ability: t(
      'Сводит двоих: сутки они ничего не могут сделать друг другу, и ' + 'их голоса друг против друга не учитываются.',
      'Pairs two players: for a day they can do nothing to each other, ' + 'and their votes against each other are not counted.',
    ),
  },
  forms: { g: 'm', ru: ['Джон Фельтон', 'Джона Фельтона', 'Джону Фельтону', 'Джона Фельтона', 'Джоном Фельтоном'], en: 'John Felton' },
  night: {
    id: 'pair',
    label: t('сведение', 'pairing'),
  },
});
