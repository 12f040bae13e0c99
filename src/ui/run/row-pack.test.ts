import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../dsl/session.ts';
import type { Step } from '../../engine/timeline.ts';
import { gameText } from '../../../test/bench/game-text.ts';
import { packRows, unpackRows } from './row-pack.ts';

const LIST_FIELDS = ['id', 'phase', 'number', 'slot', 'actor', 'role', 'outcome', 'summary', 'source', 'automatic'] as const;

/** What the list shows of a step: its list fields, those it has. */
function listed(s: Step): Record<string, unknown> {
  return Object.fromEntries(LIST_FIELDS.filter((k) => s[k] !== undefined).map((k) => [k, s[k]]));
}

describe('packed timeline rows', () => {
  it('unpack to each step’s list fields, absent ones absent', () => {
    const welcome = readFileSync(new URL('../../../scenarios/welcome.scenario', import.meta.url), 'utf8');
    for (const text of [welcome, gameText(17, 3, 2)]) {
      const steps = analyse(text).timeline.steps;
      expect(steps.some((s) => s.automatic) && steps.some((s) => s.slot !== undefined) && steps.some((s) => !s.source)).toBe(true);
      expect(unpackRows(packRows(steps))).toEqual(steps.map(listed));
    }
  });

  it('keep any string whole, empty and control characters included', () => {
    const step = (id: string, ru: string, en: string, actor?: string): Step =>
      ({
        id,
        phase: 'night',
        number: 2,
        outcome: 'info',
        summary: { ru, en },
        ...(actor === undefined ? {} : { actor }),
      }) as unknown as Step;
    const steps = [step('n2.s1', '', ''), step('n2.a\u0000b', 'Атос\n', '😀', ''), step('n2.\uD800', '\uD800', 'y', 'Кэтти')];
    expect(unpackRows(packRows(steps))).toEqual(steps.map(listed));
    expect(unpackRows(packRows([]))).toEqual([]);
  });

  it("refuse a row whose id is not a step id (the packed data is the engine's own: a wrong id is a bug)", () => {
    const row = { id: 'Атос', phase: 'night', number: 2, outcome: 'info', summary: { ru: '', en: '' } } as unknown as Step;
    expect(() => unpackRows(packRows([row]))).toThrow(/not a step id/);
  });
});
