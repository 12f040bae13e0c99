import type { MemorySlot } from '../../../engine/role-memory.ts';
import type { RoleSpec, VerbTable } from '../../../engine/ruleset.ts';
import type { RoleIdOf } from '../../../engine/role-module.ts';
import type { Text } from '../../../engine/text.ts';
import { child } from './child.ts';
import { civilian } from './civilian.ts';
import { doctor } from './doctor.ts';
import { don } from './don.ts';
import { mafia } from './mafia.ts';
import { maniac } from './maniac.ts';
import { priestess } from './priestess.ts';
import type { LkRole, NightTurn } from './role.ts';
import { sheriff } from './sheriff.ts';

/** The roles of «Мафия ЛК», one entry per role file, in the order of the rulebook's role list (D.0). */
export const LK_ROLE_MODULES = [don, mafia, sheriff, doctor, maniac, priestess, child, civilian] as const;

/** One registered role, with its literal id and night slot. */
export type LkRoleModule = (typeof LK_ROLE_MODULES)[number];

/** Role ids of «Мафия ЛК», derived from the registry. */
export type LkRoleId = RoleIdOf<typeof LK_ROLE_MODULES>;

/** A registered role that acts at night. */
type NightRole = Extract<LkRoleModule, { readonly night: NightTurn }>;

/** A turn of the night order, with its literal slot. */
export type LkNightTurn = NightRole['night'];

/** The night's slots (step ids `n2.<slot>`), derived from the roles' turns. */
export type NightSlot = LkNightTurn['slot'];

/** The slots of the turns that shoot (mafia, Sheriff, Maniac). */
export type ShootingSlot = Extract<LkNightTurn, { readonly killedBy: Text }>['slot'];

/** The role that holds the Don's seat at the start; the seat's day extension is his (D-11, D-12, D-16). */
export const LK_SEAT_ROLE: LkRoleModule = LK_ROLE_MODULES.find((r: LkRole) => r.leadsMafia)!;

/** The role an unknown declared role is read as (LK-ROLE-UNKNOWN). */
export const LK_FALLBACK_ROLE: LkRoleModule = LK_ROLE_MODULES.find((r: LkRole) => r.fallback)!;

/** The roles' memory slots (engine/role-memory.ts), in the registry's order. */
export const LK_MEMORY_SLOTS: readonly MemorySlot[] = LK_ROLE_MODULES.flatMap((r: LkRole) => (r.memory ? [r.memory] : []));

/** Every LK role id, in the registry's order. */
export const LK_ROLE_IDS: readonly LkRoleId[] = LK_ROLE_MODULES.map((r) => r.id);

/** The roles as data for the DSL, the encyclopedia and the desk (Ruleset.roles; the page reads them through about.ts). */
export const LK_ROLES: readonly RoleSpec[] = LK_ROLE_MODULES.map((r) => r.spec);

/** The roles' night abilities in words, by the id the timeline records (Ruleset.abilityNames). */
export const LK_ROLE_ABILITY_NAMES: Readonly<Record<string, Text>> = Object.fromEntries(
  LK_ROLE_MODULES.flatMap((r) => Object.entries(r.abilities ?? {}).map(([id, a]) => [id, a.label] as const)),
);

/** The night verbs the roles declare (Ruleset.verbs.night): the Sheriff's check and shot (D-20, D-25). */
export const LK_NIGHT_VERBS: VerbTable = Object.fromEntries(
  LK_ROLE_MODULES.flatMap((r) => Object.entries(r.abilities ?? {}).flatMap(([id, a]) => (a.spellings ? [[id, a.spellings] as const] : []))),
);

/**
 * The night's reading order (D-58) from the roles' own turns: each turn once (the Don and the
 * mafiosi share the mafia's), sorted by its number. The results (step 6) follow the last turn.
 */
export function nightOrder<T extends NightTurn>(turns: readonly T[]): T[] {
  return [...new Set(turns)].sort((a, b) => a.turn - b.turn);
}

/** The night order of the registered roles: Priestess, mafia, Sheriff, Maniac, Doctor (D-58). */
export const LK_NIGHT_ORDER: readonly LkNightTurn[] = nightOrder(
  LK_ROLE_MODULES.filter((r): r is NightRole => r.night !== undefined).map((r) => r.night),
);

/** The turn a player's role takes in the night order, if it acts at night. */
export function nightTurnOf(role: LkRole): LkNightTurn | undefined {
  return LK_NIGHT_ORDER.find((turn) => turn === role.night);
}

/** The registered role of a declared role id. */
export function lkRoleById(id: string): LkRoleModule | undefined {
  return LK_ROLE_MODULES.find((r) => r.id === id);
}

/** Narrows a declared role id to an LK role id. */
export function isLkRole(id: string): id is LkRoleId {
  return lkRoleById(id) !== undefined;
}
