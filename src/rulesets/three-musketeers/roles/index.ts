import type { RoleSpec } from '../../../engine/ruleset.ts';
import type { Text } from '../../../engine/text.ts';
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
import type { NightAbility, TmRole } from './role.ts';
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

const BY_ID: ReadonlyMap<string, TmRole> = new Map(TM_REGISTRY.map((r) => [r.id, r]));

/** The role file of a role id (undefined for an id the registry does not know). */
export function roleOf(id: string | null | undefined): TmRole | undefined {
  return id ? BY_ID.get(id) : undefined;
}

/** The role whose own night ability this is (undefined for the musket). */
export function ownerOf(ability: string): RoleId | undefined {
  return TM_REGISTRY.find((r) => r.night?.id === ability)?.id;
}

/** Every night ability, keyed by id. */
export const ABILITIES = Object.fromEntries(
  [...TM_REGISTRY.flatMap((r) => (r.night ? [r.night] : [])), MUSKET].map((a) => [a.id, a]),
) as unknown as Readonly<Record<Ability, NightAbility<Ability>>>;

/** The role specs the DSL and the encyclopedia read (Ruleset.roles). */
export const TM_ROLES: readonly RoleSpec[] = TM_REGISTRY.map((r: TmRole) => ({
  id: r.id,
  ...r.spec,
  ...(r.forms.g === 'f' ? { gender: 'f' as const } : {}),
  nightAbility: r.night !== null,
  forms: { gen: r.forms.ru[1], dat: r.forms.ru[2], acc: r.forms.ru[3], ins: r.forms.ru[4] },
}));

/** Names of the roles' abilities and powers as the timeline records them (Ruleset.abilityNames). */
export const TM_ABILITY_NAMES: Readonly<Record<string, Text>> = Object.fromEntries([
  ...Object.values(ABILITIES).map((a) => [a.id, a.label] as const),
  ...TM_REGISTRY.flatMap((r: TmRole) => Object.entries(r.powers ?? {})),
]);
