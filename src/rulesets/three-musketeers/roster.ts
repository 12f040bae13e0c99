import type { PlayerState, Roster } from '../../engine/roster.ts';
import type { RosterSource } from '../../engine/roster-source.ts';
import { visitMemory, type MemorySlot } from '../../engine/role-memory.ts';
import { TM_REGISTRY } from './roles/index.ts';
import { trackWrites, WriteLog } from '../../engine/write-barrier.ts';
import { carriedFacts, carriedMask, maskOf } from './carried-facts.ts';
import { inheritedRole, isInheritor } from './roles/traits.ts';
import type { TmPlayer, TmState } from './state.ts';

let slots: readonly MemorySlot[] | undefined;

/** The registry's memory slots (built on first use: the registry imports rule code). */
function memorySlots(): readonly MemorySlot[] {
  slots ??= TM_REGISTRY.flatMap((r) => (r.memory ? [r.memory] : []));
  return slots;
}

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
const TRACKED = ['alive', 'jailed', 'hits', 'knocked', 'clubbed'];

/** Closes a list of varying length in the shared facts, so two lists never read as one. */
const END = Symbol('end');

/**
 * Everything outside the players that some player's recorded facts read (carried-facts.ts and
 * the Father's inheritance), compared with what it was at the last call value by value: when it
 * changes, every player is compared again. Nothing is built unless something changed (this runs
 * after every step).
 */
class SharedFacts {
  private readonly values: unknown[] = [];
  private at = 0;
  private same = true;

  /** Did the shared facts change since the last call? (The first call says yes.) */
  changed(state: TmState): boolean {
    this.at = 0;
    this.same = true;
    this.read(state);
    if (this.same && this.at === this.values.length && this.values.length > 0) return false;
    this.values.length = this.at;
    return true;
  }

  private readonly visit = (v: unknown): void => this.put(v);

  private put(v: unknown): void {
    if (this.same && this.at < this.values.length && this.values[this.at] === v) {
      this.at++;
      return;
    }
    if (this.same) {
      this.same = false;
      this.values.length = this.at;
    }
    this.values.push(v);
    this.at++;
  }

  private read(state: TmState): void {
    const memo = state.nightMemo;
    visitMemory(state.memory, memorySlots(), this.visit);
    this.put(!!memo);
    if (memo) {
      for (const b of memo.blockedNextNight) {
        this.put(b.value);
        this.put(b.clause);
      }
      this.put(END);
    }
    this.put(END);
  }
}

/** How the trace reads «Три мушкетера»'s players: a write barrier on their fields, and a full compare when shared facts change. */
export function tmRosterSource(state: TmState): RosterSource {
  const log = new WriteLog();
  trackWrites(state.players, TRACKED, log);
  const shared = new SharedFacts();
  return {
    all: () => tmRoster(state),
    matches: (known) => tmRosterMatches(state, known),
    suspects: () => {
      const written = log.take();
      return shared.changed(state) ? 'all' : written;
    },
    player: (i) => tmPlayerState(state, state.players[i]!),
    unchanged: (i, known) => tmPlayerMatches(state, state.players[i]!, known, true),
    count: () => state.players.length,
  };
}
