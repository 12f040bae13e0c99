import type { Rng } from '../../engine/random.ts';
import type { RoleMemory } from '../../engine/role-memory.ts';
import type { RoleId } from './roles/index.ts';
import type { Team } from '../../engine/scenario.ts';
import type { StepId } from '../../engine/timeline.ts';
import type { TmClauseId } from './clauses.ts';

/**
 * The game state «Три мушкетера» carries from phase to phase. Internal to the ruleset: it is
 * built fresh for each resolve() and mutated only by the phase resolvers, so resolve() stays a
 * pure function of the scenario. Only facts of the whole game live here: a role's own memory is a
 * slot in its role file (`memory`, engine/role-memory.ts), kept in `memory` below.
 */
export interface TmPlayer {
  readonly name: string;
  /** Role id from the registry (roles/index.ts). */
  readonly role: RoleId;
  readonly team: Team;
  alive: boolean;
  jailed: boolean;
  /** Executioner hits that landed so far (the second one kills). */
  hits: number;
  /** Knocked out: cannot vote or use day powers until the next evening; slot 1 next night. */
  knocked: boolean;
  /** Blocked for a day by Porthos's club (no move, no vote) — no slot change (C.R 6). */
  clubbed: boolean;
}

/** A memory with the step that created it, so later effects can cite their cause. */
export interface Marked<T> {
  readonly value: T;
  readonly step: StepId | null;
}

/** Everything that outlives a phase. */
export interface TmState {
  /** Players in declaration order (the invitees list). */
  readonly players: TmPlayer[];
  rng: Rng;
  /** The last official (pre-swap) night order, for non-voter reversal and the duel. */
  previousOfficialOrder: string[] | null;
  /** The last final (played) night order. */
  previousFinalOrder: string[] | null;
  /** The day just resolved: voters in time order, non-voters, denied, duel. */
  lastDay: TmDayFacts | null;
  /** The evening just resolved: official order, public list, final order. */
  lastEvening: TmEveningFacts | null;
  /** The night just resolved, as the next day and evening need it (rule code never reads the timeline back). */
  lastNight: TmNightFacts | null;
  /** Has a maf ever been jailed (C-88 everJailedMaf)? */
  mafJailed: boolean;
  /** Each role's own memory, declared in its role file (engine/role-memory.ts). */
  readonly memory: RoleMemory;
  /** Night-only memory across nights (created lazily by the night resolver; see TmNightMemo). */
  nightMemo?: TmNightMemo;
}

/** What the day left for the evening. */
export interface TmDayFacts {
  readonly day: number;
  /** Players who cast a counted-or-not ballot, by ballot time (C-16). */
  readonly voters: readonly string[];
  readonly nonVoters: readonly string[];
  /** Refused the vote by Rochefort: they move last. */
  readonly denied: readonly string[];
  readonly duel: boolean;
  readonly jailed: string | null;
  /** Every player jailed today (more than one only under allowMultipleJailings, C-92). */
  readonly jailedAll: readonly string[];
  /** The step of each voter's ballot that sets his order slot, for causes. */
  readonly voterSteps: Readonly<Record<string, StepId>>;
  /** The Rochefort step that denied each denied player. */
  readonly deniedSteps: Readonly<Record<string, StepId>>;
  /** The duel step, when the day ended in a duel. */
  readonly duelStep: StepId | null;
  readonly tallyStep: StepId;
  /** The order the day's ballots would have set without the duel (C-18 afterFallbackPrevious). */
  readonly voteBasedVoters: readonly string[];
}

/** What a night left for the next day and evening: its played order, who was knocked out or restored. */
export interface TmNightFacts {
  readonly night: number;
  readonly order: readonly string[];
  readonly knocked: readonly string[];
  /** The step that knocked each of them out, for the evening's causes. */
  readonly knockSteps?: Readonly<Record<string, StepId>>;
  readonly restored: readonly string[];
}

/** What the evening left for the night. */
export interface TmEveningFacts {
  readonly evening: number;
  readonly officialOrder: readonly string[];
  readonly publicOrder: readonly string[];
  readonly finalOrder: readonly string[];
  readonly locked: string | null;
  /** The step that set the official order (cited by the night). */
  readonly orderStep?: StepId;
}

/** Name → player, built once per players array (the game's cast never changes; players are mutated in place). */
const INDEX = new WeakMap<readonly TmPlayer[], ReadonlyMap<string, TmPlayer>>();

/** The last game's players and their index: nearly every lookup is of the game being resolved (a WeakMap lookup each time was not free). */
let lastPlayers: readonly TmPlayer[] | null = null;
let lastIndex: ReadonlyMap<string, TmPlayer> | null = null;

/** The players of a state by canonical name (built once per game). */
export function playerIndex(state: TmState): ReadonlyMap<string, TmPlayer> {
  if (state.players === lastPlayers) return lastIndex!;
  let index = INDEX.get(state.players);
  if (!index) {
    index = new Map(state.players.map((p) => [p.name, p]));
    INDEX.set(state.players, index);
  }
  lastPlayers = state.players;
  lastIndex = index;
  return index;
}

/** Finds a player by canonical name. */
export function playerByName(state: TmState, name: string): TmPlayer | undefined {
  return playerIndex(state).get(name);
}

/** Living, not jailed. */
export function isInGame(p: TmPlayer): boolean {
  return p.alive && !p.jailed;
}

/** What the night resolver remembers from one night to the next, beyond the shared fields above. */
export interface TmNightMemo {
  /** Players whose whole next night is blocked (C-40/C-41 nextNightBlocked, C-34 aramisLike), with the step. */
  blockedNextNight: { readonly value: string; readonly step: StepId | null; readonly clause: TmClauseId }[];
}
