import { describe, expect, it } from 'vitest';
import { TM_NIGHT_OPTIONS } from '../options-night.ts';
import { lifeViolations, night } from './test-kit.ts';
import type { Case } from './option-cases/case.ts';
import { KILL_CASES } from './option-cases/kill.ts';
import { ATHOS_PORTHOS_CASES } from './option-cases/athos-porthos.ts';
import { BLOCK_CASES } from './option-cases/blocks.ts';
import { MILADY_CASES } from './option-cases/milady.ts';
import { MIRROR_FELTON_WATCHER_CASES } from './option-cases/mirror-felton-watchers.ts';
import { HIT_AMULET_CASES } from './option-cases/hits-amulet.ts';
import { TREVILLE_ABBESS_FATHER_CASES } from './option-cases/treville-abbess-father.ts';
import { MESSAGE_CASES } from './option-cases/messages.ts';

const CASES: readonly Case[] = [
  ...KILL_CASES,
  ...ATHOS_PORTHOS_CASES,
  ...BLOCK_CASES,
  ...MILADY_CASES,
  ...MIRROR_FELTON_WATCHER_CASES,
  ...HIT_AMULET_CASES,
  ...TREVILLE_ABBESS_FATHER_CASES,
  ...MESSAGE_CASES,
];

describe('night options: each reading changes the outcome of a case built for it', () => {
  for (const c of CASES) {
    it(`${c.key}: default vs ${c.alt}`, () => {
      expect(c.observe({})).toBe(c.def);
      expect(c.observe({ [c.key]: c.alt })).toBe(c.other);
    });
  }
  it('every night option and every reading has a case', () => {
    for (const spec of TM_NIGHT_OPTIONS) {
      for (const r of spec.readings.slice(1)) {
        expect(
          CASES.some((c) => c.key === spec.key && c.alt === r.value),
          `${spec.key}=${r.value}`,
        ).toBe(true);
      }
    }
  });
  it('lifecycles follow the grammar in every case', () => {
    const tl = night(
      'milady; kitty; lachesnaye; executioner; athos; aramis; rochefort',
      'milady kitty lachesnaye executioner athos aramis rochefort',
      [
        'milady > kitty, lachesnaye',
        'kitty > athos',
        'lachesnaye > aramis, rochefort',
        'executioner > athos',
        'athos > aramis',
        'aramis > rochefort',
      ],
    );
    expect(lifeViolations(tl)).toEqual([]);
  });
});
