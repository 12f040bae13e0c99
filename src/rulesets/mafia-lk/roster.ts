// The state «Мафия ЛК» records for each player in the timeline (engine/roster.ts). LK has no jail,
// knock-out or club: those shared fields stay false.
import type { PlayerState, Roster } from '../../engine/roster.ts';
import type { RosterSource } from '../../engine/roster-source.ts';
import { trackWrites, WriteLog } from '../../engine/write-barrier.ts';
import { watchMemory } from '../../engine/memory-watch.ts';
import { carriedFacts } from './carried-facts.ts';
import { LK_MEMORY_SLOTS } from './roles/index.ts';
import { LkSharedFacts } from './roster-shared.ts';
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
  return state.players.map((p) => lkPlayerState(state, p));
}

/** One player's recorded state; `carried`, his start facts now (the Doctor's heal of him among them). */
function lkPlayerState(state: LkState, p: LkPlayer): PlayerState<LkFacts> {
  const carried = carriedFacts(state, p);
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
  for (let i = 0; i < players.length; i++) if (!lkPlayerMatches(state, players[i]!, known[i]!, false)) return false;
  return true;
}

/**
 * Is `p`'s recorded state still `k`? Field by field, nothing built. With `exactly`, the role and
 * the team are compared too, so that a match means lkPlayerState would give what `k` holds.
 */
function lkPlayerMatches(state: LkState, p: LkPlayer, k: PlayerState, exactly: boolean): boolean {
  const f = k.facts;
  if (k.name !== p.name || (exactly && (k.role !== p.role || k.team !== p.team)) || k.alive !== p.alive) return false;
  if (f['removedBy'] !== p.removedBy || f['warnings'] !== p.warnTotal || f['dayWarnings'] !== p.warnDay) return false;
  if (f['nightWarnings'] !== p.warnNight || f['donSeat'] !== (state.donSeat === p.name)) return false;
  const carried = carriedFacts(state, p);
  return f['healed'] === carried.includes('healed') && f['extendUsed'] === ownExtensionUsed(state, p) && sameList(f['carried'], carried);
}

function sameList(a: unknown, b: readonly string[]): boolean {
  return Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The fields of a player that the roster records; writes to them are noted (engine/write-barrier.ts). */
const TRACKED = ['alive', 'removedBy', 'warnTotal', 'warnDay', 'warnNight', 'inactiveDays'];

/** How the trace reads «Мафия ЛК»'s players: a write barrier on their fields, and the players changed shared facts fall on. */
export function lkRosterSource(state: LkState): RosterSource {
  const log = new WriteLog();
  trackWrites(state.players, TRACKED, log);
  const watch = watchMemory(state.memory, LK_MEMORY_SLOTS);
  const shared = new LkSharedFacts(state, watch);
  // The roster's own reads of the memories (the carried facts, the extensions) are not rule code touching them.
  const unwatched = <A, B, R>(read: (a: A, b: B) => R, a: A, b: B): R => {
    watch.startReading();
    const out = read(a, b);
    watch.doneReading();
    return out;
  };
  const matchesExactly = (i: number, known: PlayerState): boolean => lkPlayerMatches(state, state.players[i]!, known, true);
  return {
    all: () => {
      const roster = unwatched(lkRoster, state, null);
      // the shared facts as this roster read them: the next compare asks only what changed since
      shared.seen(state);
      return roster;
    },
    matches: (known) => unwatched(lkRosterMatches, state, known),
    suspects: () => shared.suspects(state, log.take()),
    player: (i) => unwatched(lkPlayerState, state, state.players[i]!),
    unchanged: (i, known) => unwatched(matchesExactly, i, known),
    count: () => state.players.length,
  };
}
