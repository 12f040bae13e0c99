import type { Rng } from '../../engine/random.ts';
import type { Team } from '../../engine/scenario.ts';
import type { StepId } from '../../engine/timeline.ts';

/**
 * The game state «Три мушкетера» carries from phase to phase. Internal to the ruleset: it is
 * built fresh for each resolve() and mutated only by the phase resolvers, so resolve() stays a
 * pure function of the scenario. Add fields here (additively) when a rule needs memory.
 */
export interface TmPlayer {
  readonly name: string;
  /** Role id from roles.ts. */
  readonly role: string;
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
  /** Aramis: players whose next night is cancelled (M13), with the sermon step. */
  sermonNextNight: Marked<string>[];
  /** Kitty's declared target last night (C-81) and whether her one self-keep is spent. */
  kittyLastTarget: string | null;
  kittySelfKeepUsed: boolean;
  /** Felton pairs in force for the next day (their mutual votes are not counted). */
  feltonPairs: Marked<readonly [string, string]>[];
  abbessUsed: boolean;
  /** Has a maf ever been jailed (C-88 everJailedMaf)? */
  mafJailed: boolean;
  duelUsed: boolean;
  /** D'Artagnan's Father: the role id he currently holds, if any. */
  fatherRole: string | null;
  /** Players killed at night so far (the Abbess restores from these). */
  killedAtNight: string[];
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
}

/** What the evening left for the night. */
export interface TmEveningFacts {
  readonly evening: number;
  readonly officialOrder: readonly string[];
  readonly publicOrder: readonly string[];
  readonly finalOrder: readonly string[];
  readonly locked: string | null;
}

/** Finds a player by canonical name. */
export function playerByName(state: TmState, name: string): TmPlayer | undefined {
  return state.players.find((p) => p.name === name);
}

/** Living, not jailed. */
export function isInGame(p: TmPlayer): boolean {
  return p.alive && !p.jailed;
}
