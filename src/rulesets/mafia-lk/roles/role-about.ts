import type { RoleSpec } from '../../../engine/ruleset.ts';
import type { Text } from '../../../engine/text.ts';

/** A night ability of a role: its name on the board and in the CLI; spellings: the verb after `A:` that names it. */
export interface LkAbility {
  readonly label: Text;
  readonly spellings?: readonly string[];
  /** Lower-case word stems a player's PM uses for it («Проверяю Васю»), for the host's desk (RoleSpec.pmWords). */
  readonly pmWords?: readonly string[];
}

/** What the page shows of a role before the resolver loads (rulesets/about.ts): its spec and its abilities' names. */
export interface LkRoleAbout<Id extends string = string> {
  readonly id: Id;
  readonly spec: RoleSpec & { readonly id: Id };
  /** Its night abilities by the id the timeline records (ActionRef.ability). */
  readonly abilities?: Readonly<Record<string, LkAbility>>;
}

/**
 * Declares a role's data at the top of its file, which spreads it into the whole role (role.ts, lkRole).
 * The spec's verbs (and their PM words) are the abilities that a verb names (the Sheriff's check and shot).
 */
export function lkRoleAbout<const Id extends string>(about: {
  readonly id: Id;
  readonly spec: Omit<RoleSpec, 'id' | 'verbs' | 'pmWords'>;
  readonly abilities?: Readonly<Record<string, LkAbility>>;
}): LkRoleAbout<Id> {
  const named = Object.entries(about.abilities ?? {}).filter(([, a]) => a.spellings);
  const verbs = named.map(([id]) => id);
  const pmWords = Object.fromEntries(named.flatMap(([id, a]) => (a.pmWords ? [[id, a.pmWords] as const] : [])));
  return {
    id: about.id,
    spec: { id: about.id, ...about.spec, ...(verbs.length ? { verbs, pmWords } : {}) },
    ...(about.abilities ? { abilities: about.abilities } : {}),
  };
}
