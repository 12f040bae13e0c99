import type { Ruleset } from '../../src/engine/ruleset.ts';
import type { Scenario } from '../../src/engine/scenario.ts';
import { scenarioCases } from './scenarios.ts';

/**
 * `ruleset` with its roster's write barrier taken away: the trace compares every player after every
 * step (`all` and `matches` only), the reference a roster barrier test holds the ruleset to.
 */
export function comparingEveryone(ruleset: Ruleset): Ruleset {
  const game = ruleset.game;
  return {
    ...ruleset,
    game: {
      ...game,
      roster: (state) => {
        const { all, matches } = game.roster(state);
        return matches ? { all, matches } : { all };
      },
    },
  };
}

/** Every stored scenario (scenarios/**) written for `ruleset`. */
export function storedGames(ruleset: Ruleset): Scenario[] {
  return scenarioCases()
    .map((c) => c.parsed.scenario)
    .filter((s) => s.ruleset === ruleset.id);
}
