/**
 * fast-check arbitraries for Scenario objects of both rulesets (test helper of the proof suite).
 *
 * Two families:
 * - `hostileScenario`: well-typed but hostile — unknown roles and names, dead and self targets,
 *   duplicated moves, invalid verbs and option values, phases in any order. For the engine.
 * - `printableScenario`: what a person could build in the UI and what the DSL can spell — declared
 *   names only, canonical verbs, phases in play order. For the print → parse round trip.
 *
 * Role ids, team words, verbs and options are read from the rulesets at run time, so the
 * generators follow the rulesets as they grow.
 */
import { EXPECT_PLACES } from '../../../src/dsl/expect-phase.ts';
import fc from 'fast-check';
import type { Ruleset } from '../../../src/engine/ruleset.ts';
import type {
  DayEvent,
  DayInput,
  DayNoteEvent,
  EveningInput,
  Expectation,
  ExpectationKind,
  Move,
  NamedList,
  NamedRef,
  NightInput,
  OptionSetting,
  PhaseInput,
  PlayerDecl,
  RulesetId,
  Scenario,
  StartCondition,
  SwapSubmission,
  Team,
} from '../../../src/engine/scenario.ts';
import { NO_SPAN } from '../../../src/engine/span.ts';
import { RULESETS } from '../../../src/rulesets/index.ts';

/** Both ruleset ids. */
export const RULESET_IDS: readonly RulesetId[] = ['three-musketeers', 'mafia-lk'];

/** Player names that are neither keywords nor role names, so the DSL can spell them back. */
export const SAFE_NAMES: readonly string[] = [
  'Вася', 'Петя', 'Лена', 'Иван', 'Ольга', 'Marta', 'Bob', 'Zed', 'Кира', 'Тимофей', 'Anna Maria', "O'Neil",
];

/** Names the engine should survive as declared players (odd but well-typed strings). */
const ODD_NAMES: readonly string[] = ['', ' ', 'mafia', 'self', '🙂', '\u202eRTL', 'a\u0000b', 'x'.repeat(200), 'Вася '];

/** References to nobody declared. */
const UNKNOWN_NAMES: readonly string[] = ['Незнакомец', 'nobody', '', 'mafia', 'себя', '  ', '🂡'];

/** Every start fact any ruleset reads (rulesets' startFacts tables) plus one nobody reads. */
const FLAGS: readonly string[] = [...new Set([...Object.values(RULESETS).flatMap((r) => (r.startFacts ?? []).map((f) => f.id)), 'bogusFlag'])];

/** Day-power verbs: TM's, LK's, and a nonsense one. */
const DAY_VERBS: readonly string[] = ['duel', 'deny', 'cancel', 'pull', 'extend', 'bogus'];
/** Night verbs: the canonical ones and a nonsense one. */
const NIGHT_VERBS: readonly string[] = ['check', 'shoot', 'keep', 'bogus'];
/** Host notes: the canonical ones and a nonsense one. */
const NOTES: readonly string[] = ['warn', 'inactive', 'bogus'];

const STARTS: readonly StartCondition[] = ['alive', 'dead', 'jailed'];
const ALL_TEAMS: readonly Team[] = ['honest', 'mafia', 'maniac'];

/** Teams a ruleset declares (TM: honest, mafia; LK: + maniac). */
export function rulesetTeams(ruleset: Ruleset): Team[] {
  return ALL_TEAMS.filter((team) => team in ruleset.teams);
}

const span = NO_SPAN;

/** Random option settings: valid keys with valid or invalid values, and unknown keys. */
function optionSettings(ruleset: Ruleset, validOnly: boolean): fc.Arbitrary<OptionSetting[]> {
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

function placeholder(i: number): string {
  return `\u0001P${i}`;
}

/** Replaces every placeholder string in a value by the name it stands for. */
function bind<T>(value: T, names: readonly string[]): T {
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
interface Cast {
  readonly ruleset: Ruleset;
  /** A reference to a player (placeholder), or for hostile scenarios now and then to nobody. */
  readonly ref: fc.Arbitrary<string>;
  readonly hostile: boolean;
}

function castFor(ruleset: Ruleset, hostile: boolean): Cast {
  const declared = fc.nat({ max: 7 }).map(placeholder);
  return {
    ruleset,
    hostile,
    ref: hostile ? fc.oneof({ arbitrary: declared, weight: 8 }, { arbitrary: fc.constantFrom(...UNKNOWN_NAMES), weight: 1 }) : declared,
  };
}

function refs(cast: Cast, min: number, max: number): fc.Arbitrary<string[]> {
  return fc.array(cast.ref, { minLength: min, maxLength: max });
}

function namedList(cast: Cast): fc.Arbitrary<NamedList> {
  return refs(cast, cast.hostile ? 0 : 1, 8).map((names) => ({
    names: names.map((name): NamedRef => ({ name, span })),
    span,
  }));
}

function vote(cast: Cast): fc.Arbitrary<DayEvent> {
  return fc
    .record({
      voter: cast.ref,
      target: fc.option(cast.ref, { nil: null, freq: 6 }),
      time: fc.option(
        fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(
          ([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
        ),
        { nil: undefined, freq: 3 },
      ),
      blitz: fc.option(fc.constant(true), { nil: undefined, freq: 4 }),
    })
    .map(({ voter, target, time, blitz }) => ({
      kind: 'vote' as const,
      voter,
      target,
      ...(time !== undefined ? { time } : {}),
      ...(blitz ? { blitz } : {}),
      span,
    }));
}

function dayPower(cast: Cast): fc.Arbitrary<DayEvent> {
  const verbs = cast.hostile ? DAY_VERBS : DAY_VERBS.filter((v) => v !== 'bogus');
  return fc
    .record({ actor: cast.ref, verb: fc.constantFrom(...verbs), targets: refs(cast, 0, 2) })
    .map(({ actor, verb, targets }) => ({ kind: 'power' as const, actor, verb, targets, span }));
}

function note(cast: Cast): fc.Arbitrary<DayNoteEvent> {
  const notes = cast.hostile ? NOTES : NOTES.filter((n) => n !== 'bogus');
  return fc
    .record({ note: fc.constantFrom(...notes), player: cast.ref })
    .map(({ note: n, player }) => ({ kind: 'note' as const, note: n, player, span }));
}

function day(cast: Cast): fc.Arbitrary<DayInput> {
  return fc
    .array(fc.oneof({ arbitrary: vote(cast), weight: 6 }, { arbitrary: dayPower(cast), weight: 2 }, { arbitrary: note(cast), weight: 1 }), {
      maxLength: 10,
    })
    .map((events) => ({ kind: 'day' as const, number: 0, events, span }));
}

function swapSubmission(cast: Cast): fc.Arbitrary<SwapSubmission> {
  return fc
    .array(fc.record({ a: cast.ref, b: cast.ref, span: fc.constant(span) }), { minLength: cast.hostile ? 0 : 1, maxLength: 3 })
    .map((pairs) => ({ pairs, span }));
}

function evening(cast: Cast): fc.Arbitrary<EveningInput> {
  return fc
    .record({
      order: fc.option(namedList(cast), { nil: undefined, freq: 2 }),
      lock: fc.option(cast.ref.map((name): NamedRef => ({ name, span })), { nil: undefined, freq: 2 }),
      swaps: fc.array(swapSubmission(cast), { maxLength: 3 }),
    })
    .map(({ order, lock, swaps }) => ({
      kind: 'evening' as const,
      number: 0,
      ...(order ? { order } : {}),
      ...(lock ? { lock } : {}),
      swaps,
      span,
    }));
}

function move(cast: Cast): fc.Arbitrary<Move> {
  const verbs = cast.hostile ? NIGHT_VERBS : NIGHT_VERBS.filter((v) => v !== 'bogus');
  const playerMove = fc
    .record({
      actor: cast.ref,
      verb: fc.option(fc.constantFrom(...verbs), { nil: undefined, freq: 4 }),
      killer: fc.option(fc.constant(true), { nil: undefined, freq: 3 }),
      targets: refs(cast, cast.hostile ? 0 : 1, cast.hostile ? 3 : 2),
    })
    .map(({ actor, verb, killer, targets }): Move => ({
      actor,
      ...(verb !== undefined ? { verb } : {}),
      ...(killer ? { killer } : {}),
      targets,
      span,
    }));
  const mafiaShot = refs(cast, 1, 1).map((targets): Move => ({ actor: 'mafia', targets, span }));
  return fc.oneof({ arbitrary: playerMove, weight: 5 }, { arbitrary: mafiaShot, weight: 1 });
}

function night(cast: Cast): fc.Arbitrary<NightInput> {
  // Duplicated moves come from `move` being drawn with replacement; a copy of the first move is
  // also appended on purpose now and then.
  const scattered = fc
    .tuple(fc.array(move(cast), { maxLength: 10 }), fc.boolean())
    .map(([list, dup]) => (dup && list[0] ? [...list, list[0]] : list));
  // A full roster: every declared player moves once (as in a real night), plus the mafia's shot;
  // this is where the interactions (blocks, mirrors, traps, bombs) happen.
  const roster = fc
    .tuple(fc.array(refs(cast, 1, 2), { minLength: 8, maxLength: 8 }), fc.nat({ max: 7 }), cast.ref, fc.boolean())
    .map(([targets, killer, victim, lkShot]): Move[] => [
      ...targets.map((t, i): Move => ({ actor: placeholder(i), targets: t, span })),
      lkShot ? { actor: 'mafia', targets: [victim], span } : { actor: placeholder(killer), killer: true, targets: [victim], span },
    ]);
  const moves = fc.oneof(scattered, roster);
  return fc
    .record({
      order: fc.option(namedList(cast), { nil: undefined, freq: 3 }),
      moves,
      // The DSL yields `notes` only when a night has some, so printable nights never hold [].
      notes: fc.option(fc.array(note(cast), { minLength: cast.hostile ? 0 : 1, maxLength: 2 }), { nil: undefined, freq: 3 }),
    })
    .map(({ order, moves: ms, notes }) => ({
      kind: 'night' as const,
      number: 0,
      ...(order ? { order } : {}),
      moves: ms,
      ...(notes ? { notes } : {}),
      span,
    }));
}

/** One round of play: what its day, evening and night would hold, and whether it has an evening. */
interface Round {
  readonly day: DayInput;
  readonly evening: EveningInput;
  readonly night: NightInput;
  readonly withEvening: boolean;
}

const MAX_ROUNDS = 4;

function round(cast: Cast): fc.Arbitrary<Round> {
  return fc.record({ day: day(cast), evening: evening(cast), night: night(cast), withEvening: fc.boolean() });
}

/**
 * Phases in play order (what the phase machine accepts): from a start position, day N →
 * [evening N] → night N → day N+1 …, cut anywhere. TM evenings are optional except when the
 * sequence starts at one; LK has none.
 */
function wellFormedPhases(cast: Cast): fc.Arbitrary<PhaseInput[]> {
  const lk = cast.ruleset.id === 'mafia-lk';
  return fc
    .record({
      startRound: fc.integer({ min: 0, max: 3 }),
      startAt: fc.integer({ min: 0, max: 2 }),
      length: fc.integer({ min: 0, max: 3 * MAX_ROUNDS }),
      rounds: fc.array(round(cast), { minLength: MAX_ROUNDS, maxLength: MAX_ROUNDS }),
    })
    .map(({ startRound, startAt, length, rounds }) => {
      const out: PhaseInput[] = [];
      for (let pos = startAt; pos < 3 * MAX_ROUNDS && out.length < length; pos++) {
        const r = rounds[Math.floor(pos / 3)]!;
        const number = startRound + Math.floor(pos / 3);
        const slot = pos % 3;
        if (slot === 0) out.push({ ...r.day, number });
        else if (slot === 1) {
          if (!lk && (out.length === 0 || r.withEvening)) out.push({ ...r.evening, number });
        } else out.push({ ...r.night, number });
      }
      return out;
    });
}

/** Phases in any order, with odd numbers (out of order, repeated, negative, big). */
function anyPhases(cast: Cast): fc.Arbitrary<PhaseInput[]> {
  const number = fc.oneof({ arbitrary: fc.integer({ min: 0, max: 4 }), weight: 8 }, { arbitrary: fc.constantFrom(-1, 99, 2 ** 31), weight: 1 });
  const phase = fc
    .tuple(fc.oneof(day(cast), evening(cast), night(cast)), number)
    .map(([p, n]): PhaseInput => ({ ...p, number: n }));
  return fc.array(phase, { maxLength: 6 });
}

function playerDecl(ruleset: Ruleset, name: fc.Arbitrary<string>, hostile: boolean): fc.Arbitrary<PlayerDecl> {
  const roleIds = ruleset.roles.map((r) => r.id);
  const role = hostile
    ? fc.oneof({ arbitrary: fc.constantFrom(...roleIds), weight: 12 }, { arbitrary: fc.constantFrom('', 'bogusRole'), weight: 1 })
    : fc.constantFrom(...roleIds);
  const teams = hostile ? ALL_TEAMS : rulesetTeams(ruleset);
  // Well-formed: a fact any player may carry and that names nobody (role-bound ones need their role).
  const anyone = (ruleset.startFacts ?? []).filter((f) => f.roles.length === 0 && !f.argument && f.id !== 'paired').map((f) => f.id);
  const flags: fc.Arbitrary<string[]> = hostile
    ? fc.subarray([...FLAGS], { maxLength: 3 })
    : anyone.length ? fc.option(fc.subarray(anyone, { minLength: 1, maxLength: 1 }), { nil: [], freq: 4 }) : fc.constant<string[]>([]);
  return fc
    .record({
      name,
      role,
      team: fc.constantFrom(...teams),
      start: fc.oneof({ arbitrary: fc.constant<StartCondition>('alive'), weight: 6 }, { arbitrary: fc.constantFrom(...STARTS), weight: 2 }),
      flags,
    })
    .map(({ name: n, role: r, team, start, flags: f }) => ({ name: n, role: r, team, start, flags: f, ...(f.length ? { facts: f.map((id) => ({ id, span })) } : {}), span }));
}

/** The seed: any integer, with the edges now and then. */
const seedArb = fc.oneof(
  { arbitrary: fc.integer(), weight: 6 },
  { arbitrary: fc.constantFrom(0, 1, -1, 2 ** 31, Number.MAX_SAFE_INTEGER), weight: 1 },
);

/** A generated scenario and whether its phases are in play order. */
export interface GeneratedScenario {
  readonly scenario: Scenario;
  readonly wellFormed: boolean;
}

/**
 * Hostile but well-typed scenarios for one ruleset: 1–8 players, random roles (sometimes unknown),
 * teams, start conditions and flags, phases in play order (wellFormed) or in any order, and moves,
 * votes and day powers naming declared, dead, self and unknown players.
 */
export function hostileScenario(rulesetId: RulesetId): fc.Arbitrary<GeneratedScenario> {
  const ruleset = RULESETS[rulesetId];
  const cast = castFor(ruleset, true);
  const roleNames = ruleset.roles.map((r) => r.name.ru);
  const name = fc.oneof(
    { arbitrary: fc.constantFrom(...SAFE_NAMES, ...roleNames), weight: 10 },
    { arbitrary: fc.constantFrom(...ODD_NAMES), weight: 1 },
  );
  return fc
    .record({
      players: fc.uniqueArray(playerDecl(ruleset, name, true), { minLength: 1, maxLength: 8, selector: (p) => p.name }),
      phases: fc.oneof(
        wellFormedPhases(cast).map((phases) => ({ phases, wellFormed: true })),
        anyPhases(cast).map((phases) => ({ phases, wellFormed: false })),
      ),
      seed: seedArb,
      options: optionSettings(ruleset, false),
    })
    .map(({ players, phases, seed, options }) => ({
      scenario: {
        ruleset: rulesetId,
        seed,
        options,
        players,
        phases: bind(phases.phases, players.map((p) => p.name)),
        expectations: [],
      },
      wellFormed: phases.wellFormed,
    }));
}

/** Expectation kinds the printer can spell, with what each takes. */
const EXPECT_KINDS: readonly ExpectationKind[] = [
  'dies', 'survives', 'jailed', 'nobodyJailed', 'knocked', 'restored', 'order', 'message', 'report', 'public', 'diagnostic', 'winner',
];

function expectation(cast: Cast): fc.Arbitrary<Expectation> {
  const teams = rulesetTeams(cast.ruleset);
  return fc
    .record({
      kind: fc.constantFrom(...EXPECT_KINDS),
      player: cast.ref,
      names: refs(cast, 1, 4),
      code: fc.integer({ min: 1, max: 40 }).map((n) => `M${n}`),
      text: fc.constantFrom('маф', 'Атос убит', 'nothing happened', 'ночь 1', 'say "hi"'),
      diag: fc.constantFrom('NAME_UNKNOWN', 'DUEL_NEUTRALIZED', 'GAME_OVER'),
      team: fc.constantFrom(...teams),
      negated: fc.boolean(),
    })
    .map(({ kind, player, names, code, text, diag, team, negated }): Expectation => {
      const base = { kind, phase: null, negated, span };
      switch (kind) {
        case 'dies':
        case 'survives':
        case 'jailed':
        case 'knocked':
        case 'restored':
          return { ...base, player, value: null };
        case 'nobodyJailed':
          return { ...base, player: null, value: null };
        case 'order':
          return { ...base, player: null, value: names };
        case 'message':
          return { ...base, player, value: code };
        case 'report':
          return { ...base, player, value: text };
        case 'public':
          return { ...base, player: null, value: text };
        case 'diagnostic':
          return { ...base, player: null, value: diag };
        case 'winner':
          return { ...base, player: null, value: team };
      }
    });
}

/**
 * Scenarios a person could build in the UI and the DSL can spell: names from SAFE_NAMES, role ids
 * of the ruleset, the ruleset's teams, canonical verbs, valid option values, phases in play order,
 * expectations at top level and in blocks. Printing one and parsing it back must give it again.
 */
export function printableScenario(rulesetId: RulesetId): fc.Arbitrary<Scenario> {
  const ruleset = RULESETS[rulesetId];
  const cast = castFor(ruleset, false);
  return fc
    .record({
      players: fc.uniqueArray(playerDecl(ruleset, fc.constantFrom(...SAFE_NAMES), false), { minLength: 1, maxLength: 7, selector: (p) => p.name }),
      phases: wellFormedPhases(cast),
      seed: fc.integer({ min: -1_000_000, max: 1_000_000_000 }),
      options: optionSettings(ruleset, true),
      top: fc.array(expectation(cast), { maxLength: 2 }),
      inBlocks: fc.array(fc.array(expectation(cast), { maxLength: 2 }), { minLength: 3 * MAX_ROUNDS, maxLength: 3 * MAX_ROUNDS }),
    })
    .map(({ players, phases, seed, options, top: written, inBlocks }): Scenario => {
      let top = written;
      // Only where a kind means something: elsewhere the checker rejects it (EXPECT_PHASE).
      const blockExpectations = phases.flatMap((p, i) =>
        (inBlocks[i] ?? []).filter((e) => EXPECT_PLACES[e.kind].includes(p.kind)).map((e): Expectation => ({ ...e, phase: { kind: p.kind, number: p.number } })),
      );
      top = top.filter((e) => EXPECT_PLACES[e.kind].includes('top'));
      return {
        ruleset: rulesetId,
        seed,
        options,
        players,
        // In the text a night with only an order line is history (README): say so in the model.
        phases: bind(phases, players.map((p) => p.name)).map((p) =>
          p.kind === 'night' && p.order && p.moves.length === 0 && !p.notes?.length ? { ...p, history: true } : p),
        expectations: bind([...top, ...blockExpectations], players.map((p) => p.name)),
      };
    });
}
