// The tally lists names in a record's own key order, which the day's record (Timeline.days) keeps:
// a name that reads as an array index ("3", "12") comes first, ascending; the rest as first voted for.
import { describe, expect, it } from 'vitest';
import { day, p, run, vote } from '../test-kit.ts';

const TABLE = [p('Коля', 'don'), p('Вася', 'mafia'), p('Маша', 'civilian'), p('12', 'civilian'), p('3', 'civilian'), p('Шура', 'sheriff')];

describe('the tally order', () => {
  it('puts index-like names first, ascending, then the others as first voted for, in the tally, its record and the blitz', () => {
    const tl = run([day(2, [vote('Коля', 'Маша'), vote('Вася', '12'), vote('Шура', '3')])], {}, TABLE);
    const tally = tl.steps.find((s) => s.id === 'd2.tally')!;
    expect(tally.summary.en).toBe('Tally: 3 1, 12 1, Маша 1');
    expect(tally.affects).toEqual(['3', '12', 'Маша']);
    expect(Object.keys(tl.days.find((d) => d.day === 2)!.tally)).toEqual(['3', '12', 'Маша']);
    expect(tl.steps.find((s) => s.id === 'd2.blitz')?.affects).toEqual(['3', '12', 'Маша']);
  });
});
