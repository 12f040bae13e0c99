/** The engine's public surface: types in, timeline out. */
export type * from './scenario.ts';
export type * from './timeline.ts';
export type * from './roster.ts';
export type * from './diagnostic.ts';
export type * from './span.ts';
export type * from './text.ts';
export type * from './clause.ts';
export type * from './ruleset.ts';
export type * from './option.ts';
export { resolve } from './resolve.ts';
export { rosterAt, rosterAfterStep, phaseSteps, phaseOfStep, nthPhase } from './roster-at.ts';
export { checkExpectations, looseText, type ExpectationResult } from './expect.ts';
export { resolveOptions, closest, editDistance } from './option.ts';
export { t } from './text.ts';
export { NO_SPAN } from './span.ts';
export { Trace } from './trace.ts';
export { seedRng, nextFloat, shuffle, type Rng } from './random.ts';
