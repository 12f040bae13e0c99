/**
 * Running properties (test helper of the proof suite): run counts and seeds from the
 * environment, and failures reported with the shrunk counterexample in a readable form.
 *
 *   FC_SEED=123 FC_PATH="4:2:1" npx vitest run test/unit/property   # replay a reported failure
 *   FC_RUNS=5000 npx vitest run test/unit/property                  # explore longer
 *
 *   FC_SEED=random npx vitest run test/unit/property                # explore with a fresh seed
 *
 * Without FC_SEED the seed is fixed, so `npm test` and CI give the same verdict on the same code
 * (a test must not fail by luck); exploring is a deliberate run. A failure prints the seed and
 * path that replay it.
 */
import fc from 'fast-check';

/** Runs of a property: `base` unless FC_RUNS says otherwise (not for `fixedRuns` properties). */
export function runs(base: number): number {
  const env = Number(process.env['FC_RUNS']);
  return Number.isInteger(env) && env > 0 ? env : base;
}

/** The seed of `npm test` and CI. */
export const FIXED_SEED = 20261130;

function replayParameters(): { seed?: number; path?: string } {
  const raw = process.env['FC_SEED'];
  const seed = raw === undefined ? FIXED_SEED : Number(raw);
  const path = process.env['FC_PATH'];
  return {
    ...(raw === 'random' ? {} : Number.isInteger(seed) ? { seed } : { seed: FIXED_SEED }),
    ...(path ? { path } : {}),
  };
}

/**
 * Checks `predicate` (which throws or returns false on failure) over `arb`. On failure throws an
 * Error naming the seed and path, the error, and the shrunk counterexample as `describe` shows it.
 */
export function holds<T>(
  arb: fc.Arbitrary<T>,
  predicate: (value: T) => boolean | void,
  options: { numRuns: number; describe?: (value: T) => string; fixedRuns?: boolean },
): void {
  const numRuns = options.fixedRuns ? options.numRuns : runs(options.numRuns);
  const details = fc.check(fc.property(arb, predicate), { numRuns, ...replayParameters() });
  if (!details.failed) return;
  const example = details.counterexample?.[0];
  const shown = example === undefined ? '(none)' : options.describe ? options.describe(example) : fc.stringify(example);
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    [
      `Property failed after ${details.numRuns} runs (${details.numShrinks} shrinks).`,
      `Replay: FC_SEED=${details.seed} FC_PATH="${details.counterexamplePath ?? ''}"`,
      `Failure: ${cause}`,
      'Shrunk counterexample:',
      shown,
    ].join('\n'),
  );
}
