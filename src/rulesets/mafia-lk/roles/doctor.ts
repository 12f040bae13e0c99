import { t } from '../../../engine/text.ts';
import { rolePm } from '../messages.ts';
import { doctorMemo, doctorMemory, markHealed } from './doctor-memory.ts';
import { resolveDoctor } from './doctor-night.ts';
import { lkRole } from './role.ts';
import { lkRoleAbout } from './role-about.ts';

/** The Doctor: the data the first paint reads (names, rule text, clauses). */
const doctorAbout = lkRoleAbout({
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
  abilities: { heal: { label: t('лечение', 'heal') } },
});

/** The Doctor (D-28 … D-36): heals one player from the stretcher list after every other move. */
export const doctor = lkRole({
  ...doctorAbout,
  team: 'honest',
  unique: true,
  core: true,
  canHeal: true,
  night: { slot: 'doctor', turn: 5, resolve: resolveDoctor },
  checked: () => ({ mafia: false, clause: 'D-33' }),
  pm: (_ctx, p, step) => rolePm(p.def.spec.name, p.def.spec.name, 'inline', [], [], step),
  memory: doctorMemory,
  carried: (state) => {
    const m = doctorMemo(state);
    return [...(m.selfHealUsed ? ['selfHealUsed'] : []), ...(m.totalHealUsed ? ['healUsed'] : [])];
  },
  carriedOn: (state, p) => (doctorMemo(state).healed.includes(p.name) ? ['healed'] : []),
  // D-32: once per game for each patient, once for himself (or a single heal under lkDoctorLimit = totalOnce).
  startFacts: {
    healed: (state, p) => markHealed(state, p.name),
    selfHealUsed: (state) => void (doctorMemo(state).selfHealUsed = true),
    healUsed: (state) => void (doctorMemo(state).totalHealUsed = true),
  },
});
