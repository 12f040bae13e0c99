import type { Diagnostic } from './diagnostic.ts';
import type { NightFacts } from './night-fact.ts';
import type { PlayerState, Roster } from './roster.ts';
import type { RulesetId, Team } from './scenario.ts';
import type { Span } from './span.ts';
import type { StepId } from './step-id.ts';
import type { Text } from './text.ts';

/** Where in the game a step happens. `morning` holds deaths, messages and the public post. */
export type PhaseKind = 'day' | 'evening' | 'night' | 'morning';

export type { StepId } from './step-id.ts';

/** An action as a record: who does what to whom. Used for "submitted" and "performed". */
export interface ActionRef {
  /** Player performing it. */
  readonly actor: string;
  /** Ability id, e.g. 'tavern', 'protect', 'kill', 'swapActions', 'mirror', 'watchDeeds', 'vote'. */
  readonly ability: string;
  /** Role whose ability it is (after Milady it may be another player's role). */
  readonly role: string;
  readonly targets: readonly string[];
}

/** What became of a step's action. */
export type Outcome = 'performed' | 'blocked' | 'cancelled' | 'failed' | 'powerless' | 'refused' | 'none' | 'info';

/**
 * Why something happened: the step that caused it (null for a rule that needs no prior step)
 * and the rule clause applied. `clause` is a key of the ruleset's clause table, so the UI can
 * quote the rulebook.
 */
export interface Cause<C extends string = string, K extends string = string> {
  readonly step: StepId | null;
  readonly clause: C;
  readonly note: Text;
  /** The interpretation option this cause hinges on (`K`: the ruleset's option keys), with the value in force. */
  readonly option?: { readonly key: K; readonly value: string };
}

/** A step changed another action: before → after (swapped, multiplied, redirected, blocked…). */
export interface Change {
  /** The step whose action was changed. */
  readonly target: StepId;
  readonly kind: ChangeKind;
  readonly before: ActionRef | null;
  readonly after: ActionRef | null;
}

/** How one action changed another. */
export type ChangeKind =
  'swapped' | 'multiplied' | 'redirected' | 'blocked' | 'cancelled' | 'trapped' | 'protected' | 'knocked' | 'reordered';

/**
 * One record of the timeline. The UI displays these; it computes nothing about rules. `C` is the
 * ruleset's clause id type and `K` its option keys while the ruleset writes the step (plain strings once it is output).
 */
export interface Step<C extends string = string, K extends string = string> {
  readonly id: StepId;
  readonly phase: PhaseKind;
  /** Day/evening/night number. */
  readonly number: number;
  /** Slot in the final night order (1-based), when the step is a night move. */
  readonly slot?: number;
  readonly actor?: string;
  readonly role?: string;
  readonly submitted?: ActionRef;
  readonly performed?: ActionRef;
  /**
   * Further functions the same move performed, each as `performed` is (issue 8.5): a move that
   * carries two (a lone mafioso's musket and own ability, L13, given together by Milady, L106).
   */
  readonly alsoPerformed?: readonly ActionRef[];
  readonly outcome: Outcome;
  /** One line: what happened. */
  readonly summary: Text;
  readonly causes: readonly Cause<C, K>[];
  readonly changes: readonly Change[];
  /** Players whose state this step changed (for board arrows and highlighting). */
  readonly affects: readonly string[];
  /** The source text behind the step (a move line, a vote line), if any. */
  readonly source?: Span;
  /** Set for steps the engine takes itself (order derivation, bomb, morning) — boardgame.io's `automatic`. */
  readonly automatic?: boolean;
  /** Players whose recorded state this step changed, as they are after it (see engine/roster-at.ts). */
  readonly state?: readonly PlayerState[];
}

/** A host message to one player, e.g. M12, or LK's «Цель принята». */
export interface HostMessage {
  readonly code: string;
  readonly text: Text;
  /** The step that produced it. */
  readonly step: StepId | null;
}

/** A detailed report (de Jussac, Bonacieux, LK sheriff answer). */
export interface Report {
  readonly recipient: string;
  /** Whose function produced the report (e.g. 'jussac' performed by Planchet via Milady). */
  readonly role: string;
  readonly lines: readonly Text[];
  readonly step: StepId | null;
}

/** A death or removal at night, with the status the public learns. */
export interface Death {
  readonly player: string;
  readonly role: string;
  readonly team: Team;
  readonly cause: Text;
  readonly step: StepId | null;
}

/** What the morning after a night shows. */
export interface NightSummary {
  readonly night: number;
  /** The final (played) order, as player names. */
  readonly order: readonly string[];
  /** The official pre-swap order and the public list, when the ruleset has them. */
  readonly officialOrder?: readonly string[];
  readonly publicOrder?: readonly string[];
  readonly deaths: readonly Death[];
  /** The ruleset's own facts of the night (Ruleset.nightFacts), e.g. «Три мушкетера»'s knocked, restored, bomb. */
  readonly facts: NightFacts;
  readonly messages: Readonly<Record<string, readonly HostMessage[]>>;
  readonly reports: readonly Report[];
  /** The public morning post. */
  readonly public: Text;
}

/** What a day produced. */
export interface DaySummary {
  readonly day: number;
  /** Counted votes per player name. */
  readonly tally: Readonly<Record<string, number>>;
  readonly jailed: string | null;
  readonly public: Text;
  /** Host messages sent during the day (LK: a day warning, the new Don after a lynch), by player. */
  readonly messages?: Readonly<Record<string, readonly HostMessage[]>>;
}

/** Lifecycle of one night action, as events the action machine must accept. */
export interface ActionLife {
  readonly id: string;
  readonly night: number;
  readonly actor: string;
  readonly events: readonly ActionLifeEvent[];
}

/** One lifecycle event: submitted → charmed / redirected → blocked / cancelled / failed / performed → reported. */
export interface ActionLifeEvent {
  readonly type:
    | 'action.submit'
    | 'action.charm'
    | 'action.redirect'
    | 'action.block'
    | 'action.cancel'
    | 'action.fail'
    | 'action.perform'
    | 'action.report';
  readonly step: StepId | null;
}

/** A phase as the game-phase machine sees it (for replay validation and the inspector). */
export interface PhaseMark {
  readonly phase: PhaseKind;
  readonly number: number;
}

/** A phase as the timeline records it: where its steps begin and everyone's state at its start. */
export interface PhaseRecord extends PhaseMark {
  /** Index into Timeline.steps of the phase's first step (steps up to the next phase's are its own). */
  readonly firstStep: number;
  /** Each player's state when the phase begins, in declaration order. */
  readonly roster: Roster;
}

/** The whole ruling: the engine's only output. */
export interface Timeline {
  readonly ruleset: RulesetId;
  readonly seed: number;
  /** Every option in force, including defaults, so a ruling is reproducible. */
  readonly options: Readonly<Record<string, string>>;
  readonly steps: readonly Step[];
  readonly days: readonly DaySummary[];
  readonly nights: readonly NightSummary[];
  readonly phases: readonly PhaseRecord[];
  readonly actions: readonly ActionLife[];
  readonly diagnostics: readonly Diagnostic[];
  /** Winner under the win-condition option, or null while the game goes on. */
  readonly winner: string | null;
}
