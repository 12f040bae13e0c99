import type { RoleSpec, VerbTable } from '../../../engine/ruleset.ts';
import type { MemorySlot } from '../../../engine/role-memory.ts';
import type { Text } from '../../../engine/text.ts';
import type { FnResult } from '../night/support.ts';
import type { Standing } from '../night/attack-readings.ts';
import type { NightOptionKey } from '../options-night.ts';
import type { Fn, NightAction, NightRun, Placed } from '../night/types.ts';
import type { DayPowerEvent, NamedRef } from '../../../engine/scenario.ts';
import type { StepId } from '../../../engine/timeline.ts';
import type { FactBits } from '../carried-facts.ts';
import type { TmClauseId } from '../clauses.ts';
import type { TmContext } from '../context.ts';
import type { DayBook } from '../day/book.ts';
import type { StartFactHooks } from '../start-hook.ts';
import type { TmPlayer, TmState } from '../state.ts';
import type { Named } from './words.ts';
import type { InheritedRole } from './index.ts';

/** How a character is named and declined in reports (nom, gen, dat, acc, ins) and its gender. */
export interface RoleForms {
  readonly g: 'm' | 'f';
  readonly ru: readonly [string, string, string, string, string];
  readonly en: string;
}

/** What kind of attack a night ability is (its row in the attack × protection table, attack-table.ts). */
export type AttackKind = 'musket' | 'sword' | 'axe';

/** An attack's own rules around the attack × protection table (night/attack-table.ts). */
export interface Strike {
  /** Its row in the table. */
  readonly kind: AttackKind;
  /** A landed blow knocks the target out (the axe, A-121). */
  readonly knocksOut?: boolean;
  /** The blow reaches an unshielded target. */
  readonly land: (run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer) => FnResult;
  /** How he sees his victim, where the table's readings ask (de Tréville's honest or traitor, C-84). */
  readonly sees?: (run: NightRun, rec: NightAction, victim: TmPlayer) => Standing;
  /** He spares an honest victim (the table's `spares` reading): his own rule of what follows. */
  readonly spare?: (run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer) => FnResult;
  /** He kills the victim despite the shield (the table's `slays` reading), in his own words. */
  readonly slay?: (run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer) => void;
  /** Stopped at a shield: what else follows from the attempt. */
  readonly stopped?: (run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer) => void;
}

/** The night action hook: performs one function of the ability at the performer's slot. */
export type NightHandler = (run: NightRun, rec: NightAction, fn: Fn, targets: readonly string[]) => FnResult;

/** A night ability as data, with the hook that performs it. */
export interface NightAbility<A extends string = string> {
  readonly id: A;
  readonly targets: 1 | 2;
  /** How it attacks (killer, de Tréville, executioner: amulet, tavern, trap, Constance); null: not an attack. */
  readonly attack: Strike | null;
  /** Stopped by Athos's safety under `harmfulOnly` (C-35, C.R 14). */
  readonly harmful: boolean;
  /** "Drags someone out of bed" (M2 under m2Scope=blockersOnly, C-101). */
  readonly blocker: boolean;
  /** Immune to the mirror and never redirected: 'deeds' (de Jussac) or 'visitors' (Bonacieux). */
  readonly watcher: 'deeds' | 'visitors' | null;
  readonly clause: TmClauseId;
  /** The ability's name on the board and in the CLI. */
  readonly label: Text;
  /** Its short name in a step's summary («выстрел из мушкета»). */
  readonly summary: Text;
  /** "{actor} {deed}" as a watcher reports it (past tense, actor's gender g). */
  readonly deed: (g: 'm' | 'f', names: readonly Named[]) => Text;
  /** "{actor} {attempt}" for an attack that did not land, as a watcher words it (issue 8.2); absent: «пришёл к …». */
  readonly attempt?: (g: 'm' | 'f', target: Named) => Text;
  /** "{actor} {killing}" for a blow that killed, told apart from the plain deed (L118). */
  readonly killing?: (g: 'm' | 'f', target: Named) => Text;
  /** Bonacieux's apprentice shows only the watched object of it, not its other target (the mirror, the charm). */
  readonly objectOnly?: boolean;
  /** The night action hook. */
  readonly perform: NightHandler;
  /** The clause refusing two equal targets (A-62 unless the ability names its own). */
  readonly sameTargetClause?: TmClauseId;
  /** Its targets may be out of the game (the Abbess prays for the dead, A-147). */
  readonly targetsOut?: boolean;
  /** The second target is a direction, not a target (the mirror's, A-116). */
  readonly direction?: boolean;
  /** Milady's charm: under C-50 miledyCharmIsAction=false it is no action (no mirror, no pairing, no tavern). */
  readonly charm?: boolean;
  /** Athos's guest is not shielded from it (the Abbess's prayer). */
  readonly passesTavern?: boolean;
  /** Night verbs that make the move a target "in mind" only (a peaceful de Tréville, clarification 1). */
  readonly peaceVerbs?: readonly string[];
  /** The verbs its move may name after `A:` (canonical → spellings; Ruleset.verbs.night). */
  readonly verbs?: VerbTable;
  /** The code of the report a forced watcher gets (M7/M8, C-101). */
  readonly forcedReport?: 'M7' | 'M8';
  /** Targeting oneself: a refusal, 'allowed' (the ability's own rule), or null for the shared C-32 rule. */
  readonly selfRule?: (run: NightRun, p: TmPlayer) => Refusal | 'allowed' | null;
  /** The ability's own checks of a move's targets, after the shared ones. */
  readonly checkTargets?: (run: NightRun, p: TmPlayer, targets: readonly string[]) => Refusal | null;
  /** Effects registered before the first slot when the option reads wholeNight (C-30, C-33, C-34, C-56, C-82). */
  readonly early?: readonly EarlyEffect[];
}

/** Why a move's targets are refused: a diagnostic code, its text, and the rule (with the reading that decided it). */
export interface Refusal {
  readonly code: string;
  readonly text: Text;
  readonly clause: TmClauseId;
  readonly option?: NightOptionKey;
}

/** An effect a wholeNight reading registers before the night (C-30, C-33, C-34, C-56, C-82). */
export interface EarlyEffect {
  readonly option: NightOptionKey;
  readonly place: (run: NightRun, rec: NightAction, fn: Fn, target: string, placed: Placed) => void;
}

/** Facts a role declares about itself, read by the shared rule code instead of comparing role ids. */
export interface RoleTraits {
  /** One of "the four" who protect Constance. */
  readonly musketeer?: boolean;
  /** Killing this character sets off the bomb while the four live. */
  readonly bomb?: boolean;
  /** Takes the abilities of the last one out; his own night move comes from state. */
  readonly inheritor?: boolean;
  /** Never passed on to the inheritor. */
  readonly notInherited?: boolean;
  /** Its move is never multiplied by Milady's charm (A-96, C-49). */
  readonly unmultiplied?: boolean;
  /** Pairs two players for a day: his slot in the previous order bounds a carried pair (C-61). */
  readonly pairs?: boolean;
  /** Reports only his own suicide, a note a dead man does get (A-158, C.R 11). */
  readonly suicideNote?: boolean;
  /** Locks a slot in the evening, before the mafia swaps. */
  readonly slotLock?: boolean;
}

/** An evening hook: reads the evening's lock line against the order being built (mutated in place). */
export type EveningLock = (
  ctx: TmContext,
  n: number,
  lock: NamedRef | undefined,
  order: string[],
  publicOrder: readonly string[],
  orderStep: StepId,
) => string | null;

/** A day or evening power: its name, its clause, and (by day) the hook that plays it. */
export interface Power {
  readonly label: Text;
  /** The words after `A:` that play it by day (Ruleset.verbs.day); absent: no day verb (Planchet's evening lock). */
  readonly spellings?: readonly string[];
  readonly clause: TmClauseId;
  /** Played in the evening by the evening's own code (Planchet's lock), not as a day verb. */
  readonly evening?: boolean;
  /** The day hook: reads the power's event in the day's time order. */
  readonly perform?: (ctx: TmContext, book: DayBook, ev: DayPowerEvent, n: number) => void;
}

/** One character of «Три мушкетера»: its data, names, labels and behaviour by phase. */
export interface TmRole<Id extends string = string, A extends string = string> extends RoleTraits {
  readonly id: Id;
  /** Data for the DSL and the encyclopedia (the role's entry in Ruleset.roles, without the derived fields). */
  readonly spec: Omit<RoleSpec, 'id' | 'forms' | 'gender' | 'nightAbility'>;
  readonly forms: RoleForms;
  /** The night ability of its own (null: none; the Father's comes from state). */
  readonly night: NightAbility<A> | null;
  /** The role's own memory across phases (engine/role-memory.ts), kept in TmState.memory by role id. */
  readonly memory?: MemorySlot<Id>;
  /** The role's one-shot facts that hold in the live state, as start-fact bits (carried-facts.ts). */
  readonly carried?: (state: TmState, bit: FactBits) => number;
  /** Facts the role's memory sets on any player (Kitty's last amulet: `hadAmulet`), as start-fact bits. */
  readonly carriedOn?: (state: TmState, p: TmPlayer, bit: FactBits) => number;
  /** What the start facts of the role's rules write into a game started mid-way (start-state.ts), by fact id. */
  readonly startFacts?: StartFactHooks;
  /** Rochefort's denial neutralises the role's unused day power (C-70); false: nothing to neutralise. */
  readonly neutralize?: (ctx: TmContext, book: DayBook, id: StepId, permanent: boolean) => boolean;
  /** In the evening, before the mafia swaps: the role's lock on a slot (Planchet, A-56); returns the locked name. */
  readonly evening?: EveningLock;
  /** For the inheritor: the role whose abilities he holds now; null: none yet. */
  readonly holds?: (state: TmState) => InheritedRole | null;
  /** A night death: what follows for this role (the Father's C-91 immediate inheritance). */
  readonly nightDeath?: (run: NightRun, dead: TmPlayer) => void;
  /** At the performer's slot, before his move is played: true if this role's own rule settled it (refused). */
  readonly atSlot?: (run: NightRun, rec: NightAction) => boolean;
  /** After the morning's public post: the role's own morning steps (the Father's inheritance, A-153). */
  readonly dawn?: (run: NightRun) => void;
  /** The day jailed a player (the last one when several): what follows for this role (the Father's inheritance). */
  readonly jailed?: (ctx: TmContext, last: TmPlayer, day: number, jailStep: StepId) => void;
  /** Someone is back in the game tonight (the Abbess's prayer): what follows for this role (C-98 revert). */
  readonly restored?: (run: NightRun, name: string) => void;
  /** The start of a night, before the blocks carried in the shared memo: the role's own carried effects (Aramis's sermon). */
  readonly nightStart?: (run: NightRun) => void;
  /** The start of a night, for each player before he comes round: the role's own block carried on him (C-79). */
  readonly wakes?: (run: NightRun, p: TmPlayer) => void;
  /** At the morning: what the role's night leaves in the state for the day and the next night. */
  readonly morning?: (run: NightRun) => void;
  /** The role's day and evening powers by verb, as the timeline records them (duel, cancel, lock…). */
  readonly powers?: Readonly<Record<string, Power>>;
}

/** Declares a role, keeping its id and ability id as literal types for the registry's unions. */
export function defineRole<const Id extends string, const A extends string = never>(role: TmRole<Id, A>): TmRole<Id, A> {
  return role;
}

/** Wraps a single-target handler to the common hook shape. */
export function one(h: (run: NightRun, rec: NightAction, fn: Fn, name: string) => FnResult): NightHandler {
  return (run, rec, fn, targets) => h(run, rec, fn, targets[0]!);
}
