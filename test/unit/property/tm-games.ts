/**
 * Random whole games of «Три мушкетера» (test helper of the property suite): all 17 roles, a
 * few of them mafia, some dead, jailed or knocked out at the start, random night options, and
 * three nights of random orders and moves (most players move, two-target roles name two). The
 * rulings are not checked, only the contracts every timeline keeps.
 */
import fc from 'fast-check';
import type { Scenario } from '../../../src/engine/scenario.ts';
import { TM_NIGHT_OPTIONS } from '../../../src/rulesets/three-musketeers/options-night.ts';
import { TM_ROLES } from '../../../src/rulesets/three-musketeers/roles/index.ts';
import { scenario, type TestNight } from '../../../src/rulesets/three-musketeers/night/test-kit.ts';

/** One player per role, named by the role id (the test kit's shorthand). */
const ROLES: readonly string[] = TM_ROLES.map((r) => r.id);
const TWO_TARGETS = new Set(TM_ROLES.filter((r) => r.targets >= 2).map((r) => r.id));

/** A generated game: the compact specs it was built from (for reading a counterexample) and the scenario. */
export interface TmGame {
  readonly players: string;
  readonly nights: readonly TestNight[];
  readonly options: Readonly<Record<string, string>>;
  readonly scenario: Scenario;
}

const startState = fc.oneof(
  { arbitrary: fc.constant(''), weight: 80 },
  { arbitrary: fc.constant(' dead'), weight: 8 },
  { arbitrary: fc.constant(' jailed'), weight: 5 },
  { arbitrary: fc.constant(' knocked'), weight: 7 },
);

const target = fc.constantFrom(...ROLES);

/** Most players move; the moves name any player, the living or not. */
function nightOf(mafs: readonly string[]): fc.Arbitrary<TestNight> {
  const moves = fc.tuple(
    ...ROLES.map((actor) =>
      fc.option(
        TWO_TARGETS.has(actor) ? fc.tuple(target, target).map(([a, b]) => `${actor} > ${a}, ${b}`) : target.map((t) => `${actor} > ${t}`),
        { freq: 7 },
      ),
    ),
  );
  const shot = fc.option(
    fc.tuple(fc.constantFrom(...mafs), target).map(([by, at]) => `killer ${by} > ${at}`),
    { freq: 10 },
  );
  return fc.record({ order: fc.shuffledSubarray([...ROLES], { minLength: ROLES.length }), moves, shot }).map((n) => ({
    order: n.order.join(' '),
    moves: [...n.moves.filter((m): m is string => m !== null), ...(n.shot ? [n.shot] : [])],
  }));
}

/** About 30 % of the night options set to a random reading. */
const options: fc.Arbitrary<Record<string, string>> = fc
  .tuple(...TM_NIGHT_OPTIONS.map((o) => fc.option(fc.constantFrom(...o.readings.map((r) => r.value)), { freq: 2 })))
  .map((values) => Object.fromEntries(TM_NIGHT_OPTIONS.flatMap((o, i) => (values[i] === null ? [] : [[o.key, values[i]!]]))));

export const tmGame: fc.Arbitrary<TmGame> = fc
  .record({
    mafs: fc.uniqueArray(fc.constantFrom(...ROLES), { minLength: 1, maxLength: 4 }),
    states: fc.tuple(...ROLES.map(() => startState)),
    options,
  })
  .chain(({ mafs, states, options }) =>
    fc.tuple(nightOf(mafs), nightOf(mafs), nightOf(mafs)).map((nights): TmGame => {
      const players = ROLES.map((r, i) => `${r}${mafs.includes(r) ? ' maf' : ''}${states[i]}`).join('; ');
      return { players, nights, options, scenario: scenario(players, nights, options) };
    }),
  );

/** A counterexample as the compact specs, to paste into a night test. */
export function describeGame(g: TmGame): string {
  return JSON.stringify({ players: g.players, nights: g.nights, options: g.options }, null, 2);
}
