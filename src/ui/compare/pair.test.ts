import { describe, expect, it } from 'vitest';
import type { NightSummary, Timeline } from '../../engine/timeline.ts';
import { pairNight, pairRulings } from './pair.ts';

const text = (s: string) => ({ ru: s, en: s });
const night = (n: number, over: Partial<NightSummary> = {}): NightSummary => ({
  night: n,
  order: ['A', 'B'],
  deaths: [],
  facts: { knocked: [], restored: [], bomb: false },
  messages: {},
  reports: [],
  public: text(''),
  ...over,
});
const timeline = (nights: NightSummary[], jailed: string | null = null): Timeline => ({
  ruleset: 'three-musketeers',
  seed: 1,
  options: {},
  steps: [],
  nights,
  phases: [],
  actions: [],
  diagnostics: [],
  winner: null,
  days: [{ day: 1, tally: {}, jailed, public: text('') }],
});

describe('pairNight', () => {
  it('flags a death in one ruling only and changed mail, in the given player order', () => {
    const a = night(1, {
      deaths: [{ player: 'B', role: 'x', team: 'honest', cause: text(''), step: null }],
      messages: { B: [{ code: 'M1', text: text('m'), step: null }] },
    });
    const b = night(1, {
      messages: { A: [{ code: 'M3', text: text('n'), step: null }], B: [{ code: 'M1', text: text('m'), step: null }] },
    });
    const pair = pairNight(a, b, ['A', 'B']);
    expect([...pair.deathsDiffer]).toEqual(['B']);
    expect(pair.orderDiffers).toBe(false);
    expect(pair.mail.map((m) => [m.player, m.differs])).toEqual([
      ['A', true],
      ['B', false],
    ]);
  });
  it('joins reports into the recipient mail', () => {
    const report = { recipient: 'A', role: 'jussac', lines: [text('saw')], step: null };
    const pair = pairNight(night(1, { reports: [report] }), night(1), []);
    expect(pair.mail).toHaveLength(1);
    expect(pair.mail[0]!.base.reports).toEqual([report]);
    expect(pair.mail[0]!.differs).toBe(true);
  });
});

describe('pairRulings', () => {
  it('pairs day N with night N and marks what differs', () => {
    const rows = pairRulings(timeline([night(1)], 'A'), timeline([night(1, { order: ['B', 'A'] }), night(2)], null), ['A', 'B']);
    expect(rows.map((r) => r.number)).toEqual([1, 2]);
    expect(rows[0]!.day).toEqual({ base: 'A', alt: null, differs: true });
    expect(rows[0]!.night!.orderDiffers).toBe(true);
    expect(rows[1]!.night!.base).toBeNull();
    expect(rows[1]!.differs).toBe(true);
    expect(pairRulings(timeline([night(1)]), timeline([night(1)]), [])[0]!.differs).toBe(false);
  });
});
