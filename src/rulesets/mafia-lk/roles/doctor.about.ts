import { t } from '../../../engine/text.ts';
import { lkRoleAbout } from './role-about.ts';

/** The Doctor as the page shows the role: its names, rule text and clauses (its rules: doctor.ts). */
export const doctorAbout = lkRoleAbout({
  id: 'doctor',
  spec: {
    name: t('Доктор', 'Doctor'),
    aliases: ['Доктор', 'Доктора', 'Доктору', 'Доктором', 'Врач', 'Doctor', 'Medic'],
    when: 'night',
    nightAbility: true,
    targets: 1,
    clauses: ['D-28', 'D-29', 'D-30', 'D-31', 'D-32', 'D-33', 'D-36'],
    ability: t(
      'После всех ходов получает список людей на носилках (с пометкой «(лечить нельзя)») и обязан вылечить одного. ' +
        'Каждого игрока можно лечить один раз за партию, себя — тоже один раз.',
      'After all moves receives the stretcher list (marked "(cannot be healed)" where no cure is possible) and must heal one. ' +
        'Each player may be healed once per game, himself once too.',
    ),
  },
});
