/**
 * Recorded state over random scenarios of both rulesets: the roster at each day's and night's
 * start agrees with the deaths, jailings and restorations the earlier phases recorded, and every
 * step-level change names a declared player.
 */
import { describe, it, vi } from 'vitest';
import { rosterAt } from '../../../src/engine/roster-at.ts';
import type { Scenario } from '../../../src/engine/scenario.ts';
import type { Timeline } from '../../../src/engine/timeline.ts';
import { resolveScenario } from '../../../src/rulesets/index.ts';
import { hostileScenario, RULESET_IDS } from './arbitraries.ts';
import { printScenario } from './printer.ts';
import { holds } from './run.ts';
import { nightPlayers } from '../../../src/engine/night-fact.ts';

// Bounded, not timed: a generous ceiling so a loaded machine does not fail the suite.
vi.setConfig({ testTimeout: 60_000 });

/** Removals no summary lists: LK's day removals for warnings and inactivity. */
const UNLISTED = new Set(['warnings', 'inactivity']);

/** Disagreements between each phase-start roster and what earlier summaries recorded. */
function disagreements(tl: Timeline, sc: Scenario): string[] {
  // LK has no jail: a player declared jailed starts out of the game.
  const noJail = tl.ruleset === 'mafia-lk';
  const dead = new Set(sc.players.filter((p) => p.start === 'dead' || (noJail && p.start === 'jailed')).map((p) => p.name));
  const jailed = new Set(sc.players.filter((p) => !noJail && p.start === 'jailed').map((p) => p.name));
  const out: string[] = [];
  let day = 0;
  let night = 0;
  tl.phases.forEach((mark, i) => {
    const where = `${mark.phase} ${mark.number}`;
    if (mark.phase === 'day' || mark.phase === 'night') {
      for (const p of rosterAt(tl, i) ?? []) {
        const unlisted = UNLISTED.has(String(p.facts['removedBy']));
        if (dead.has(p.name) === p.alive && !(unlisted && !p.alive)) {
          out.push(`${where}: ${p.name} alive=${p.alive}, recorded dead=${dead.has(p.name)}`);
        }
        if (jailed.has(p.name) && !p.jailed) out.push(`${where}: ${p.name} was jailed but the roster has him free`);
      }
    }
    if (mark.phase === 'day') {
      const jailing = tl.days[day++]?.jailed;
      // LK records its day execution as `jailed`; there the player leaves the game.
      if (jailing) (noJail ? dead : jailed).add(jailing);
    }
    if (mark.phase === 'night') {
      const n = tl.nights[night++];
      for (const r of nightPlayers(n?.facts ?? {}, 'restored')) {
        dead.delete(r);
        jailed.delete(r);
      }
      for (const d of n?.deaths ?? []) dead.add(d.player);
    }
  });
  const declared = new Set(sc.players.map((p) => p.name));
  for (const s of tl.steps) for (const p of s.state ?? []) if (!declared.has(p.name)) out.push(`step ${s.id}: undeclared ${p.name}`);
  return out;
}

describe.each(RULESET_IDS)('%s: recorded state', (rulesetId) => {
  it('the roster at each day and night start agrees with the deaths and jailings of earlier phases', () => {
    holds(
      hostileScenario(rulesetId),
      (g) => {
        const problems = disagreements(resolveScenario(g.scenario), g.scenario);
        if (problems.length) throw new Error(problems.slice(0, 8).join('\n'));
      },
      { numRuns: 200, describe: (g) => printScenario(g.scenario) },
    );
  });
});
