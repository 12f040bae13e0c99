import type { RoleSpec } from './ruleset.ts';

/**
 * A role as one file (issue #12): the spec every consumer reads (the DSL's names, the encyclopedia,
 * the desk) plus the ruleset's own typed properties and phase hooks, which only its resolver reads.
 * A ruleset extends this with its own fields; its registry lists the modules, one line per role.
 */
export interface RoleModule<Id extends string = string> {
  readonly id: Id;
  /** Plain data: safe to hand to the UI and the DSL (no functions). */
  readonly spec: RoleSpec & { readonly id: Id };
}

/** The role ids of a registry, as a union the compiler checks: `RoleIdOf<typeof REGISTRY>`. */
export type RoleIdOf<R extends readonly RoleModule[]> = R[number]['id'];
