import type { RoleSpec } from '../../../engine/ruleset.ts';
import type { Text } from '../../../engine/text.ts';
import { abbessAbout } from './abbess.about.ts';
import { aramisAbout } from './aramis.about.ts';
import { athosAbout } from './athos.about.ts';
import { bonacieuxAbout } from './bonacieux.about.ts';
import { constanceAbout } from './constance.about.ts';
import { dartagnanAbout } from './dartagnan.about.ts';
import { executionerAbout } from './executioner.about.ts';
import { fatherAbout } from './father.about.ts';
import { feltonAbout } from './felton.about.ts';
import { jussacAbout } from './jussac.about.ts';
import { kittyAbout } from './kitty.about.ts';
import { lachesnayeAbout } from './lachesnaye.about.ts';
import { miladyAbout } from './milady.about.ts';
import { MUSKET_ABOUT } from './musket.about.ts';
import { planchetAbout } from './planchet.about.ts';
import { porthosAbout } from './porthos.about.ts';
import { rochefortAbout } from './rochefort.about.ts';
import type { TmRoleAbout } from './role-about.ts';
import { trevilleAbout } from './treville.about.ts';

/**
 * The 17 characters as data, in the rulebook's order (A.0): what the page reads at start-up, without
 * the rule code. index.ts lists the same roles with their rules (about.test.ts keeps the two alike).
 */
export const TM_ROLE_ABOUTS: readonly TmRoleAbout[] = [
  athosAbout,
  porthosAbout,
  aramisAbout,
  dartagnanAbout,
  miladyAbout,
  constanceAbout,
  rochefortAbout,
  bonacieuxAbout,
  lachesnayeAbout,
  executionerAbout,
  jussacAbout,
  kittyAbout,
  feltonAbout,
  abbessAbout,
  planchetAbout,
  fatherAbout,
  trevilleAbout,
];

/** A character's entry in Ruleset.roles: its spec with the case forms the DSL declines players by. */
export function specOf(r: TmRoleAbout): RoleSpec {
  return {
    id: r.id,
    ...r.spec,
    ...(r.forms.g === 'f' ? { gender: 'f' as const } : {}),
    nightAbility: r.night !== null,
    forms: { gen: r.forms.ru[1], dat: r.forms.ru[2], acc: r.forms.ru[3], ins: r.forms.ru[4] },
  };
}

/** Names of the abilities and powers of these characters (and the mafia's musket), as the timeline records them. */
export function abilityNamesOf(roles: readonly TmRoleAbout[]): Readonly<Record<string, Text>> {
  return Object.fromEntries([
    ...roles.flatMap((r) => (r.night ? [[r.night.id, r.night.label] as const] : [])),
    [MUSKET_ABOUT.id, MUSKET_ABOUT.label],
    ...roles.flatMap((r) => Object.entries(r.powers ?? {}).map(([verb, p]) => [verb, p.label] as const)),
  ]);
}

/** The role specs the DSL and the encyclopedia read (Ruleset.roles). */
export const TM_ROLES: readonly RoleSpec[] = TM_ROLE_ABOUTS.map(specOf);

/** Names of the roles' abilities and powers as the timeline records them (Ruleset.abilityNames). */
export const TM_ABILITY_NAMES: Readonly<Record<string, Text>> = abilityNamesOf(TM_ROLE_ABOUTS);
