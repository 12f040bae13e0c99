import { t } from '../../../engine/text.ts';
import { pair } from '../night/support.ts';
import { defineRole } from './role.ts';
import { and, andEn, past } from './words.ts';

/** John Felton: the character's data, names, labels and night action. */
export const felton = defineRole({
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
    targets: 2,
    attack: null,
    harmful: true,
    blocker: true,
    watcher: null,
    clause: 'A-141',
    label: t('сведение', 'pairing'),
    summary: t('сводничество', 'pairing'),
    deed: (g, n) => t(`${past(g, 'свел', 'свела')} ${and(n, 'acc')}`, `brought ${andEn(n)} together`),
    perform: pair,
  },
});
