import type { PlayerState, Roster } from '../../engine/roster.ts';
import type { RosterSource } from '../../engine/roster-source.ts';
import { trackWrites, WriteLog } from '../../engine/write-barrier.ts';
import { carriedFacts, carriedMask, maskOf } from './carried-facts.ts';
import { isInheritor } from './roles/traits.ts';
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
    facts: { hits: p.hits, inherited: isInheritor(p) ? state.fatherRole : null, carried: carriedFacts(state, p) },
  };
}

/** Does the live state still match `known` (compared field by field, nothing built)? */
export function tmRosterMatches(state: TmState, known: Roster): boolean {
  const players = state.players;
  if (players.length !== known.length) return false;
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    const k = known[i]!;
    if (
      k.name !== p.name ||
      k.alive !== p.alive ||
      k.jailed !== p.jailed ||
      k.knocked !== p.knocked ||
      k.clubbed !== p.clubbed ||
      k.facts['hits'] !== p.hits ||
      k.facts['inherited'] !== (isInheritor(p) ? state.fatherRole : null) ||
      maskOf(k.facts['carried']) !== carriedMask(state, p)
    )
      return false;
  }
  return true;
}

/** The fields of a player that the roster records; writes to them are noted (engine/write-barrier.ts). */
const TRACKED = ['alive', 'jailed', 'hits', 'knocked', 'clubbed'];

/**
 * Everything outside the players that some player's recorded facts read (carried-facts.ts and
 * the Father's inheritance), as one string: when it changes, every player is compared again.
 */
function sharedFacts(state: TmState): string {
  const day = state.dayPowers;
  const memo = state.nightMemo;
  let key = `${state.fatherRole}|${state.kittyLastTarget}|${+state.kittySelfKeepUsed}${+state.abbessUsed}${+state.duelUsed}`;
  if (day) {
    key += `|${+day.duelNeutralized}${+day.pullNeutralized}${day.rochefortDays.length}|`;
    for (const d in day.constancePulls) key += `${d}:${day.constancePulls[d as unknown as number]},`;
  }
  if (memo) {
    key += `|${+memo.fatherSelfKeepUsed}`;
    for (const b of memo.blockedNextNight) key += `|b${b.value}:${b.clause}`;
    for (const o of memo.stillOut) key += `|o${o.value}`;
  }
  for (const m of state.sermonNextNight) key += `|s${m.value}`;
  for (const m of state.feltonPairs) key += `|f${m.value[0]}:${m.value[1]}`;
  return key;
}

/** How the trace reads «Три мушкетера»'s players: a write barrier on their fields, and a full compare when shared facts change. */
export function tmRosterSource(state: TmState): RosterSource {
  const log = new WriteLog();
  trackWrites(state.players, TRACKED, log);
  let shared: string | null = null;
  return {
    all: () => tmRoster(state),
    matches: (known) => tmRosterMatches(state, known),
    suspects: () => {
      const now = sharedFacts(state);
      const written = log.take();
      if (now === shared) return written;
      shared = now;
      return 'all';
    },
    player: (i) => tmPlayerState(state, state.players[i]!),
  };
}
