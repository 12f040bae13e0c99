/**
 * Issue 8.12 over random games: in a random 17-player «Три мушкетера» game of three nights under
 * the default readings, starting at night 2 or night 3 from what the timeline recorded (each
 * player's roster state and `carried` facts, the previous official order; test/kit/resume.ts) rules
 * those nights exactly as the game played from night 1 — every step, death, message and report.
 * The host-assigned kill is off (`missingMafiaKill = noKill`): a lot drawn from a fresh seed is
 * another lot. Under non-default readings some memories have no fact yet (README, "Starting
 * mid-game"), so the options stay at their defaults here.
 */
import { expect, it, vi } from 'vitest';
import { resolveScenario } from '../../../src/rulesets/index.ts';
import { scenario } from '../../../src/rulesets/three-musketeers/night/test-kit.ts';
import { outcome, startedAt } from '../../kit/resume.ts';
import { holds } from './run.ts';
import { describeGame, tmGame } from './tm-games.ts';

// Bounded, not timed: each game resolves three nights, then twice more from a later start.
vi.setConfig({ testTimeout: 120_000 });

it('a random game started from its recorded facts at night 2 or 3 rules as the game played from night 1', () => {
  holds(
    tmGame,
    (g) => {
      const sc = scenario(g.players, g.nights, { missingMafiaKill: 'noKill' });
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
