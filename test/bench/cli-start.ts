import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { median } from './timing.ts';

/** Median wall milliseconds of running `command args` to completion, over `runs` runs. */
function wallMs(command: string, args: readonly string[], runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    spawnSync(command, args, { stdio: 'ignore' });
    times.push(performance.now() - t0);
  }
  return median(times);
}

/**
 * The CLI's start-up against a bare `node -e 0`: the bundle run by node, the wrapper
 * (scripts/resolve.mjs: the bundle after its staleness check) and `npm run resolve`.
 * npm's own start-up is measured apart with `npm run env` (npm's built-in script: npm, a shell
 * and `env`, no node), so that what `npm run resolve` adds to it can be set against node alone.
 */
export function cliStart(bundle: string, file: string, runs = 5): Record<string, number | null> {
  const bare = wallMs(process.execPath, ['-e', '0'], runs);
  const direct = existsSync(bundle) ? wallMs(process.execPath, [bundle, file], runs) : null;
  // the wrapper npm starts: the bundle plus its staleness check
  const wrapper = wallMs(process.execPath, ['scripts/resolve.mjs', file], runs);
  const viaNpm = wallMs('npm', ['run', '--silent', 'resolve', '--', file], runs);
  const npmAlone = wallMs('npm', ['run', '--silent', 'env'], runs);
  return {
    nodeMs: bare,
    bundleMs: direct,
    bundleRatio: direct === null ? null : direct / bare,
    wrapperMs: wrapper,
    wrapperRatio: wrapper / bare,
    npmRunMs: viaNpm,
    npmRunRatio: viaNpm / bare,
    npmAloneMs: npmAlone,
    npmRunBeyondNpmRatio: (viaNpm - npmAlone) / bare,
  };
}
