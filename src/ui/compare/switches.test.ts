import { describe, expect, it } from 'vitest';
import type { DiffLine } from '../rules/compare.ts';
import type { ReadingVerdict } from '../rules/scan.svelte.ts';
import { defaultSwitches, switchesLabel } from './switches.ts';

const diff: DiffLine = { where: { ru: 'Ночь 1', en: 'Night 1' }, subject: 'A', before: { ru: 'x', en: 'x' }, after: { ru: 'y', en: 'y' } };
const verdict = (value: string, diffs: DiffLine[], failed = false): ReadingVerdict => ({ value, diffs, held: 0, total: 0, failed });

describe('defaultSwitches', () => {
  it('takes, per option, the first reading that changes the ruling, in key order', () => {
    const verdicts = {
      b: [verdict('same', []), verdict('other', [diff])],
      a: [verdict('broken', [diff], true), verdict('v', [diff])],
      c: [verdict('same', [])],
    };
    expect(defaultSwitches(verdicts, ['a', 'b', 'c', 'd'])).toEqual([
      { key: 'a', value: 'v' },
      { key: 'b', value: 'other' },
    ]);
    expect(switchesLabel(defaultSwitches(verdicts, ['a', 'b']))).toBe('a = v, b = other');
  });
});
