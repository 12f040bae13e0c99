import { seedRng } from '../../engine/random.ts';
import type { PlayerDecl, Scenario, Team } from '../../engine/scenario.ts';
import { t } from '../../engine/text.ts';
import type { Trace } from '../../engine/trace.ts';
import { isLkRole, type LkRoleId } from './roles.ts';
import { mafiaRanks } from './rank.ts';
import type { LkPlayer, LkState } from './state.ts';

/** The side a declared player plays on: fixed by role, except the Maniac («за себя» = team maniac). */
function teamOf(role: LkRoleId, decl: PlayerDecl, trace: Trace): Team {
  if (role === 'don' || role === 'mafia') return 'mafia';
  if (role === 'maniac') return decl.team === 'honest' ? 'honest' : 'maniac';
  if (decl.team !== 'honest') {
    trace.diagnose('LK-TEAM', 'warning', t(`Роль ${decl.role} всегда светлая; сторона «${decl.team}» не учитывается`, `The role ${decl.role} is always light; team "${decl.team}" is ignored`), decl.span);
  }
  return 'honest';
}

/**
 * Builds the starting state from the player declarations. Mafia rank = the written number
 * («Мафия (2)», rank.ts). Start flags: healed, selfHealUsed, healUsed, extendUsed, warned, inactive.
 */
export function initialState(scenario: Scenario, trace: Trace): LkState {
  const ranks = mafiaRanks(scenario, trace);
  const players: LkPlayer[] = scenario.players.map((d) => {
    let role: LkRoleId = 'civilian';
    if (isLkRole(d.role)) role = d.role;
    else trace.diagnose('LK-ROLE-UNKNOWN', 'error', t(`В «Мафии ЛК» нет роли «${d.role}»; считаю мирным`, `LK Mafia has no role "${d.role}"; treated as a civilian`), d.span);
    const f = (flag: string) => d.flags.includes(flag);
    return {
      name: d.name, role, team: teamOf(role, d, trace), rank: role === 'mafia' ? ranks.get(d.name) ?? 0 : 0,
      alive: d.start === 'alive', removedBy: d.start === 'alive' ? null : d.start === 'jailed' ? 'lynch' : 'night',
      warnTotal: f('warned') ? 1 : 0, warnDay: f('warned') ? 1 : 0, warnNight: 0,
      inactiveDays: f('inactive') ? [-1] : [], healed: f('healed'), extendUsed: f('extendUsed'),
    };
  });
  const don = players.find((p) => p.role === 'don');
  const flagged = (flag: string) => scenario.players.some((d) => d.flags.includes(flag) && (d.role === 'doctor' || flag !== 'selfHealUsed'));
  const seat = don?.alive ? don : players.filter((p) => p.alive && p.role === 'mafia').sort((a, b) => a.rank - b.rank)[0];
  return {
    players, rng: seedRng(scenario.seed), donSeat: seat?.name ?? null, originalDon: don?.name ?? null,
    donSeatExtendUsed: seat?.extendUsed ?? false, lastGuest: null, previousNight: null,
    doctorSelfHealUsed: flagged('selfHealUsed'), doctorTotalHealUsed: flagged('healUsed'),
    pendingRemovals: [], mutedNextDay: [], loseVoteNextDay: [], carriedVotes: [], daysSinceNight: 0,
    winner: null, gameOverReported: false, rolesSent: false,
  };
}
