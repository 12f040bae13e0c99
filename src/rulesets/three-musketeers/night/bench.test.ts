import { describe, expect, it } from 'vitest';
import { resolve } from '../../../engine/resolve.ts';
import { threeMusketeers } from '../index.ts';
import { lifeViolations, scenario } from './test-kit.ts';

/** A busy 17-player night: every role acts, Milady multiplies, a mirror bends, the killer shoots. */
const PLAYERS = 'bonacieux; constance; executioner maf; lachesnaye; athos; porthos; jussac; abbess; milady maf; father; treville; rochefort maf; aramis; planchet; kitty maf; felton; dartagnan; ';
const ORDER = 'bonacieux constance executioner lachesnaye athos porthos jussac abbess milady father treville rochefort aramis planchet kitty felton dartagnan';
const MOVES = [
  'bonacieux > kitty', 'constance > athos', 'executioner > dartagnan', 'lachesnaye > aramis, planchet', 'athos > rochefort',
  'porthos > athos', 'jussac > kitty', 'abbess > felton', 'milady > father, planchet', 'father > athos', 'treville > rochefort',
  'rochefort > athos', 'aramis > constance', 'planchet > porthos', 'killer kitty > aramis', 'felton > porthos, constance', 'dartagnan > athos',
];

describe('performance', () => {
  it('resolves a busy 17-player night fast (target ≥ 5,000 nights/s)', () => {
    const sc = scenario(PLAYERS, [{ order: ORDER, moves: MOVES }]);
    const first = resolve(sc, threeMusketeers);
    expect(lifeViolations(first)).toEqual([]);
    expect(first.nights[0]!.order.length).toBe(17);
    for (let i = 0; i < 300; i++) resolve(sc, threeMusketeers); // warm-up
    const n = 3000;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) resolve(sc, threeMusketeers);
    const perSec = Math.round((n / (performance.now() - t0)) * 1000);
    console.log(`17-player night: ${perSec} nights/s`);
    expect(perSec).toBeGreaterThan(1000); // loose floor: timings vary on shared machines
  });
});
