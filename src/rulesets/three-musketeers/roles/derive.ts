import { MUSKET } from './musket.ts';
import type { NightAbility, Power, TmRole } from './role.ts';

/** What the rule code reads from a list of role files: lookups and the abilities (the specs and names: about.ts). */
export interface DerivedRegistry {
  readonly roleOf: (id: string | null | undefined) => TmRole | undefined;
  readonly ownerOf: (ability: string) => string | undefined;
  readonly abilities: Readonly<Record<string, NightAbility>>;
  readonly dayPowerOf: (verb: string) => { readonly role: string; readonly power: Power } | undefined;
}

/** Derives the rule code's tables from the registry's list (the page's, specs and names, come from about.ts). */
export function deriveRegistry(roles: readonly TmRole[]): DerivedRegistry {
  const byId: ReadonlyMap<string, TmRole> = new Map(roles.map((r) => [r.id, r]));
  const abilities: Readonly<Record<string, NightAbility>> = Object.fromEntries(
    [...roles.flatMap((r) => (r.night ? [r.night] : [])), MUSKET].map((a) => [a.id, a as NightAbility]),
  );
  return {
    roleOf: (id) => (id ? byId.get(id) : undefined),
    ownerOf: (ability) => roles.find((r) => r.night?.id === ability)?.id,
    abilities,
    dayPowerOf: (verb) => {
      const role = roles.find((r) => r.powers?.[verb] && !r.powers[verb]!.evening);
      return role ? { role: role.id, power: role.powers![verb]! } : undefined;
    },
  };
}
