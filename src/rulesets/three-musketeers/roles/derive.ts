import type { RoleSpec, RulesetVerbs } from '../../../engine/ruleset.ts';
import type { Text } from '../../../engine/text.ts';
import { MUSKET } from './musket.ts';
import type { NightAbility, Power, TmRole } from './role.ts';

/** A character's entry in Ruleset.roles: its spec with the case forms the DSL declines players by. */
export function specOf(r: TmRole): RoleSpec {
  return {
    id: r.id,
    ...r.spec,
    ...(r.forms.g === 'f' ? { gender: 'f' as const } : {}),
    nightAbility: r.night !== null,
    forms: { gen: r.forms.ru[1], dat: r.forms.ru[2], acc: r.forms.ru[3], ins: r.forms.ru[4] },
  };
}

/** Names of the abilities and powers of these characters (and the mafia's musket), as the timeline records them. */
export function abilityNamesOf(roles: readonly TmRole[]): Readonly<Record<string, Text>> {
  return Object.fromEntries([
    ...roles.flatMap((r) => (r.night ? [[r.night.id, r.night.label] as const] : [])),
    [MUSKET.id, MUSKET.label],
    ...roles.flatMap((r) => Object.entries(r.powers ?? {}).map(([verb, p]) => [verb, p.label] as const)),
  ]);
}

/** The verbs after `A:` these characters declare: day powers with spellings, and their night moves' verbs. */
export function verbsOf(roles: readonly TmRole[]): RulesetVerbs {
  return {
    day: Object.fromEntries(
      roles.flatMap((r) => Object.entries(r.powers ?? {}).flatMap(([verb, p]) => (p.spellings ? [[verb, p.spellings] as const] : []))),
    ),
    night: Object.fromEntries(roles.flatMap((r) => Object.entries(r.night?.verbs ?? {}))),
  };
}

/** What the rule code reads from a list of role files: lookups and the abilities (the data: specOf, abilityNamesOf). */
export interface DerivedRegistry {
  readonly roleOf: (id: string | null | undefined) => TmRole | undefined;
  readonly ownerOf: (ability: string) => string | undefined;
  readonly abilities: Readonly<Record<string, NightAbility>>;
  readonly dayPowerOf: (verb: string) => { readonly role: string; readonly power: Power } | undefined;
}

/** Derives the rule code's tables from the registry's list. */
export function deriveRegistry(roles: readonly TmRole[]): DerivedRegistry {
  const byId: ReadonlyMap<string, TmRole> = new Map(roles.map((r) => [r.id, r]));
  const abilities: Readonly<Record<string, NightAbility>> = Object.fromEntries(
    [...roles.flatMap((r) => (r.night ? [r.night] : [])), MUSKET].map((a) => [a.id, uniform(a as NightAbility)]),
  );
  // Looked up by key, not searched per call (each role object has its own shape): the first role
  // in registry order wins, as a search would find it.
  const owners = new Map<string, string>();
  const dayPowers = new Map<string, { readonly role: string; readonly power: Power }>();
  for (const r of roles) {
    if (r.night && !owners.has(r.night.id)) owners.set(r.night.id, r.id);
    for (const [verb, power] of Object.entries(r.powers ?? {}))
      if (!power.evening && !dayPowers.has(verb)) dayPowers.set(verb, { role: r.id, power });
  }
  return {
    roleOf: (id) => (id ? byId.get(id) : undefined),
    ownerOf: (ability) => owners.get(ability),
    abilities,
    // a verb no role owns is searched as before (a written word may name an inherited property)
    dayPowerOf: (verb) => dayPowers.get(verb) ?? searchDayPower(roles, verb),
  };
}

function searchDayPower(roles: readonly TmRole[], verb: string): { readonly role: string; readonly power: Power } | undefined {
  const role = roles.find((r) => r.powers?.[verb] && !r.powers[verb]!.evening);
  return role ? { role: role.id, power: role.powers![verb]! } : undefined;
}

/**
 * The ability with every field a night ability may have, in one order (absent ones undefined),
 * then any other it has (ability-keys.test.ts keeps the list whole): all abilities then share one
 * shape, so rule code reading `ABILITIES[id].blocker` at every record reads one layout, not one of
 * 18 (the role files' literals each have their own).
 * One literal: fields added one by one under computed keys would make a slow dictionary of it.
 */
function uniform(a: NightAbility): NightAbility {
  const out = {
    id: a.id,
    targets: a.targets,
    attack: a.attack,
    harmful: a.harmful,
    blocker: a.blocker,
    watcher: a.watcher,
    clause: a.clause,
    label: a.label,
    summary: a.summary,
    deed: a.deed,
    attempt: a.attempt,
    killing: a.killing,
    report: a.report,
    objectOnly: a.objectOnly,
    perform: a.perform,
    atSlot: a.atSlot,
    afterSlots: a.afterSlots,
    sameTargetClause: a.sameTargetClause,
    targetsOut: a.targetsOut,
    direction: a.direction,
    charm: a.charm,
    passesTavern: a.passesTavern,
    peaceVerbs: a.peaceVerbs,
    verbs: a.verbs,
    forcedReport: a.forcedReport,
    selfRule: a.selfRule,
    checkTargets: a.checkTargets,
    early: a.early,
  };
  const extra = Object.keys(a).filter((k) => !(k in out));
  return extra.length === 0
    ? out
    : Object.assign(out, Object.fromEntries(extra.map((k) => [k, (a as unknown as Record<string, unknown>)[k]])));
}
