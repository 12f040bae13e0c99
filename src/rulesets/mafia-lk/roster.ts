// The state «Мафия ЛК» records for each player in the timeline (engine/roster.ts). LK has no jail,
// knock-out or club: those shared fields stay false.
import type { PlayerState, Roster } from '../../engine/roster.ts';
import type { RosterSource } from '../../engine/roster-source.ts';
import { carriedFacts } from './carried-facts.ts';
import { ownExtensionUsed } from './extension-memory.ts';
import type { LkPlayer, LkState, RemovalKind } from './state.ts';

/** Facts this ruleset carries per player beyond the shared fields. */
export type LkFacts = {
  /** How the player left the game, null while alive. */
  readonly removedBy: RemovalKind | null;
  /** Warnings: total, given by day, given at night (the ladders, D-57, D-74). */
  readonly warnings: number;
  readonly dayWarnings: number;
  readonly nightWarnings: number;
  /** Has received a counted heal (D-32). */
  readonly healed: boolean;
  /** Holds the Don's seat now (D-12). */
  readonly donSeat: boolean;
  /** Has used his own once-per-game day extension. */
  readonly extendUsed: boolean;
  /** The start facts that hold now, as a player line writes them (start-facts.ts): what a mid-game start states. */
  readonly carried: readonly string[];
};

/** Every player's state as the timeline records it. */
export function lkRoster(state: LkState): Roster<LkFacts> {
  return state.players.map((p): PlayerState<LkFacts> => lkPlayerState(state, p, carriedFacts(state, p)));
}

/** One player's recorded state; `carried` are his start facts now (the Doctor's heal of him among them). */
function lkPlayerState(state: LkState, p: LkPlayer, carried: readonly string[]): PlayerState<LkFacts> {
  return {
    name: p.name,
    role: p.role,
    team: p.team,
    alive: p.alive,
    jailed: false,
    knocked: false,
    clubbed: false,
    facts: {
      removedBy: p.removedBy,
      warnings: p.warnTotal,
      dayWarnings: p.warnDay,
      nightWarnings: p.warnNight,
      healed: carried.includes('healed'),
      donSeat: state.donSeat === p.name,
      extendUsed: ownExtensionUsed(state, p),
      carried,
    },
  };
}

/** Does the live state still match `known` (compared field by field, nothing built)? */
export function lkRosterMatches(state: LkState, known: Roster): boolean {
  const players = state.players;
  if (players.length !== known.length) return false;
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    const k = known[i]!;
    const f = k.facts;
    const carried = carriedFacts(state, p);
    if (
      k.name !== p.name ||
      k.alive !== p.alive ||
      f['removedBy'] !== p.removedBy ||
      f['warnings'] !== p.warnTotal ||
      f['dayWarnings'] !== p.warnDay ||
      f['nightWarnings'] !== p.warnNight ||
      f['healed'] !== carried.includes('healed') ||
      f['donSeat'] !== (state.donSeat === p.name) ||
      f['extendUsed'] !== ownExtensionUsed(state, p) ||
      !sameList(f['carried'], carried)
    )
      return false;
  }
  return true;
}

function sameList(a: unknown, b: readonly string[]): boolean {
  return Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);
}

/** How the trace reads «Мафия ЛК»'s players (engine/roster-source.ts). */
export function lkRosterSource(state: LkState): RosterSource {
  return { all: () => lkRoster(state), matches: (known) => lkRosterMatches(state, known) };
}
