import { t } from '../../../engine/text.ts';
import { watch } from '../night/support.ts';
import { bonacieuxReport } from './bonacieux-report.ts';
import { defineRole, one, type TmRole } from './role.ts';
import { first, past } from './words.ts';
import { roleAbout } from './role-about.ts';

/** Bonacieux the Haberdasher: the data the first paint reads (names, case forms, the names of its abilities). */
const bonacieuxAbout = roleAbout({
  id: 'bonacieux',
  spec: {
    name: t('Галантерейщик Бонасье', 'Bonacieux the Haberdasher'),
    nickname: t('Следователь', 'Investigator'),
    aliases: [
      'Галантерейщик Бонасье',
      'Галантерейщика Бонасье',
      'Галантерейщику Бонасье',
      'Галантерейщик',
      'Бонасье',
      'Следователь',
      'Bonacieux',
      'Haberdasher',
    ],
    when: 'night',
    targets: 1,
    clauses: ['A-110', 'A-111', 'A-112', 'A-113', 'A-114'],
    ability: t(
      'Подмастерье следит за персонажем и видит всё, что с ним делали и кто. Не подвластен Ля Шене и Миледи.',
      'His apprentice watches a character and sees everything done to ' + 'it, and by whom. Immune to La Chesnaye and Milady.',
    ),
  },
  forms: {
    g: 'm',
    ru: ['Галантерейщик Бонасье', 'Галантерейщика Бонасье', 'Галантерейщику Бонасье', 'Галантерейщика Бонасье', 'Галантерейщиком Бонасье'],
    en: 'Bonacieux',
  },
  night: {
    id: 'watchVisitors',
    label: t('слежка подмастерья', "apprentice's watch"),
  },
});

/** Bonacieux the Haberdasher: the data above, with its traits, hooks and night action. */
export const bonacieux: TmRole<'bonacieux', 'watchVisitors'> = defineRole({
  ...bonacieuxAbout,
  night: {
    ...bonacieuxAbout.night,
    targets: 1,
    attack: null,
    harmful: false,
    blocker: false,
    watcher: 'visitors',
    clause: 'A-110',
    summary: t('слежка (подмастерье)', 'watch (apprentice)'),
    deed: (g, n) =>
      t(`${past(g, 'отправил', 'отправила')} подмастерья следить за ${first(n).ru('ins')}`, `sent an apprentice to watch ${first(n).en}`),
    perform: one(watch),
    report: bonacieuxReport,
    forcedReport: 'M8',
  },
});
