import type { PlayerState, Roster } from '../../engine/roster.ts';
import type { RosterSource } from '../../engine/roster-source.ts';
import { watchMemory } from '../../engine/memory-watch.ts';
import { SharedFacts } from './roster-shared.ts';
import { tmMemorySlots } from './roles/index.ts';
import { trackWrites, WriteLog } from '../../engine/write-barrier.ts';
import { carriedFacts, carriedMask, maskOf } from './carried-facts.ts';
import { inheritedRole, isInheritor } from './roles/traits.ts';
import type { TmPlayer, TmState } from './state.ts';

/** Facts this ruleset carries per player beyond the shared fields. */
export type TmFacts = {
  /** Executioner hits that landed so far (the second one kills, A-122). */
  readonly hits: number;
  /** For D'Artagnan's Father: the role whose abilities he holds now; null for everyone else. */
  readonly inherited: string | null;
  /** The start facts that hold now, as a player line writes them (start-facts.ts): what a mid-game start states. */
  readonly carried: readonly string[];
};

/** Every player's state as the timeline records it. */
export function tmRoster(state: TmState): Roster<TmFacts> {
  return state.players.map((p) => tmPlayerState(state, p));
}

function tmPlayerState(state: TmState, p: TmPlayer): PlayerState<TmFacts> {
  return {
    name: p.name,
    role: p.role,
    team: p.team,
    alive: p.alive,
    jailed: p.jailed,
    knocked: p.knocked,
    clubbed: p.clubbed,
    facts: { hits: p.hits, inherited: isInheritor(p) ? inheritedRole(state) : null, carried: carriedFacts(state, p) },
  };
}

/** Does the live state still match `known` (compared field by field, nothing built)? */
export function tmRosterMatches(state: TmState, known: Roster): boolean {
  const players = state.players;
  if (players.length !== known.length) return false;
  for (let i = 0; i < players.length; i++) if (!tmPlayerMatches(state, players[i]!, known[i]!, false)) return false;
  return true;
}

/**
 * Is `p`'s recorded state still `k`? Field by field, nothing built. With `exactly`, the role and
 * the team are compared too, so that a match means tmPlayerState would give what `k` holds.
 */
function tmPlayerMatches(state: TmState, p: TmPlayer, k: PlayerState, exactly: boolean): boolean {
  return (
    k.name === p.name &&
    (!exactly || (k.role === p.role && k.team === p.team)) &&
    k.alive === p.alive &&
    k.jailed === p.jailed &&
    k.knocked === p.knocked &&
    k.clubbed === p.clubbed &&
    k.facts['hits'] === p.hits &&
    k.facts['inherited'] === (isInheritor(p) ? inheritedRole(state) : null) &&
    maskOf(k.facts['carried']) === carriedMask(state, p)
  );
}

/** The fields of a player that the roster records; writes to them are noted (engine/write-barrier.ts). */
export const TRACKED = ['alive', 'jailed', 'hits', 'knocked', 'clubbed'];

/** How the trace reads «Три мушкетера»'s players: a write barrier on their fields, and the players changed shared facts fall on. */
export function tmRosterSource(state: TmState): RosterSource {
  const log = new WriteLog();
  trackWrites(state.players, TRACKED, log);
  const watch = watchMemory(state.memory, tmMemorySlots());
  const shared = new SharedFacts(state, watch);
  // The roster's own reads of the memories (the carried facts) are not rule code touching them.
  return {
    all: () => {
      watch.startReading();
      const roster = tmRoster(state);
      watch.doneReading();
      // the shared facts as this roster read them: the next compare asks only what changed since
      shared.changed(state);
      return roster;
    },
    matches: (known) => {
      watch.startReading();
      const same = tmRosterMatches(state, known);
      watch.doneReading();
      return same;
    },
    suspects: () => shared.suspects(state, log.take()),
    player: (i) => {
      watch.startReading();
      const p = tmPlayerState(state, state.players[i]!);
      watch.doneReading();
      return p;
    },
    unchanged: (i, known) => {
      watch.startReading();
      const same = tmPlayerMatches(state, state.players[i]!, known, true);
      watch.doneReading();
      return same;
    },
    count: () => state.players.length,
  };
}
