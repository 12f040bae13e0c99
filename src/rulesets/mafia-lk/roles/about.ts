import type { RoleSpec } from '../../../engine/ruleset.ts';
import { childAbout } from './child.about.ts';
import { civilianAbout } from './civilian.about.ts';
import { doctorAbout } from './doctor.about.ts';
import { donAbout } from './don.about.ts';
import { mafiaAbout } from './mafia.about.ts';
import { maniacAbout } from './maniac.about.ts';
import { priestessAbout } from './priestess.about.ts';
import type { LkRoleAbout } from './role-about.ts';
import { sheriffAbout } from './sheriff.about.ts';

/**
 * The roles as data, in the order of the rulebook's role list (D.0): what the page reads at start-up,
 * without the rule code. index.ts lists the same roles with their rules (registry.test.ts keeps the two alike).
 */
export const LK_ROLE_ABOUTS: readonly LkRoleAbout[] = [
  donAbout,
  mafiaAbout,
  sheriffAbout,
  doctorAbout,
  maniacAbout,
  priestessAbout,
  childAbout,
  civilianAbout,
];

/** The roles as data for the DSL, the encyclopedia and the desk (Ruleset.roles). */
export const LK_ROLES: readonly RoleSpec[] = LK_ROLE_ABOUTS.map((r) => r.spec);
