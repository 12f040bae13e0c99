/** Timing helpers for the benches: medians after a warm-up. Figures only, never asserted. */

/** The median of a list of numbers. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

/** Median milliseconds of `fn` over `runs` runs, after warming up for `warmMs` (at least 3 calls). */
export function medianMs(fn: () => void, runs: number, warmMs = 500): number {
  const warmUntil = performance.now() + warmMs;
  for (let i = 0; i < 3 || performance.now() < warmUntil; i++) fn();
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/** Least-squares slope of log(y) over log(x): the exponent k of y ∝ x^k. */
export function growthExponent(points: readonly { x: number; y: number }[]): number {
  const xs = points.map((p) => Math.log(p.x));
  const ys = points.map((p) => Math.log(p.y));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i]! - my);
    den += (x - mx) ** 2;
  });
  return num / den;
}

/** Rounds to `digits` decimals (JSON figures stay readable). */
export function round(x: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
