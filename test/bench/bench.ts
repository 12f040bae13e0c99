// `npm run bench`: prints how fast the engine resolves whole games. Figures only, no assertions
// (timings are never asserted in tests). Record them in the README.
import { resolveScenario } from '../../src/rulesets/index.ts';
import { syntheticGame } from './game.ts';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const DAYS = 30;
const RUNS = 41;
const games = Array.from({ length: 8 }, (_, i) => syntheticGame(DAYS, i + 1));
for (const g of games) resolveScenario(g); // warm-up

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
const ms = median(times);
console.log(`17-player game, ${DAYS} days: median ${ms.toFixed(2)} ms per game over ${RUNS} runs`);
console.log(`last game: ${nights} nights resolved, ${steps} steps`);
console.log(`throughput: ${Math.round((DAYS / ms) * 1000)} day+night cycles/s (${Math.round(((nights || DAYS) / ms) * 1000)} nights/s)`);
