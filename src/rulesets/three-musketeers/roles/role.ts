import type { RoleSpec } from '../../../engine/ruleset.ts';
import type { Text } from '../../../engine/text.ts';
import type { FnResult } from '../night/support.ts';
import type { Fn, NightAction, NightRun, Placed } from '../night/types.ts';
import type { TmPlayer } from '../state.ts';
import type { Named } from './words.ts';

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
  /** The blow reaches an unshielded target. */
  readonly land: (run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer) => FnResult;
  /** Is a Milady-forced performer no attacker at all tonight (C-48 forcedKillerIsKiller)? */
  readonly forcedExempt?: (run: NightRun) => boolean;
  /** The trap is set for him: his own reading may take over (null: the table's ruling stands). */
  readonly trapped?: (run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer, prot: Placed) => FnResult | null;
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
  readonly clause: string;
  /** The ability's name on the board and in the CLI. */
  readonly label: Text;
  /** Its short name in a step's summary («выстрел из мушкета»). */
  readonly summary: Text;
  /** "{actor} {deed}" as a watcher reports it (past tense, actor's gender g). */
  readonly deed: (g: 'm' | 'f', names: readonly Named[]) => Text;
  /** The night action hook. */
  readonly perform: NightHandler;
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
}

/** One character of «Три мушкетера»: its data, names, labels and behaviour by phase. */
export interface TmRole<Id extends string = string, A extends string = string> extends RoleTraits {
  readonly id: Id;
  /** Data for the DSL and the encyclopedia (the role's entry in Ruleset.roles, without the derived fields). */
  readonly spec: Omit<RoleSpec, 'id' | 'forms' | 'gender' | 'nightAbility'>;
  readonly forms: RoleForms;
  /** The night ability of its own (null: none; the Father's comes from state). */
  readonly night: NightAbility<A> | null;
  /** Names of the role's day and evening powers as the timeline records them (duel, cancel, lock…). */
  readonly powers?: Readonly<Record<string, Text>>;
}

/** Declares a role, keeping its id and ability id as literal types for the registry's unions. */
export function defineRole<const Id extends string, const A extends string = never>(role: TmRole<Id, A>): TmRole<Id, A> {
  return role;
}

/** Wraps a single-target handler to the common hook shape. */
export function one(h: (run: NightRun, rec: NightAction, fn: Fn, name: string) => FnResult): NightHandler {
  return (run, rec, fn, targets) => h(run, rec, fn, targets[0]!);
}
