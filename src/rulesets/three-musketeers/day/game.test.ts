import { describe, expect, test } from 'vitest';
import { TM_CLAUSES } from '../clauses.ts';
import { TM_DAY_OPTIONS } from '../options-day.ts';
import { TM_OPTIONS } from '../options.ts';
import { tm, vote } from './test-kit.ts';

describe('the game loop and the win check (C-3)', () => {
  const game = (v?: string) => {
    const kit = tm().player('M', 'milady', 'mafia').players('A', 'B');
    if (v) kit.option('winCondition', v);
    return kit.day(1, vote('A', 'B'), vote('M', 'B')).night(1).run();
  };
  test('standardParity: 1 maf vs 1 honest after the jailing → mafia win, later phases flagged', () => {
    const tl = game();
    expect(tl.winner).toBe('mafia');
    expect(tl.steps.find((s) => s.id === 'd1.win')?.causes[0]?.clause).toBe('A-8');
    expect(tl.diagnostics.map((d) => d.code)).toContain('GAME_OVER');
  });
  test('allHonestDead and hostDefined name no winner here', () => {
    expect(game('allHonestDead').winner).toBeNull();
    expect(game('hostDefined').winner).toBeNull();
  });
  test('the honest win when the last maf is jailed', () => {
    expect(tm().player('M', 'milady', 'mafia').players('A', 'B').day(1, vote('A', 'M'), vote('B', 'M')).run().winner).toBe('honest');
  });
  test('a night after a day without an evening derives the evening; an explicit night order needs none', () => {
    const tl = tm().players('A', 'B', 'C').day(1, vote('B', 'C')).night(1).night(2, ['C', 'A', 'B']).run();
    expect(tl.steps.some((s) => s.id === 'e1.order')).toBe(true);
    expect(tl.steps.some((s) => s.id === 'e2.order')).toBe(false);
    expect(tl.phases.map((p) => `${p.phase}${p.number}`).slice(0, 3)).toEqual(['day1', 'evening1', 'night1']);
  });
});

describe('tables', () => {
  test('every day option cites a clause of the table, has ≥2 readings and a default among them', () => {
    for (const o of TM_DAY_OPTIONS) {
      expect(TM_CLAUSES[o.clause], o.key).toBeDefined();
      expect(o.readings.map((r) => r.value)).toContain(o.defaultValue);
    }
  });
  test('day and night option keys do not collide', () => {
    const keys = TM_OPTIONS.map((o) => o.key);
    expect(keys.length).toBe(new Set(keys).size);
  });
  test('every clause cited by a day or evening step exists in the clause table', () => {
    const tl = tm()
      .player('R', 'rochefort')
      .player('Con', 'constance')
      .player('D', 'dartagnan')
      .player('Pl', 'planchet')
      .player('M', 'milady', 'mafia')
      .players('A', 'B')
      .day(
        1,
        vote('A', 'B'),
        { kind: 'power', actor: 'R', verb: 'cancel', targets: ['A'], span: { line: 0, col: 0, offset: 0, length: 0 } },
        vote('A', 'M'),
        vote('Con', 'M'),
      )
      .evening(1, { lock: 'A', swaps: [['A/B', 'B/D']] })
      .night(1)
      .day(2, { kind: 'power', actor: 'D', verb: 'duel', targets: ['B'], span: { line: 0, col: 0, offset: 0, length: 0 } })
      .night(2)
      .run();
    const cited = tl.steps.filter((s) => s.phase !== 'night').flatMap((s) => s.causes.map((c) => c.clause));
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter((c) => !TM_CLAUSES[c])).toEqual([]);
  });
});
