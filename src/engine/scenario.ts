import type { Gender, Oblique } from './grammar/cases.ts';
import type { Span } from './span.ts';

/**
 * The engine's input: a scenario with names already resolved by the DSL (or built by the UI).
 * Players are referred to by their canonical `name` everywhere below. Every item keeps the span
 * of the text it came from, so diagnostics and timeline steps can point back at the source.
 */
export interface Scenario {
  readonly ruleset: RulesetId;
  /** Seed for lots (first-night non-voters, LK blitz ties). Same seed → same timeline. */
  readonly seed: number;
  /** Interpretation options as written; the ruleset validates keys and values. */
  readonly options: readonly OptionSetting[];
  readonly players: readonly PlayerDecl[];
  /** Phases in play order. Any phase may be omitted (e.g. a lone night with an explicit order). */
  readonly phases: readonly PhaseInput[];
  readonly expectations: readonly Expectation[];
  /** Top-level `order A, B, …`: the official order of the night before the first block (a mid-game start). */
  readonly previousOrder?: NamedList;
}

/** Which rulebook resolves the scenario. */
export type RulesetId = 'three-musketeers' | 'mafia-lk';

/** `option key = value` as written. */
export interface OptionSetting {
  readonly key: string;
  readonly value: string;
  readonly span: Span;
}

/** Team status. TM: honest/mafia; LK adds the Maniac's own side. */
export type Team = 'honest' | 'mafia' | 'maniac';

/** Condition a player starts the scenario in (for reproducing a mid-game night). */
export type StartCondition = 'alive' | 'dead' | 'jailed';

/** `player NAME: ROLE, STATUS` */
export interface PlayerDecl {
  readonly name: string;
  /** Canonical role id of the ruleset (e.g. 'athos', 'kitty', 'sheriff'). */
  readonly role: string;
  readonly team: Team;
  readonly start: StartCondition;
  /** Extra start facts, e.g. 'knocked' (hit once by the executioner), 'selfHealUsed'. */
  readonly flags: readonly string[];
  /** How sentences decline the name and agree with it (absent: guessed from the name). */
  readonly grammar?: NameGrammar;
  /** The number written after the role, «Мафия (2)» → 2 (LK seniority, L12); absent when none is written. */
  readonly rank?: number;
  /** The same facts with where they were written and, for `inherits X`, the player they name. */
  readonly facts?: readonly PlayerFact[];
  readonly span: Span;
}

/** One start fact on a player line (the ruleset's `startFacts` table says what it means). */
export interface PlayerFact {
  readonly id: string;
  /** Canonical player name for a fact that names one (`наследует Атоса`). */
  readonly player?: string;
  readonly span: Span;
}

/** A player's grammar as the scenario gives it: the player line first, then the forms it uses. */
export interface NameGrammar {
  /** A gender word on the player line (`м`, `ж`), or the gender of the role the player is named after. */
  readonly gender?: Gender;
  /** `несклоняемое` on the player line: the name stays as written in every case. */
  readonly indeclinable?: boolean;
  /** Case forms written on the player line («Жоры, Жоре, Жору, Жорой, Жоре»). */
  readonly forms?: Partial<Record<Oblique, string>>;
  /** Case forms the scenario itself uses: a move or vote target «Диму» is an accusative. */
  readonly used?: Partial<Record<Oblique, string>>;
}

/** A day, an evening or a night, with its number (day N is followed by evening N and night N). */
export type PhaseInput = DayInput | EveningInput | NightInput;

/** A day: events in time order (votes and day powers). */
export interface DayInput {
  readonly kind: 'day';
  readonly number: number;
  readonly events: readonly DayEvent[];
  readonly span: Span;
}

/** One thing that happened by day, in the order written (= time order). */
export type DayEvent = VoteEvent | DayPowerEvent | DayNoteEvent;

/** `A -> B` by day. `target: null` is an explicit abstention («не голосую», LK). */
export interface VoteEvent {
  readonly kind: 'vote';
  readonly voter: string;
  readonly target: string | null;
  /** Optional clock time "HH:MM" as written, for display only; line order is the time order. */
  readonly time?: string;
  /** LK blitz re-vote among the tied. */
  readonly blitz?: boolean;
  readonly span: Span;
}

/** `ACTOR: verb TARGETS` by day: duel, deny, cancel, pull (TM); extend (LK). */
export interface DayPowerEvent {
  readonly kind: 'power';
  readonly actor: string;
  readonly verb: string;
  readonly targets: readonly string[];
  readonly span: Span;
}

/** Host facts by day: `warn X`, `inactive X` (LK). */
export interface DayNoteEvent {
  readonly kind: 'note';
  readonly note: string;
  readonly player: string;
  readonly span: Span;
}

/** The evening between a day and its night (TM): base order, Planchet's lock, mafia swaps. */
export interface EveningInput {
  readonly kind: 'evening';
  readonly number: number;
  /** Explicit official (pre-swap) order; when absent it is derived from the day. */
  readonly order?: NamedList;
  readonly lock?: NamedRef;
  /** Each entry is one submission of «X/Y» pairs; a second submission is refused. */
  readonly swaps: readonly SwapSubmission[];
  readonly span: Span;
}

/** One mafia swap submission. */
export interface SwapSubmission {
  readonly pairs: readonly SwapPair[];
  readonly span: Span;
}

/** «X/Y» */
export interface SwapPair {
  readonly a: string;
  readonly b: string;
  readonly span: Span;
}

/** A night: moves, and optionally the final order to reproduce one disputed night. */
export interface NightInput {
  readonly kind: 'night';
  readonly number: number;
  /** Explicit final order; when absent it comes from the evening (TM) or the ruleset (LK). */
  readonly order?: NamedList;
  readonly moves: readonly Move[];
  /** LK host facts at night: `warn A` for a post in the thread at night (L167). Optional, additive. */
  readonly notes?: readonly DayNoteEvent[];
  /**
   * Written only to give history (an `order` line and no moves): its order is recorded as the
   * previous order and nothing is played (TM). Set by the DSL; absent means a night to resolve.
   */
  readonly history?: boolean;
  readonly span: Span;
}

/**
 * `ACTOR -> T1[, T2]` or `ACTOR: verb -> T1[, T2]` or `killer ACTOR -> T` or `mafia -> T`.
 * `actor` is a player name, or the team word 'mafia' for LK's collective shot.
 */
export interface Move {
  readonly actor: string;
  /** Explicit verb where a role has several (LK sheriff: 'check' | 'shoot'; Kitty 'keep'). */
  readonly verb?: string;
  /** True for the mafia musket (TM `killer X -> T`). */
  readonly killer?: boolean;
  /** Target player names; `self` is resolved by the DSL to the actor's name. */
  readonly targets: readonly string[];
  readonly span: Span;
}

/** A list of player names with its span (and each name's span). */
export interface NamedList {
  readonly names: readonly NamedRef[];
  readonly span: Span;
}

/** A player name with the span it was written at. */
export interface NamedRef {
  readonly name: string;
  readonly span: Span;
}

/**
 * An executable ruling. `phase` is the block it was written in (night 2 → checked against the
 * morning after night 2; day 3 → against day 3), or null at top level (whole game).
 */
export interface Expectation {
  readonly kind: ExpectationKind;
  readonly phase: { readonly kind: PhaseInput['kind']; readonly number: number } | null;
  /** Player for dies/survives/jailed/knocked/message/report/restored; null for order/public; change/why: optional. */
  readonly player: string | null;
  /**
   * message: code such as 'M12'; report/public/why: text the output must contain; order: names;
   * change: a ChangeKind id, or null for a change of any kind.
   */
  readonly value: string | readonly string[] | null;
  /** `expect not …` */
  readonly negated: boolean;
  readonly span: Span;
}

/** What an expectation can assert. */
export type ExpectationKind =
  | 'dies'
  | 'survives'
  | 'jailed'
  | 'nobodyJailed'
  | 'knocked'
  | 'restored'
  | 'order'
  | 'message'
  | 'report'
  | 'public'
  | 'diagnostic'
  | 'winner'
  | 'change'
  | 'why';
