/**
 * Issue 8.12 over random games: in a random 17-player «Три мушкетера» game of three nights under
 * random night readings, starting at night 2 or night 3 from what the timeline recorded (each
 * player's roster state and `carried` facts, the previous official order; test/kit/resume.ts) rules
 * those nights exactly as the game played from night 1 — every step, death, message and report.
 * The host-assigned kill is off (`missingMafiaKill = noKill`): a lot drawn from a fresh seed is
 * another lot. The game's random night options are kept, except a random target (below): it stays
 * at its default here.
 */
import { expect, it, vi } from 'vitest';
import { resolveScenario } from '../../../src/rulesets/index.ts';
import { scenario } from '../../../src/rulesets/three-musketeers/night/test-kit.ts';
import { outcome, startedAt } from '../../kit/resume.ts';
import { holds } from './run.ts';
import { describeGame, tmGame } from './tm-games.ts';

/**
 * Readings a start cannot state (issue 8.12), measured as the only ones a random start still differs
 * under. `missingTarget = randomTarget` has the host draw a target for a player Milady forced who
 * named none (C-31). The lot is drawn from the game's seeded random, and where that stands after
 * the nights before is no fact of the game: a host who starts at night 2 draws a fresh lot, as he
 * would at the table, and any lot is as right as another, so there is no memory for a start to
 * state. (The host's random kill is off above for the same reason.)
 */
const NOT_EXPRESSIBLE: Readonly<Record<string, string>> = {
  missingTarget: 'randomTarget',
};

/** The game's options without the readings above. */
const expressible = (options: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(options).filter(([k, v]) => NOT_EXPRESSIBLE[k] !== v));

// Bounded, not timed: each game resolves three nights, then twice more from a later start.
vi.setConfig({ testTimeout: 120_000 });

it('a random game under random options, started from its recorded facts at night 2 or 3, rules as played from night 1', () => {
  holds(
    tmGame,
    (g) => {
      const sc = scenario(g.players, g.nights, { ...expressible(g.options), missingMafiaKill: 'noKill' });
      const tl = resolveScenario(sc);
      for (const k of [1, 2]) {
        const start = startedAt(sc, tl, k);
        expect(start).not.toBeNull();
        const nights = start!.phases.map((p) => p.number);
        expect(outcome(resolveScenario(start!), nights, [])).toEqual(outcome(tl, nights, []));
      }
    },
    { numRuns: 150, describe: describeGame },
  );
});
