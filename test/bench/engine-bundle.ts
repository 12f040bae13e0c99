// The engine figures measured on a bundle built like the shipped worker (Vite, minified), beside
// the ones measured through tsx: tsx compiles with esbuild's keepNames, which wraps every closure
// made in a hot path in a naming call the shipped code never makes. Figures only.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { nodeBundle } from '../../vite/node-bundle.ts';
import { medianMs, round } from './timing.ts';

type Entry = typeof import('./engine-entry.ts');

/** Builds test/bench/engine-entry.ts into node_modules/.cache and loads it. */
async function bundled(): Promise<Entry> {
  const outDir = fileURLToPath(new URL('../../node_modules/.cache/bench-engine/', import.meta.url));
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    ...nodeBundle(fileURLToPath(new URL('./engine-entry.ts', import.meta.url)), outDir, 'engine.mjs'),
  });
  return (await import(pathToFileURL(`${outDir}engine.mjs`).href)) as Entry;
}

/** The engine alone, on `e`'s modules: the busy 17-player night, and whole synthetic 30-day games (and their nights only). */
export function engineFigures(e: Entry): Record<string, number> {
  const night = e.busyNight();
  const nightMs = medianMs(() => void e.resolveScenario(night), 301, 1000);
  const games = Array.from({ length: 8 }, (_, i) => e.syntheticGame(30, i + 1));
  let g = 0;
  const gameMs = medianMs(() => void e.resolveScenario(games[g++ % games.length]!), 101, 1000);
  const nightsOnly = games.map((s) => ({ ...s, phases: s.phases.filter((p) => p.kind === 'night') }));
  const nightsMs = medianMs(() => void e.resolveScenario(nightsOnly[g++ % games.length]!), 101, 500);
  return {
    busyNightMs: round(nightMs, 4),
    nightsPerSecond: Math.round(1000 / nightMs),
    game30Ms: round(gameMs),
    cyclesPerSecond: Math.round((30 / gameMs) * 1000),
    nightsOnlyPerSecond: Math.round((30 / nightsMs) * 1000),
  };
}

/** The same engine workloads as bench.ts, bundled, and the resolve of the generated texts. */
export async function bundledEngineFigures(): Promise<Record<string, number>> {
  const e = await bundled();
  const small = e.parseScenario(e.gameText(17, 30, 1)).scenario;
  const large = e.parseScenario(e.gameText(200, 100, 1)).scenario;
  return {
    ...engineFigures(e),
    resolve17x30Ms: round(medianMs(() => void e.resolveScenario(small), 31)),
    resolve200x100Ms: round(medianMs(() => void e.resolveScenario(large), 5)),
  };
}
