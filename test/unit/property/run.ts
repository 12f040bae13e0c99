/**
 * Running properties (test helper of the proof suite): run counts and seeds from the
 * environment, and failures reported with the shrunk counterexample in a readable form.
 *
 *   FC_SEED=123 FC_PATH="4:2:1" npx vitest run test/unit/property   # replay a reported failure
 *   FC_RUNS=5000 npx vitest run test/unit/property                  # explore longer
 *
 * Without FC_SEED each run draws a fresh seed, so CI keeps exploring; a failure prints the seed
 * and path that replay it.
 */
import fc from 'fast-check';

/** Runs of a property: `base` unless FC_RUNS says otherwise (not for `fixedRuns` properties). */
export function runs(base: number): number {
  const env = Number(process.env['FC_RUNS']);
  return Number.isInteger(env) && env > 0 ? env : base;
}

function replayParameters(): { seed?: number; path?: string } {
  const seed = Number(process.env['FC_SEED']);
  const path = process.env['FC_PATH'];
  return {
    ...(Number.isInteger(seed) && process.env['FC_SEED'] !== undefined ? { seed } : {}),
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
