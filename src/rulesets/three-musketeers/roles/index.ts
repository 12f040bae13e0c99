import { abbess } from './abbess.ts';
import { aramis } from './aramis.ts';
import { athos } from './athos.ts';
import { bonacieux } from './bonacieux.ts';
import { constance } from './constance.ts';
import { dartagnan } from './dartagnan.ts';
import { executioner } from './executioner.ts';
import { father } from './father.ts';
import { felton } from './felton.ts';
import { jussac } from './jussac.ts';
import { kitty } from './kitty.ts';
import { lachesnaye } from './lachesnaye.ts';
import { milady } from './milady.ts';
import { MUSKET, type MUSKET_ROLE } from './musket.ts';

// Rule code reaches the role files only through this module (an import cycle entered here is safe).
export { firesMusket, isMusket, KILLER, MUSKET, MUSKET_ROLE } from './musket.ts';
import { planchet } from './planchet.ts';
import { porthos } from './porthos.ts';
import { rochefort } from './rochefort.ts';
import { abilityNamesOf, deriveRegistry, specOf, verbsOf } from './derive.ts';
import type { RoleSpec, RulesetVerbs } from '../../../engine/ruleset.ts';
import type { Text } from '../../../engine/text.ts';
import type { MemorySlot } from '../../../engine/role-memory.ts';
import type { NightAbility, Power, TmRole } from './role.ts';
import { treville } from './treville.ts';

/** The 17 characters of «Три мушкетера» (A.0), one line each, in the rulebook's order. */
export const TM_REGISTRY = [
  athos,
  porthos,
  aramis,
  dartagnan,
  milady,
  constance,
  rochefort,
  bonacieux,
  lachesnaye,
  executioner,
  jussac,
  kitty,
  felton,
  abbess,
  planchet,
  father,
  treville,
] as const;

type Registered = (typeof TM_REGISTRY)[number];

/** A character's id, checked by the compiler. */
export type RoleId = Registered['id'];

/** What D'Artagnan's Father can hold: a character's abilities or the mafia's musket (C-94). */
export type InheritedRole = RoleId | typeof MUSKET_ROLE;

/** A night ability's id: each character's own, plus the mafia's musket. */
export type Ability = NonNullable<Registered['night']>['id'] | typeof MUSKET.id;

const derived = deriveRegistry(TM_REGISTRY);

/** The role specs the DSL and the encyclopedia read (Ruleset.roles; the page reads them through about.ts). */
export const TM_ROLES: readonly RoleSpec[] = TM_REGISTRY.map(specOf);

/** Names of the roles' abilities and powers as the timeline records them (Ruleset.abilityNames). */
export const TM_ABILITY_NAMES: Readonly<Record<string, Text>> = abilityNamesOf(TM_REGISTRY);

/** The words after `A:` the characters declare (Ruleset.verbs): day powers and night verbs. */
export const TM_VERBS: RulesetVerbs = verbsOf(TM_REGISTRY);

/** The roles' memory slots, in registry order (engine/role-memory.ts). */
const MEMORY_SLOTS: readonly MemorySlot[] = TM_REGISTRY.flatMap((r: TmRole) => (r.memory ? [r.memory] : []));

/** The roles' memory slots: a fresh game's memories and the roster's watch (one list, made once). */
export function tmMemorySlots(): readonly MemorySlot[] {
  return MEMORY_SLOTS;
}

/** The role file of a role id (undefined for an id the registry does not know). */
export const roleOf: (id: string | null | undefined) => TmRole | undefined = derived.roleOf;

/** The role whose own night ability this is (undefined for the musket). */
export const ownerOf: (ability: string) => RoleId | undefined = derived.ownerOf as (ability: string) => RoleId | undefined;

/** Every night ability, keyed by id. */
export const ABILITIES = derived.abilities as Readonly<Record<Ability, NightAbility<Ability>>>;

/** The day power of a verb and the role it belongs to (undefined: no such day power). */
export const dayPowerOf: (verb: string) => { readonly role: RoleId; readonly power: Power } | undefined = derived.dayPowerOf as (
  verb: string,
) => { readonly role: RoleId; readonly power: Power } | undefined;

const withField = new Map<keyof TmRole, readonly TmRole[]>();

/**
 * The roles whose files define `key` (a hook, mostly), in registry order (listed on first use).
 * Asking each of the 17 role objects, each of its own shape, for an optional field was a slow
 * property read per role at every death, restore, morning and step.
 */
export function rolesWith(key: keyof TmRole): readonly TmRole[] {
  let roles = withField.get(key);
  if (roles === undefined) withField.set(key, (roles = TM_REGISTRY.filter((r: TmRole) => r[key] !== undefined)));
  return roles;
}

/**
 * A role file's `key` by role id (undefined where the file has none), for rule code that asks it
 * per player or per step; the map is made on first call, since the registry imports the role
 * files, which import rule code.
 */
export function byRole<K extends keyof TmRole>(key: K): (role: string | null | undefined) => TmRole[K] | undefined {
  let map: ReadonlyMap<string, TmRole[K]> | undefined;
  return (role) => {
    if (role === null || role === undefined) return undefined;
    map ??= new Map(rolesWith(key).map((r) => [r.id, r[key]] as const));
    return map.get(role);
  };
}

/** A role's own rule at its holder's slot, by role id (asked at every slot). */
export const atSlotOf = byRole('atSlot');
