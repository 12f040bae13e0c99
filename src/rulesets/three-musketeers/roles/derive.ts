import type { RoleSpec } from '../../../engine/ruleset.ts';
import type { Text } from '../../../engine/text.ts';
import { MUSKET } from './musket.ts';
import type { NightAbility, Power, TmRole } from './role.ts';

/** What the rule code reads from a list of role files: lookups, the abilities, the DSL's specs, the labels. */
export interface DerivedRegistry {
  readonly roleOf: (id: string | null | undefined) => TmRole | undefined;
  readonly ownerOf: (ability: string) => string | undefined;
  readonly abilities: Readonly<Record<string, NightAbility>>;
  readonly specs: readonly RoleSpec[];
  readonly abilityNames: Readonly<Record<string, Text>>;
  readonly dayPowerOf: (verb: string) => { readonly role: string; readonly power: Power } | undefined;
}

/** Derives every table from the registry's list, so a role is its file plus one line there. */
export function deriveRegistry(roles: readonly TmRole[]): DerivedRegistry {
  const byId: ReadonlyMap<string, TmRole> = new Map(roles.map((r) => [r.id, r]));
  const abilities: Readonly<Record<string, NightAbility>> = Object.fromEntries(
    [...roles.flatMap((r) => (r.night ? [r.night] : [])), MUSKET].map((a) => [a.id, a as NightAbility]),
  );
  const specs = roles.map((r): RoleSpec => ({
    id: r.id,
    ...r.spec,
    ...(r.forms.g === 'f' ? { gender: 'f' as const } : {}),
    nightAbility: r.night !== null,
    forms: { gen: r.forms.ru[1], dat: r.forms.ru[2], acc: r.forms.ru[3], ins: r.forms.ru[4] },
  }));
  const abilityNames: Readonly<Record<string, Text>> = Object.fromEntries([
    ...Object.values(abilities).map((a) => [a.id, a.label] as const),
    ...roles.flatMap((r) => Object.entries(r.powers ?? {}).map(([verb, p]) => [verb, p.label] as const)),
  ]);
  return {
    roleOf: (id) => (id ? byId.get(id) : undefined),
    ownerOf: (ability) => roles.find((r) => r.night?.id === ability)?.id,
    abilities,
    specs,
    abilityNames,
    dayPowerOf: (verb) => {
      const role = roles.find((r) => r.powers?.[verb] && !r.powers[verb]!.evening);
      return role ? { role: role.id, power: role.powers![verb]! } : undefined;
    },
  };
}
