// `npm run bench`: prints how fast the engine resolves whole games. Figures only, no assertions
// (timings are never asserted in tests). Record them in the README.
import { resolveScenario } from '../../src/rulesets/index.ts';
import type { Scenario } from '../../src/engine/scenario.ts';
import { syntheticGame } from './game.ts';
import { bundleSizes } from './size.ts';

const DAYS = 30;
const RUNS = 101;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Median milliseconds to resolve one of `games`, over RUNS runs after a warm-up. */
function measure(games: readonly Scenario[]): { ms: number; nights: number; steps: number } {
  // V8 needs a few hundred games to reach steady state; measure after about a second of them.
  const warmUntil = performance.now() + 1000;
  for (let i = 0; i < 300 || performance.now() < warmUntil; i++) resolveScenario(games[i % games.length]!);
  const times: number[] = [];
  let nights = 0;
  let steps = 0;
  for (let r = 0; r < RUNS; r++) {
    const game = games[r % games.length]!;
    const t0 = performance.now();
    const tl = resolveScenario(game);
    times.push(performance.now() - t0);
    nights = tl.nights.length;
    steps = tl.steps.length;
  }
  return { ms: median(times), nights, steps };
}

const games = Array.from({ length: 8 }, (_, i) => syntheticGame(DAYS, i + 1));
// The first game, before V8 has optimised anything: what a one-off CLI run pays.
const cold0 = performance.now();
resolveScenario(games[0]!);
console.log(`first (cold) 17-player ${DAYS}-day game: ${(performance.now() - cold0).toFixed(1)} ms`);
const whole = measure(games);
console.log(`17-player game, ${DAYS} days + evenings + nights: median ${whole.ms.toFixed(2)} ms per game (${RUNS} runs)`);
console.log(`  ${whole.nights} nights, ${whole.steps} steps → ${Math.round((whole.nights / whole.ms) * 1000)} game cycles/s (day + evening + night)`);

// The same nights without the days: every night still derives its evening order.
const nightsOnly = games.map((g) => ({ ...g, phases: g.phases.filter((p) => p.kind === 'night') }));
const nights = measure(nightsOnly);
console.log(`17-player, ${DAYS} nights only: median ${nights.ms.toFixed(2)} ms per game`);
console.log(`  ${nights.nights} nights, ${nights.steps} steps → ${Math.round((nights.nights / nights.ms) * 1000)} nights/s`);

for (const line of bundleSizes('dist')) console.log(line);
