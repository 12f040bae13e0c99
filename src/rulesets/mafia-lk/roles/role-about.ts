import type { RoleSpec } from '../../../engine/ruleset.ts';

/** What the page shows of a role before the resolver loads (rulesets/about.ts): its spec. */
export interface LkRoleAbout<Id extends string = string> {
  readonly id: Id;
  readonly spec: RoleSpec & { readonly id: Id };
}

/** Declares a role's data at the top of its file, which spreads it into the whole role (role.ts, lkRole). */
export function lkRoleAbout<const Id extends string>(about: { readonly id: Id; readonly spec: Omit<RoleSpec, 'id'> }): LkRoleAbout<Id> {
  return { id: about.id, spec: { id: about.id, ...about.spec } };
}
