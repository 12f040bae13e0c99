/**
 * Seeded randomness kept as a value (boardgame.io keeps its PRNG state in the game state):
 * every draw returns the next state, so replays are byte-identical.
 */
export interface Rng {
  readonly state: number;
}

/** A generator from a seed. */
export function seedRng(seed: number): Rng {
  return { state: seed >>> 0 || 0x9e3779b9 };
}

/** mulberry32: the next float in [0, 1) and the next state. */
export function nextFloat(rng: Rng): [number, Rng] {
  const state = (rng.state + 0x6d2b79f5) >>> 0;
  let x = state;
  x = Math.imul(x ^ (x >>> 15), x | 1);
  x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
  return [((x ^ (x >>> 14)) >>> 0) / 4294967296, { state }];
}

/** A seeded shuffle (the host's lot), returning the shuffled copy and the next state. */
export function shuffle<T>(items: readonly T[], rng: Rng): [T[], Rng] {
  const out = [...items];
  let r = rng;
  for (let i = out.length - 1; i > 0; i--) {
    let f: number;
    [f, r] = nextFloat(r);
    const j = Math.floor(f * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return [out, r];
}
