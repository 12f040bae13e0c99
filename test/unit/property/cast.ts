/**
 * The cast of the generated scenarios (test helper of the property suite): names, teams, start
 * facts, option settings, players, seeds, and player references as placeholders bound to the
 * declared names at the end. Read from the rulesets at run time, so they follow the rulesets.
 */
import fc from 'fast-check';
import type { Ruleset } from '../../../src/engine/ruleset.ts';
import type { NamedList, NamedRef, OptionSetting, PlayerDecl, RulesetId, StartCondition, Team } from '../../../src/engine/scenario.ts';
import { NO_SPAN } from '../../../src/engine/span.ts';
import { RULESETS } from '../../../src/rulesets/index.ts';

/** Both ruleset ids. */
export const RULESET_IDS: readonly RulesetId[] = ['three-musketeers', 'mafia-lk'];

/** Player names that are neither keywords nor role names, so the DSL can spell them back. */
export const SAFE_NAMES: readonly string[] = [
  'Вася',
  'Петя',
  'Лена',
  'Иван',
  'Ольга',
  'Marta',
  'Bob',
  'Zed',
  'Кира',
  'Тимофей',
  'Anna Maria',
  "O'Neil",
];

/** Names the engine should survive as declared players (odd but well-typed strings). */
export const ODD_NAMES: readonly string[] = ['', ' ', 'mafia', 'self', '🙂', '\u202eRTL', 'a\u0000b', 'x'.repeat(200), 'Вася '];

/** References to nobody declared. */
const UNKNOWN_NAMES: readonly string[] = ['Незнакомец', 'nobody', '', 'mafia', 'себя', '  ', '🂡'];

/** Every start fact any ruleset reads (rulesets' startFacts tables) plus one nobody reads. */
const FLAGS: readonly string[] = [
  ...new Set([...Object.values(RULESETS).flatMap((r) => (r.startFacts ?? []).map((f) => f.id)), 'bogusFlag']),
];

export const STARTS: readonly StartCondition[] = ['alive', 'dead', 'jailed'];
export const ALL_TEAMS: readonly Team[] = ['honest', 'mafia', 'maniac'];

/** Teams a ruleset declares (TM: honest, mafia; LK: + maniac). */
export function rulesetTeams(ruleset: Ruleset): Team[] {
  return ALL_TEAMS.filter((team) => team in ruleset.teams);
}

export const span = NO_SPAN;

/** Random option settings: valid keys with valid or invalid values, and unknown keys. */
export function optionSettings(ruleset: Ruleset, validOnly: boolean): fc.Arbitrary<OptionSetting[]> {
  const specs = ruleset.options;
  const valid: fc.Arbitrary<OptionSetting>[] = specs.map((spec) =>
    fc.constantFrom(...spec.readings.map((r) => r.value)).map((value) => ({ key: spec.key, value, span })),
  );
  if (valid.length === 0) return fc.constant([]);
  const choices: fc.Arbitrary<OptionSetting>[] = [...valid];
  if (!validOnly) {
    const keys = specs.map((s) => s.key);
    choices.push(
      fc.record({ key: fc.constantFrom(...keys), value: fc.constantFrom('', 'nonsense', 'TRUE', '🙂'), span: fc.constant(span) }),
      fc.record({ key: fc.constantFrom('bogusOption', '', 'x'), value: fc.string({ maxLength: 5 }), span: fc.constant(span) }),
    );
  }
  return fc.array(fc.oneof(...choices), { maxLength: validOnly ? 3 : 5 });
}

/**
 * Player references are generated as placeholders (`\u0001P3` = the 4th declared player, modulo
 * the player count) and bound to names at the end with `bind`, so the whole scenario is one
 * `fc.record(...).map(...)` and shrinks well (no `chain`).
 */
const PLACEHOLDER = /^\u0001P(\d+)$/;

export function placeholder(i: number): string {
  return `\u0001P${i}`;
}

/** Replaces every placeholder string in a value by the name it stands for. */
export function bind<T>(value: T, names: readonly string[]): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const m = PLACEHOLDER.exec(v);
      return m ? names[Number(m[1]) % names.length] : v;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/** What a generator needs to know while it builds phases. */
export interface Cast {
  readonly ruleset: Ruleset;
  /** A reference to a player (placeholder), or for hostile scenarios now and then to nobody. */
  readonly ref: fc.Arbitrary<string>;
  readonly hostile: boolean;
}

export function castFor(ruleset: Ruleset, hostile: boolean): Cast {
  const declared = fc.nat({ max: 7 }).map(placeholder);
  return {
    ruleset,
    hostile,
    ref: hostile ? fc.oneof({ arbitrary: declared, weight: 8 }, { arbitrary: fc.constantFrom(...UNKNOWN_NAMES), weight: 1 }) : declared,
  };
}

export function refs(cast: Cast, min: number, max: number): fc.Arbitrary<string[]> {
  return fc.array(cast.ref, { minLength: min, maxLength: max });
}

export function namedList(cast: Cast): fc.Arbitrary<NamedList> {
  return refs(cast, cast.hostile ? 0 : 1, 8).map((names) => ({
    names: names.map((name): NamedRef => ({ name, span })),
    span,
  }));
}

export function playerDecl(ruleset: Ruleset, name: fc.Arbitrary<string>, hostile: boolean): fc.Arbitrary<PlayerDecl> {
  const roleIds = ruleset.roles.map((r) => r.id);
  const role = hostile
    ? fc.oneof({ arbitrary: fc.constantFrom(...roleIds), weight: 12 }, { arbitrary: fc.constantFrom('', 'bogusRole'), weight: 1 })
    : fc.constantFrom(...roleIds);
  const teams = hostile ? ALL_TEAMS : rulesetTeams(ruleset);
  // Well-formed: a fact any player may carry and that names nobody (role-bound ones need their role).
  const anyone = (ruleset.startFacts ?? []).filter((f) => f.roles.length === 0 && !f.argument && !f.pair).map((f) => f.id);
  const flags: fc.Arbitrary<string[]> = hostile
    ? fc.subarray([...FLAGS], { maxLength: 3 })
    : anyone.length
      ? fc.option(fc.subarray(anyone, { minLength: 1, maxLength: 1 }), { nil: [], freq: 4 })
      : fc.constant<string[]>([]);
  return fc
    .record({
      name,
      role,
      team: fc.constantFrom(...teams),
      start: fc.oneof({ arbitrary: fc.constant<StartCondition>('alive'), weight: 6 }, { arbitrary: fc.constantFrom(...STARTS), weight: 2 }),
      flags,
    })
    .map(({ name: n, role: r, team, start, flags: f }) => ({
      name: n,
      role: r,
      team,
      start,
      flags: f,
      ...(f.length ? { facts: f.map((id) => ({ id, span })) } : {}),
      span,
    }));
}

/** The seed: any integer, with the edges now and then. */
export const seedArb = fc.oneof(
  { arbitrary: fc.integer(), weight: 6 },
  { arbitrary: fc.constantFrom(0, 1, -1, 2 ** 31, Number.MAX_SAFE_INTEGER), weight: 1 },
);
