import { seedRng } from '../../engine/random.ts';
import { freshMemory } from '../../engine/role-memory.ts';
import type { PlayerDecl, Scenario, Team } from '../../engine/scenario.ts';
import { t } from '../../engine/text.ts';
import type { Trace } from '../../engine/trace.ts';
import { LK_FALLBACK_ROLE, LK_MEMORY_SLOTS, LK_ROLE_MODULES, lkRoleById } from './roles/index.ts';
import type { LkRole, LkStartFactHook } from './roles/role.ts';
import { ownExtensionUsed, seatExtension, spendOwnExtension } from './extension-memory.ts';
import { mafiaRanks } from './rank.ts';
import type { LkPlayer, LkState } from './state.ts';

/** The side a declared player plays on: fixed by role, unless the role chooses it (the Maniac, «за себя»). */
function teamOf(role: LkRole, decl: PlayerDecl, trace: Trace): Team {
  if (role.chooseTeam) return role.chooseTeam(decl.team);
  if (role.team !== 'honest') return role.team;
  if (decl.team !== 'honest') {
    trace.diagnose(
      'LK-TEAM',
      'warning',
      t(
        `Роль ${decl.role} всегда светлая; сторона «${decl.team}» не учитывается`,
        `The role ${decl.role} is always light; team "${decl.team}" is ignored`,
      ),
      decl.span,
    );
  }
  return 'honest';
}

/**
 * Builds the starting state from the player declarations. Mafia rank = the written number
 * («Мафия (2)», rank.ts). Start flags read here, as no single role's: extendUsed, warned, warnedTwice,
 * nightWarned, voteLost, inactive; the others are their role files' `startFacts` hooks.
 */
export function initialState(scenario: Scenario, trace: Trace): LkState {
  const ranks = mafiaRanks(scenario, trace);
  const players: LkPlayer[] = scenario.players.map((d) => {
    const known = lkRoleById(d.role);
    const role = known ?? LK_FALLBACK_ROLE;
    if (!known)
      trace.diagnose(
        'LK-ROLE-UNKNOWN',
        'error',
        t(`В «Мафии ЛК» нет роли «${d.role}»; считаю мирным`, `LK Mafia has no role "${d.role}"; treated as a civilian`),
        d.span,
      );
    const f = (flag: string) => d.flags.includes(flag);
    return {
      name: d.name,
      role: role.id,
      def: role,
      team: teamOf(role, d, trace),
      rank: role.ranked ? (ranks.get(d.name) ?? 0) : 0,
      alive: d.start === 'alive',
      removedBy: d.start === 'alive' ? null : d.start === 'jailed' ? 'lynch' : 'night',
      warnTotal: (f('warnedTwice') ? 2 : f('warned') ? 1 : 0) + (f('nightWarned') ? 1 : 0),
      warnDay: f('warnedTwice') ? 2 : f('warned') ? 1 : 0,
      warnNight: f('nightWarned') ? 1 : 0,
      inactiveDays: f('inactive') ? [-1] : [],
    };
  });
  const don = players.find((p) => p.def.leadsMafia);
  const seat = don?.alive ? don : players.filter((p) => p.alive && p.def.ranked).sort((a, b) => a.rank - b.rank)[0];
  const state: LkState = {
    players,
    rng: seedRng(scenario.seed),
    donSeat: seat?.name ?? null,
    originalDon: don?.name ?? null,
    previousNight: null,
    pendingRemovals: [],
    loseVoteNextDay: scenario.players.filter((d) => d.flags.includes('voteLost')).map((d) => ({ value: d.name, step: null })),
    carriedVotes: [],
    daysSinceNight: 0,
    rolesSent: false,
    memory: freshMemory(LK_MEMORY_SLOTS),
  };
  // A spent extension is kept by the right's role (extension-memory.ts); the seat's is its holder's at the start.
  scenario.players.forEach((d, i) => d.flags.includes('extendUsed') && spendOwnExtension(state, players[i]!));
  if (seat) seatExtension(state).seatUsed = ownExtensionUsed(state, seat);
  // The role files' start facts (the Doctor's heals, the Priestess's guest, the Maniac's victim), in line order.
  const lastNight = (scenario.phases[0]?.number ?? 1) - 1;
  scenario.players.forEach((d, i) => {
    for (const id of d.flags) startFactHooks().get(id)?.(state, players[i]!, lastNight);
  });
  return state;
}

let hooks: ReadonlyMap<string, LkStartFactHook> | undefined;

/** Every LK role file's start-fact hooks by fact id. */
export function startFactHooks(): ReadonlyMap<string, LkStartFactHook> {
  hooks ??= new Map(LK_ROLE_MODULES.flatMap((r: LkRole) => Object.entries(r.startFacts ?? {})));
  return hooks;
}
