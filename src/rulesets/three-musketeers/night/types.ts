import type { Refusal } from '../roles/role.ts';
import type { Move } from '../../../engine/scenario.ts';
import type { Text } from '../../../engine/text.ts';
import type { ActionRef, Change, HostMessage, Report, StepId } from '../../../engine/timeline.ts';
import type { TmCause, TmContext, TmStep } from '../context.ts';
import type { OptionNote, ReadingOf } from '../../../engine/option-access.ts';
import type { NightOptionKey } from '../options-night.ts';
import type { TM_OPTIONS, TmOptionKey } from '../options.ts';
import type { TmPlayer } from '../state.ts';
import type { TmClauseId } from '../clauses.ts';

/** A night ability as the engine knows it (ActionRef.ability), derived from the registry. */
export type { Ability } from '../roles/index.ts';
import type { Ability, InheritedRole, KILLER } from '../roles/index.ts';

/** The watchers' roles, as the reports tell them apart (watchers.ts). */
export type WatcherRole = 'jussac' | 'bonacieux';

/** One function to perform at a slot: an ability with its targets, and whose it originally was. */
export interface Fn {
  readonly ability: Ability;
  /** Role whose ability it is ('killer' for the musket). */
  readonly role: InheritedRole | typeof KILLER;
  readonly targets: readonly string[];
  /** The player who submitted it (differs from the performer after Milady). */
  readonly owner: string;
  /** True when this is the mafia musket (travels with Milady's swap). */
  readonly killer: boolean;
  /** The targets the owner chose himself (for Felton's "self-chosen" reading, C-60). */
  readonly chosen: readonly string[];
}

/** What became of a night action record. */
export type RecStatus = 'pending' | 'performed' | 'blocked' | 'cancelled' | 'failed' | 'powerless' | 'refused' | 'none' | 'dead';

/** A block placed on a player's record by an earlier step (tavern, sermon, knockout, carry-over). */
export interface Block {
  readonly step: StepId | null;
  readonly clause: TmClauseId;
  readonly note: Text;
  readonly option?: OptionNote<TmOptionKey>;
  /** Blocks only the player's own role move (C-43 roleActionOnly). */
  readonly ownOnly?: boolean;
  /** An early (wholeNight) tavern block: void once Athos's move is off course (C-34). */
  readonly placed?: Placed;
}

/** One night action record: a player's move at his slot, in plain data. */
export interface NightAction {
  /** Lifecycle id, e.g. "n1.Атос" or "n1.Кэтти.kill". */
  readonly id: string;
  readonly stepId: StepId;
  readonly slot: number;
  readonly actor: string;
  readonly player: TmPlayer;
  readonly kind: 'role' | 'kill';
  readonly move: Move | null;
  /** Valid submitted targets ([] when refused or absent). */
  readonly declared: readonly string[];
  /** Does the actor hold a night ability of his own tonight (for M1/M3 vs M4/M5)? The Father's may change mid-night (C-91). */
  hasAbility: boolean;
  /** Peaceful de Tréville: a target "in mind" only (clarification 1). */
  readonly peaceful: boolean;
  /** A peaceful de Tréville's unused kill, transferable only under C-47 peacefulTrevilleSwappable. */
  readonly latent: Fn | null;
  own: Fn[];
  fns: Fn[];
  forced: boolean;
  charmStep: StepId | null;
  blocks: Block[];
  status: RecStatus;
  executed: boolean;
  /** Why the record failed / was cancelled (for the step summary). */
  note: Text | null;
  causes: TmCause[];
  changes: Change[];
  affects: string[];
  performed: ActionRef | null;
  /** The targets the function now resolving still goes at: a target whose shield stops it drops out (issue 8.5). */
  aimed: string[];
  /** Every function that went ahead at the slot, as performed (stopped targets dropped), in order. */
  done: ActionRef[];
  /** Has a lifecycle (a move was submitted). */
  readonly life: boolean;
  terminal: boolean;
  /** At least one target had no action of its own (for M2). */
  targetIdle: boolean;
  /** Failure caused by a death (clarification 9) rather than a block. */
  deathFailure: boolean;
  /** Extra code the message should prefer (M7/M8 for forced watchers). */
  reportCode: 'M7' | 'M8' | null;
  /** C-91 immediate: why the Father's move does not fit the ability he took mid-night (settled at his slot, roles/father-night.ts). */
  unfit?: { readonly role: string; readonly refusal: Refusal };
}

/** What stopped a move at its target, for the watchers' wording (issue 8.2). */
export type Stop = 'amulet' | 'tavern' | 'protection' | 'trap' | 'club' | 'honest';

/** Something a watcher may see, in slot order. */
export interface WatchEvent {
  readonly slot: number;
  readonly seq: number;
  readonly kind: 'act' | 'killed' | 'visitDead' | 'guest';
  /** For 'killed': how (a trap, the musketeers, a suicide) when not by the actor's own hand. */
  readonly via: 'trap' | 'bomb' | 'suicide' | null;
  readonly actor: string;
  readonly ability: Ability | null;
  readonly targets: readonly string[];
  readonly killer: boolean;
  /** For 'act' on a kill: did the kill land? */
  readonly landed: boolean;
  /** For an 'act' stopped at its target: what stopped it. */
  readonly stop?: Stop;
}

/** A death at night, in the order it happened. */
export interface NightDeath {
  readonly player: string;
  readonly cause: Text;
  readonly step: StepId | null;
  /** What the dead player learns about it (maf, suicide, explosion), if anything. */
  readonly learns: Text | null;
  readonly kind: 'kill' | 'trap' | 'bomb' | 'hit' | 'treville' | 'suicide';
}

/** An effect with a start slot and the step that set it. */
export interface Placed {
  readonly fromSlot: number;
  readonly step: StepId | null;
  readonly by: string;
  /** Registered before the night by a wholeNight reading (C-30, C-33, C-34, C-56, C-82). */
  readonly early?: boolean;
  /** For an early entry: the declaring record and its target; it holds only while that move stays on course. */
  readonly rec?: NightAction;
  readonly target?: string;
}

/** The working state of one night. Lives only inside resolveNight. */
export interface NightRun {
  readonly ctx: TmContext;
  readonly night: number;
  /** The night option in force, its reading typed (the engine's option kit). */
  readonly opt: <K extends NightOptionKey>(key: K) => ReadingOf<typeof TM_OPTIONS, K>;
  readonly order: readonly string[];
  /** Records in execution order (Milady's ownerSlot reading may swap two). */
  readonly queue: NightAction[];
  readonly byActor: Map<string, NightAction[]>;
  readonly slotOf: Map<string, number>;
  /** Slot now resolving (1-based); 0 before the first. */
  slot: number;
  /** Position in the execution queue now resolving (0-based): effects are in force from the next position on. */
  pos: number;
  seq: number;
  readonly guests: Map<string, Placed>;
  readonly amulets: Map<string, Placed[]>;
  readonly protections: Map<string, (Placed & { used: boolean })[]>;
  readonly mirrors: (Placed & { readonly on: string; readonly to: string })[];
  readonly pairs: (Placed & { readonly a: string; readonly b: string; readonly untilSlot: number })[];
  readonly watches: {
    readonly watcher: NightAction;
    readonly subject: string;
    readonly slot: number;
    readonly role: WatcherRole;
    readonly kind: 'deeds' | 'visitors';
    readonly forced: boolean;
    readonly step: StepId;
  }[];
  readonly events: WatchEvent[];
  readonly deaths: NightDeath[];
  readonly knocked: string[];
  /** The step of each knockout tonight (the M11 cause). */
  readonly knockSteps: Map<string, StepId>;
  readonly restored: string[];
  /** Landed hits tonight per victim (C-80). */
  readonly hitsTonight: Map<string, number>;
  readonly messages: Map<string, HostMessage[]>;
  readonly reports: Report[];
  bomb: { readonly slot: number; readonly step: StepId } | null;
  readonly suicides: { readonly player: string; readonly target: string; readonly step: StepId }[];
  readonly nextSermon: { value: string; step: StepId | null }[];
  readonly nextBlocked: { value: string; step: StepId | null; clause: TmClauseId }[];
  /** Steps to append after the record's own step (trap, bomb…), flushed in order. */
  readonly extra: TmStep[];
  /** Milady records with the records they charmed (C-52 failure at morning). */
  readonly charms: { readonly milady: NightAction; readonly charmed: readonly NightAction[] }[];
  /** Executioner attempts stopped by protection, per target (C-105). */
  readonly stoppedHits: string[];
  /** The Father's role at the start of the night (for reports). */
  fatherRole: InheritedRole | null;
  /** Players by name (the state's own objects). */
  readonly byName: ReadonlyMap<string, TmPlayer>;
}
