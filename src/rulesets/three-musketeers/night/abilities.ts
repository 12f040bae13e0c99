import { ABILITIES, roleOf, type Ability } from '../roles/index.ts';
import { MUSKET, MUSKET_ROLE } from '../roles/musket.ts';
import type { NightAbility } from '../roles/role.ts';

export { ABILITIES } from '../roles/index.ts';
export type { Named } from '../roles/words.ts';

/** A night ability as data (declared in its role file). */
export type AbilitySpec = NightAbility<Ability>;

/** The ability a role id gives tonight ('musket' is the Father's inherited musket, C-94). */
export function abilityOfRole(role: string | null): Ability | null {
  if (role === MUSKET_ROLE) return MUSKET.id;
  return (roleOf(role)?.night?.id as Ability | undefined) ?? null;
}

/** Is this role one of the four who protect Constance? */
export function isMusketeer(role: string | null): boolean {
  return roleOf(role)?.musketeer === true;
}

/** Night verbs that mark a peaceful de Tréville: a target "in mind" only (clarification 1). */
export const PEACE_VERBS: readonly string[] = ['peace', 'мир', 'think', 'думать'];
