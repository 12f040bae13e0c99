import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** Executioner of Lille as the page shows the character: names, case forms and the names of its abilities. */
export const executionerAbout = roleAbout({
  id: 'executioner',
  spec: {
    name: t('Палач из Лилля', 'Executioner of Lille'),
    nickname: t('Пукалка', 'Zapper'),
    aliases: ['Палач из Лилля', 'Палача из Лилля', 'Палач', 'Палача', 'Пукалка', 'Executioner'],
    when: 'night',
    targets: 1,
    clauses: ['A-121', 'A-122', 'A-123', 'A-124', 'A-125'],
    ability: t(
      'Бьёт обухом топора: жертва без сознания сутки (не голосует, ' + 'следующей ночью ходит первой). Повторный удар убивает.',
      'Hits with the axe butt: the victim is out for a day (no vote, slot 1 next night). A second hit kills.',
    ),
  },
  forms: {
    g: 'm',
    ru: ['Палач из Лилля', 'Палача из Лилля', 'Палачу из Лилля', 'Палача из Лилля', 'Палачом из Лилля'],
    en: 'the Executioner',
  },
  night: {
    id: 'knockout',
    label: t('удар обухом', 'axe-butt blow'),
  },
});
