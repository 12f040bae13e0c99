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
 * generators follow the rulesets as they grow (the cast in cast.ts, the phases in phases.ts).
 */
import fc from 'fast-check';
import { EXPECT_PLACES } from '../../../src/dsl/expect-phase.ts';
import type { Expectation, ExpectationKind, RulesetId, Scenario } from '../../../src/engine/scenario.ts';
import { RULESETS } from '../../../src/rulesets/index.ts';
import type { Ruleset } from '../../../src/engine/ruleset.ts';
import { bind, castFor, ODD_NAMES, optionSettings, playerDecl, refs, rulesetTeams, SAFE_NAMES, seedArb, span, type Cast } from './cast.ts';
import { anyPhases, MAX_ROUNDS, wellFormedPhases } from './phases.ts';

export { RULESET_IDS, SAFE_NAMES } from './cast.ts';

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
        phases: bind(
          phases.phases,
          players.map((p) => p.name),
        ),
        expectations: [],
      },
      wellFormed: phases.wellFormed,
    }));
}

/** Expectation kinds the printer can spell, with what each takes. */
const EXPECT_KINDS: readonly ExpectationKind[] = [
  'dies',
  'survives',
  'jailed',
  'nobodyJailed',
  'knocked',
  'restored',
  'order',
  'message',
  'report',
  'public',
  'diagnostic',
  'winner',
  'change',
  'why',
];

function declaresNightFact(ruleset: Ruleset, key: string): boolean {
  return ruleset.nightFacts.some((f) => f.key === key);
}

function expectation(cast: Cast): fc.Arbitrary<Expectation> {
  const teams = rulesetTeams(cast.ruleset);
  return fc
    .record({
      // knocked / restored exist only where the ruleset declares that night fact (EXPECT_RULESET)
      kind: fc.constantFrom(...EXPECT_KINDS.filter((k) => (k !== 'knocked' && k !== 'restored') || declaresNightFact(cast.ruleset, k))),
      player: cast.ref,
      names: refs(cast, 1, 4),
      code: fc.integer({ min: 1, max: 40 }).map((n) => `M${n}`),
      text: fc.constantFrom('маф', 'Атос убит', 'nothing happened', 'ночь 1', 'say "hi"'),
      diag: fc.constantFrom('NAME_UNKNOWN', 'DUEL_NEUTRALIZED', 'GAME_OVER'),
      team: fc.constantFrom(...teams),
      // change / why: the player and the kind of change may each be left out
      anyone: fc.boolean(),
      change: fc.constantFrom(null, 'blocked', 'knocked', 'protected', 'swapped'),
      negated: fc.boolean(),
    })
    .map(({ kind, player, names, code, text, diag, team, anyone, change, negated }): Expectation => {
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
        case 'change':
          return { ...base, player: anyone ? null : player, value: change };
        case 'why':
          return { ...base, player: anyone ? null : player, value: text };
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
      players: fc.uniqueArray(playerDecl(ruleset, fc.constantFrom(...SAFE_NAMES), false), {
        minLength: 1,
        maxLength: 7,
        selector: (p) => p.name,
      }),
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
        (inBlocks[i] ?? [])
          .filter((e) => EXPECT_PLACES[e.kind].includes(p.kind))
          .map((e): Expectation => ({ ...e, phase: { kind: p.kind, number: p.number } })),
      );
      top = top.filter((e) => EXPECT_PLACES[e.kind].includes('top'));
      return {
        ruleset: rulesetId,
        seed,
        options,
        players,
        // In the text a night with only an order line is history (README): say so in the model.
        phases: bind(
          phases,
          players.map((p) => p.name),
        ).map((p) => (p.kind === 'night' && p.order && p.moves.length === 0 && !p.notes?.length ? { ...p, history: true } : p)),
        expectations: bind(
          [...top, ...blockExpectations],
          players.map((p) => p.name),
        ),
      };
    });
}
