import type { MemorySlot } from '../../../engine/role-memory.ts';
import type { RoleModule } from '../../../engine/role-module.ts';
import type { RoleSpec } from '../../../engine/ruleset.ts';
import type { Team } from '../../../engine/scenario.ts';
import type { Text } from '../../../engine/text.ts';
import type { HostMessage, StepId } from '../../../engine/timeline.ts';
import type { LkClauseId } from '../clauses.ts';
import type { LkCause } from '../context.ts';
import type { LkContext } from '../context.ts';
import type { NightBook } from '../night/book.ts';
import type { LkOptionKey } from '../options.ts';
import type { LkPlayer, LkState, Marked } from '../state.ts';
import type { LkRoleAbout } from './role-about.ts';

/**
 * A start fact's effect in a game started mid-way (start-facts.ts has its words and meaning), kept
 * in the file of the role whose rule it remembers. `p` carries the fact; `lastNight` is the night
 * before the first phase played.
 */
export type LkStartFactHook = (state: LkState, p: LkPlayer, lastNight: number) => void;

/** A role's place in the night (D-58): its turn, and the resolver that reads its moves. */
export interface NightTurn {
  /** The slot's name: step ids are `n2.<slot>`, move lines are sorted into it. */
  readonly slot: string;
  /** Its position in the host's reading order (D-58, 1-based); the registry sorts by it. */
  readonly turn: number;
  /** One move for the whole team, taken only from the Don or the senior mafioso (D-11). */
  readonly teamMove?: true;
  /** A shooting turn: what the morning post says killed its victim («убит: выстрел шерифа», D-59). */
  readonly killedBy?: Text;
  readonly resolve: (ctx: LkContext, book: NightBook) => void;
}

/** What the Sheriff is told about a player (D-14, D-21, D-33, D-40). */
export interface CheckAnswer {
  readonly mafia: boolean;
  readonly clause: LkClauseId;
  readonly option?: LkOptionKey;
}

/** How the mafia's shot at a protected role is cancelled (the Child, D-55): the texts of its step. */
export interface MafiaShield {
  readonly code: string;
  readonly diagnostic: Text;
  readonly summary: Text;
  readonly causes: readonly LkCause[];
}

/** The day extension's memory in a role's slot: the players who spent their own right, and the seat's (bySeat). */
export interface ExtensionMemo {
  readonly usedBy: string[];
  seatUsed: boolean;
}

/** A fresh extension memory, for a role's memory slot. */
export function freshExtension(): ExtensionMemo {
  return { usedBy: [], seatUsed: false };
}

/** What a role's rule adds to the night's results after the dead: a cause and a sentence of the morning post. */
export interface ResultsNote {
  readonly cause: LkCause;
  readonly post: Text;
}

/**
 * A «Мафия ЛК» role: its data (declared at the top of its file) and its behaviour. Shared rule code asks
 * these properties and hooks instead of comparing role ids; an absent hook means "nothing special".
 */
export interface LkRole<Id extends string = string> extends RoleModule<Id> {
  /** Its night abilities' names and verbs (role-about.ts). */
  readonly abilities?: LkRoleAbout['abilities'];
  /** The side at the start of the game (the Maniac: light unless he answers «за себя», D-38). */
  readonly team: Team;
  /** The side from the declared team, for a role that chooses it (the Maniac, D-37). */
  readonly chooseTeam?: (declared: Team) => Team;
  /** At most one player holds it (D-5 … D-8). */
  readonly unique?: true;
  /** Always in play (D-5). */
  readonly core?: true;
  /** Added automatically from this many players (D-7, D-8): the warning when it is missing. */
  readonly autoFrom?: { readonly players: number; readonly code: string; readonly missing: (n: number) => Text };
  /** Ranked by the number in «Мафия (n)» (D-12, rank.ts). */
  readonly ranked?: true;
  /** Heads the mafia and holds the Don's seat at the start (D-11); the seat's rights are his role's. */
  readonly leadsMafia?: true;
  /** The role a declared role the ruleset does not know is read as (the civilian). */
  readonly fallback?: true;
  /** Heals at night: the start facts selfHealUsed and healUsed are his (D-32). */
  readonly canHeal?: true;
  /**
   * May extend the day once per game (D-16, D-26, D-43); bySeat: the right belongs to the Don's seat.
   * `memo`: where the role's memory keeps who spent the right (extension-memory.ts).
   */
  readonly extension?: { readonly clause: LkClauseId; readonly bySeat?: true; readonly memo: (state: LkState) => ExtensionMemo };
  /** Acts at night. */
  readonly night?: NightTurn;
  /** The Sheriff's answer when it is not the plain one (team mafia → «мафия», clause D-21). */
  readonly checked?: (ctx: LkContext) => CheckAnswer;
  /** The role PM of night 0 (D-3). */
  readonly pm: (ctx: LkContext, p: LkPlayer, step: StepId) => HostMessage;
  /** Night 0 after the PMs are sent (the Maniac's side, D-37). */
  readonly afterRolesSent?: (ctx: LkContext, messages: Record<string, HostMessage[]>) => void;
  /** The role's memory across phases (engine/role-memory.ts), kept in LkState.memory by role id. */
  readonly memory?: MemorySlot;
  /** Start facts of his that hold now, as a player line writes them (carried-facts.ts). */
  readonly carried?: (state: LkState) => readonly string[];
  /** Start facts the role's memory holds about `p`, any player (the Doctor's patients, the Priestess's guest). */
  readonly carriedOn?: (state: LkState, p: LkPlayer) => readonly string[];
  /** At the night's results, after the dead are out (the maniac-rapist, D-89). */
  readonly atResults?: (ctx: LkContext, book: NightBook) => ResultsNote | null;
  /** The players the role's rule mutes for the day that starts now, with the step that did it; taken from memory. */
  readonly mutesToday?: (state: LkState) => readonly Marked<string>[];
  /** What the start facts of the role's rules write into a game started mid-way (init.ts), by fact id. */
  readonly startFacts?: Readonly<Record<string, LkStartFactHook>>;
  /** The public role name when it is more than the name (the Maniac's side). */
  readonly publicName?: (p: LkPlayer) => Text;
  /** A mafia shot at him is cancelled while this returns a shield (D-55; as the guest: the cover table). */
  readonly mafiaShield?: (ctx: LkContext, target: string) => MafiaShield | null;
  /** A cause added when a shot wounds him (D-56). */
  readonly woundNote?: (ctx: LkContext, name: string) => LkCause;
}

/** A role file's declaration: the spec is written without its id, which the role's `id` gives. */
export type LkRoleDecl<Id extends string> = Omit<LkRole<Id>, 'spec'> & { readonly spec: Omit<RoleSpec, 'id'> };

/** Declares a role, keeping its literal id and night slot so the registry can derive typed unions. */
export function lkRole<const Id extends string, const R extends LkRoleDecl<Id>>(
  // A key LkRole does not declare (a misspelt `canHael`) is an error, not a silent extra field.
  role: R & { readonly id: Id } & { readonly [K in Exclude<keyof R, keyof LkRoleDecl<Id>>]: never },
): Omit<R, 'spec'> & LkRole<Id> {
  return { ...role, spec: { id: role.id, ...role.spec } };
}
