import type { RoleSpec, VerbTable } from '../../../engine/ruleset.ts';
import type { Text } from '../../../engine/text.ts';
import type { RoleForms } from './role.ts';

/**
 * What the page shows of a character before the resolver loads (rulesets/about.ts): its spec, its
 * case forms and the names of its abilities. The role file declares it at its top and spreads it
 * into the whole role.
 */
export interface TmRoleAbout<Id extends string = string, A extends string = string> {
  readonly id: Id;
  /** Data for the DSL and the encyclopedia (the role's entry in Ruleset.roles, without the derived fields). */
  readonly spec: Omit<RoleSpec, 'id' | 'forms' | 'gender' | 'nightAbility'>;
  readonly forms: RoleForms;
  /** Its own night ability's id and name on the board and in the CLI (null: none), and the verbs its move may name. */
  readonly night: { readonly id: A; readonly label: Text; readonly verbs?: VerbTable } | null;
  /** The names of its day and evening powers, by verb; spellings: the words after `A:` that play it by day. */
  readonly powers?: Readonly<Record<string, { readonly label: Text; readonly spellings?: readonly string[] }>>;
}

/** Declares a character's data, keeping its literal types so the role file's spread checks against them. */
export function roleAbout<const R extends TmRoleAbout>(about: R): R {
  return about;
}
