import type { Rng } from '../../engine/random.ts';
import type { RoleMemory } from '../../engine/role-memory.ts';
import type { Team } from '../../engine/scenario.ts';
import type { StepId } from '../../engine/timeline.ts';
import type { LkRoleId } from './roles/index.ts';
import type { LkRole } from './roles/role.ts';
import type { LkClauseId } from './clauses.ts';

/** How a player left the game: night shots, the day vote, the warning ladders, inactivity. */
export type RemovalKind = 'night' | 'lynch' | 'warnings' | 'inactivity';

/**
 * One player as the LK resolver tracks him. Internal to the ruleset: built fresh for each
 * resolve() and mutated only by the phase resolvers, so resolve() stays pure.
 */
export interface LkPlayer {
  readonly name: string;
  readonly role: LkRoleId;
  /** His role's file (roles/): the properties and hooks rule code asks instead of comparing ids. */
  readonly def: LkRole;
  /** Effective side: Don and mafia are 'mafia'; a dark («за себя») Maniac is 'maniac'; the rest 'honest'. */
  readonly team: Team;
  /** Mafia seniority: 0 for the Don, n for «Мафия (n)» as written (rank.ts); 0 for the rest. */
  readonly rank: number;
  alive: boolean;
  removedBy: RemovalKind | null;
  /** Warning counters: total (shared ladder), and per kind (separate ladders). */
  warnTotal: number;
  warnDay: number;
  warnNight: number;
  /** Days the host recorded this player as inactive (replaced, never changed in place: the roster notes writes). */
  inactiveDays: readonly number[];
}

/** A memory with the step that created it, so later effects can cite their cause. */
export interface Marked<T> {
  readonly value: T;
  readonly step: StepId | null;
}

/** A removal decided now but announced with the next night's results. */
export interface PendingRemoval {
  readonly player: string;
  readonly kind: RemovalKind;
  readonly step: StepId;
  readonly clause: LkClauseId;
}

/** A vote remembered across a two-day block (another planet, one vote per block). */
export interface CarriedVote {
  readonly voter: string;
  readonly target: string | null;
  readonly step: StepId;
}

/** Everything that outlives a phase. */
export interface LkState {
  readonly players: LkPlayer[];
  rng: Rng;
  /** The current holder of the Don's seat (null after killOnly removal: the senior mafioso decides). */
  donSeat: string | null;
  /** The Don at the start: the Child's father. */
  readonly originalDon: string | null;
  /** The number of the last night resolved with actions. */
  previousNight: number | null;
  /** Removals announced with the next night's results (inactivity withNightResults). */
  pendingRemovals: PendingRemoval[];
  /** Players who lose the next day's vote (a vote-losing warning given at night). */
  loseVoteNextDay: Marked<string>[];
  /** Votes of the first day of a two-day block, carried into the second (another planet). */
  carriedVotes: CarriedVote[];
  /** Days since the last night (another planet: a night comes after every second day). */
  daysSinceNight: number;
  /** The role PMs have been sent (night 0). */
  rolesSent: boolean;
  /** Each role's own memory (the Doctor's heals, the Priestess's last guest, the Maniac's victim), declared in its role file. */
  readonly memory: RoleMemory;
}

/**
 * Each players list's seats by name (the first seat of a name, as `find` gives), and the length it
 * was built at. Positions, not records: the roster's write barrier replaces the records in place
 * (trackWrites), and a resumed game's deep copy is a new list, so it gets its own index on first use.
 */
const SEATS = new WeakMap<readonly LkPlayer[], { readonly length: number; readonly at: Map<string, number> }>();

function seatsOf(players: readonly LkPlayer[], fresh: boolean): Map<string, number> {
  const known = SEATS.get(players);
  if (known && !fresh && known.length === players.length) return known.at;
  const at = new Map<string, number>();
  for (let i = 0; i < players.length; i++) if (!at.has(players[i]!.name)) at.set(players[i]!.name, i);
  SEATS.set(players, { length: players.length, at });
  return at;
}

/** Finds a player by canonical name: a map look-up, not a search of the table (a day asks per vote). */
export function playerByName(state: LkState, name: string): LkPlayer | undefined {
  const players = state.players;
  const at = seatsOf(players, false).get(name);
  if (at === undefined || players[at]?.name === name) return at === undefined ? undefined : players[at];
  // the list was reordered since it was indexed (the resolver never does): index it again
  const again = seatsOf(players, true).get(name);
  return again === undefined ? undefined : players[again];
}

/** A name's seat in declaration order (the first, as `indexOf` gives), -1 for a name not at the table. */
export function seatOf(state: LkState, name: string): number {
  return playerByName(state, name) ? seatsOf(state.players, false).get(name)! : -1;
}

/** Players still in the game. */
export function living(state: LkState): LkPlayer[] {
  return state.players.filter((p) => p.alive);
}

/** The player of a role, if alive (roles other than mafia are unique). */
export function livingWithRole(state: LkState, role: LkRoleId): LkPlayer | undefined {
  return state.players.find((p) => p.alive && p.role === role);
}

/** Is this player on the mafia's side of the table (Don or mafioso)? */
export function isMafiaMember(p: LkPlayer): boolean {
  return p.def.team === 'mafia';
}

/** The one whose word the host takes for the mafia: the Don's seat, else the senior living mafioso (L26). */
export function mafiaDecider(state: LkState): LkPlayer | undefined {
  const seat = state.donSeat ? playerByName(state, state.donSeat) : undefined;
  if (seat?.alive) return seat;
  return state.players.filter((p) => p.alive && isMafiaMember(p)).sort((a, b) => a.rank - b.rank)[0];
}
