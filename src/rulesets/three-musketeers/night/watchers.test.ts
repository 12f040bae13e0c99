import { describe, expect, it } from 'vitest';
import { night, report } from './test-kit.ts';
import { BONACIEUX } from '../roles/bonacieux-cases.ts';
import { JUSSAC } from '../roles/jussac-cases.ts';

/**
 * Issue 8.2: every watcher-report phrase against every outcome a watched player can have. De Jussac's
 * guardsman tells what the watched player did and to whom, and his death without the killer (L118,
 * L238-245); Bonacieux's apprentice tells what was done to him and by whom (L112, L247-256). A stopped
 * attack never reads as landed (L120 «не поднимется рука»), the trap and the club are named (L99), a
 * killing blow is told from a knockout (L118 «увидит, если убил подследственный»), and a mirror is seen
 * only on the player it was set on (L232 «с Атоса на Портоса»).
 */
describe.each([
  ['de Jussac', JUSSAC],
  ['Bonacieux', BONACIEUX],
] as const)("%s's report for each outcome", (_who, cases) => {
  it.each(cases.map((c) => [c.outcome, c] as const))('%s', (_o, c) => {
    const tl = night(c.players, c.order, c.moves, { missingMafiaKill: 'noKill', ...c.options });
    expect(report(tl, c.watcher)).toBe(c.says);
  });
});
