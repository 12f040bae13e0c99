import { ABILITIES, isMusket, MUSKET, roleOf, type Ability, type InheritedRole } from '../roles/index.ts';
import type { NightAbility } from '../roles/role.ts';

export { ABILITIES } from '../roles/index.ts';
export type { Named } from '../roles/words.ts';

/** A night ability as data (declared in its role file). */
export type AbilitySpec = NightAbility<Ability>;

/** The ability a role id gives tonight ('musket' is the Father's inherited musket, C-94). */
export function abilityOfRole(role: InheritedRole | null): Ability | null {
  if (isMusket(role)) return MUSKET.id;
  return (roleOf(role)?.night?.id as Ability | undefined) ?? null;
}

/** Does this recorded ability knock its target out (the executioner's axe, A-121)? */
export function knocksOut(ability: string | undefined): boolean {
  return ability !== undefined && (ABILITIES as Readonly<Record<string, AbilitySpec | undefined>>)[ability]?.attack?.knocksOut === true;
}
