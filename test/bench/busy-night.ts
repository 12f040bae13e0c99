import type { Scenario } from '../../src/engine/scenario.ts';
import { scenario } from '../../src/rulesets/three-musketeers/night/test-kit.ts';

/** A busy 17-player night: every role acts, Milady multiplies, a mirror bends, the killer shoots. */
const PLAYERS =
  'bonacieux; constance; executioner maf; lachesnaye; athos; porthos; jussac; abbess; milady maf; ' +
  'father; treville; rochefort maf; aramis; planchet; kitty maf; felton; dartagnan; ';
const ORDER =
  'bonacieux constance executioner lachesnaye athos porthos jussac abbess milady ' +
  'father treville rochefort aramis planchet kitty felton dartagnan';
const MOVES = [
  'bonacieux > kitty',
  'constance > athos',
  'executioner > dartagnan',
  'lachesnaye > aramis, planchet',
  'athos > rochefort',
  'porthos > athos',
  'jussac > kitty',
  'abbess > felton',
  'milady > father, planchet',
  'father > athos',
  'treville > rochefort',
  'rochefort > athos',
  'aramis > constance',
  'planchet > porthos',
  'killer kitty > aramis',
  'felton > porthos, constance',
  'dartagnan > athos',
];

/** The busy night as a one-night scenario (the engine bench's unit of "a night"). */
export function busyNight(): Scenario {
  return scenario(PLAYERS, [{ order: ORDER, moves: MOVES }]);
}
