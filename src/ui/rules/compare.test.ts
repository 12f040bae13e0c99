import { describe, expect, it } from 'vitest';
import { runScenarioWith } from '../../dsl/run.ts';
import type { NightSummary, Timeline } from '../../engine/timeline.ts';
import { diffRulings, diffText } from './compare.ts';

const t = (s: string) => ({ ru: s, en: s });
const night = (over: Partial<NightSummary>): NightSummary => ({
  night: 1,
  order: ['Атос', 'Портос'],
  deaths: [],
  facts: { knocked: [], restored: [], bomb: false },
  messages: {},
  reports: [],
  public: t('—'),
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
  days: [{ day: 1, tally: {}, jailed, public: t('') }],
});

describe('diffRulings', () => {
  it('finds nothing between equal rulings', () => {
    expect(diffRulings(timeline([night({})]), timeline([night({})]))).toEqual([]);
  });
  it('reports deaths, messages, order and jailings as short sentences', () => {
    const a = timeline(
      [
        night({
          deaths: [{ player: 'Кэтти', role: 'kitty', team: 'honest', cause: t('x'), step: null }],
          messages: { Портос: [{ code: 'M3', text: t(''), step: null }] },
        }),
      ],
      'Вася',
    );
    const b = timeline([night({ order: ['Портос', 'Атос'], messages: { Портос: [{ code: 'M1', text: t(''), step: null }] } })]);
    const lines = diffRulings(a, b).map((d) => diffText(d, 'ru'));
    expect(lines).toEqual([
      'Ночь 1 · Кэтти: погибает → выживает',
      'Ночь 1 · порядок: Атос, Портос → Портос, Атос',
      'Ночь 1 · Портос: M3 → M1',
      'День 1 · итог дня: Вася → никто',
    ]);
    expect(diffText(diffRulings(a, b)[0]!, 'en')).toBe('Night 1 · Кэтти: dies → survives');
  });
  it('says a knock-out without a gendered word (the line knows no gender)', () => {
    const lines = diffRulings(timeline([night({ facts: { knocked: ['Маша'], restored: [], bomb: false } })]), timeline([night({})])).map(
      (d) => diffText(d, 'ru'),
    );
    expect(lines).toEqual(['Ночь 1 · Маша: вырубают → не вырубают']);
  });
  it('diffs every night fact the ruleset declares: a restoration per player, the bomb once', () => {
    const with_ = night({ facts: { knocked: [], restored: ['Атос'], bomb: true } });
    const lines = diffRulings(timeline([with_]), timeline([night({})])).map((d) => diffText(d, 'ru'));
    expect(lines).toEqual(['Ночь 1 · Атос: восстанавливают → не восстанавливают', 'Ночь 1 · бомба взрывается → без бомбы']);
  });
  it('tells a changed report', () => {
    const r = (text: string) => ({ recipient: 'Бонасье', role: 'bonacieux', lines: [t(text)], step: null });
    const lines = diffRulings(timeline([night({ reports: [r('a')] })]), timeline([night({ reports: [r('b')] })]));
    expect(lines.map((d) => diffText(d, 'en'))).toEqual(['Night 1 · Бонасье: report → a different report']);
  });
  it('sees a real option change on the welcome night', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL('../../../scenarios/welcome.scenario', import.meta.url), 'utf8');
    const base = runScenarioWith(text).timeline;
    const alt = runScenarioWith(text, { options: [{ key: 'protectionTiming', value: 'wholeNight' }] }).timeline;
    // The amulet over the whole night saves Кэтти: the reading changes who dies.
    expect(diffRulings(base, alt).map((d) => diffText(d, 'ru'))).toContain('Ночь 1 · Кэтти: погибает → выживает');
    expect(diffRulings(base, base)).toEqual([]);
  });
});
