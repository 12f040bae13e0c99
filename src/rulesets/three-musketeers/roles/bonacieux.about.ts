import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** Bonacieux the Haberdasher as the page shows the character: names, case forms and the names of its abilities. */
export const bonacieuxAbout = roleAbout({
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
