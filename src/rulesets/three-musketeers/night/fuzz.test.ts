import { describe, expect, it } from 'vitest';
import { resolve } from '../../../engine/resolve.ts';
import { TM_CLAUSES } from '../clauses.ts';
import { threeMusketeers } from '../index.ts';
import { TM_NIGHT_OPTIONS } from '../options-night.ts';
import { messageViolations } from './message-check.ts';
import { lifeViolations, scenario } from './test-kit.ts';

const ROLES = ['bonacieux', 'constance', 'executioner', 'lachesnaye', 'athos', 'porthos', 'jussac', 'abbess', 'milady', 'father', 'treville', 'rochefort', 'aramis', 'planchet', 'kitty', 'felton', 'dartagnan'];

/** A small deterministic generator (tests must be reproducible). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
}

/** Games past the first 300 that once found a defect, kept as regressions (1457: a restored suicide's note). */
const FOUND = [1457];

/**
 * Each game resolves three full nights twice (for determinism): about 10 ms a game alone, several
 * times that on a shared machine. The budget reflects that work; nothing here asserts a duration.
 */
const FUZZ_TIMEOUT_MS = 120_000;

describe('random nights never throw and always keep the contracts', () => {
  it('300 random 17-player games of 3 nights under random options', { timeout: FUZZ_TIMEOUT_MS }, () => {
    for (const g of [...Array.from({ length: 300 }, (_, i) => i), ...FOUND]) {
      const r = lcg(g + 1);
      const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
      const mafs = new Set(Array.from({ length: 4 }, () => pick(ROLES)));
      const status = ROLES.map((x) => `${x}${mafs.has(x) ? ' maf' : ''}${r() < 0.08 ? ' dead' : r() < 0.05 ? ' jailed' : r() < 0.1 ? ' knocked' : ''}`);
      const options: Record<string, string> = {};
      for (const o of TM_NIGHT_OPTIONS) if (r() < 0.3) options[o.key] = pick<{ readonly value: string }>(o.readings).value;
      const nightsList = [1, 2, 3].map(() => {
        const order = [...ROLES].sort(() => r() - 0.5);
        const moves = order.filter(() => r() < 0.85).map((a) => {
          const two = ['milady', 'lachesnaye', 'felton'].includes(a);
          const t1 = pick(ROLES);
          return `${a} > ${two ? `${t1}, ${pick(ROLES)}` : t1}`;
        });
        const killer = [...mafs][0];
        if (killer && r() < 0.9) moves.push(`killer ${pick([...mafs])} > ${pick(ROLES)}`);
        return { order: order.join(' '), moves };
      });
      const tl = resolve(scenario(status.join('; '), nightsList, options), threeMusketeers);
      expect(tl.diagnostics.filter((d) => d.code === 'ENGINE_FAULT').map((d) => d.message.en)).toEqual([]);
      expect(lifeViolations(tl)).toEqual([]);
      expect(messageViolations(tl)).toEqual([]);
      const ids = tl.steps.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(tl.steps.flatMap((s) => s.causes.map((c) => c.clause)).filter((c) => !TM_CLAUSES[c])).toEqual([]);
      expect(resolve(scenario(status.join('; '), nightsList, options), threeMusketeers)).toEqual(tl);
    }
  });
});
