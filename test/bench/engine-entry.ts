// What the bundled engine bench (engine-bundle.ts) builds: the engine and its workloads, as the
// playground's worker ships the engine (one bundle, minified, no kept function names).
export { resolveScenario } from '../../src/rulesets/index.ts';
export { parseScenario } from '../../src/dsl/parse.ts';
export { busyNight } from './busy-night.ts';
export { syntheticGame } from './game.ts';
export { gameText } from './game-text.ts';
