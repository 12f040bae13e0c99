import { describe, expect, it } from 'vitest';
import type { Timeline } from '../../../engine/timeline.ts';
import { LK_CLAUSES } from '../clauses.ts';
import { LK_OPTIONS } from '../options.ts';
import { deaths, mv, night, run } from '../test-kit.ts';
import { MOVE_VS_COVER, type CoverEntry, type CoverRuling } from './cover-table.ts';

/** Each shooting turn of the cast (test-kit CAST): its step and its move line. */
const SHOOTERS = {
  mafia: { step: 'n1.mafia', move: (t: string) => mv('mafia', t) },
  sheriff: { step: 'n1.sheriff', move: (t: string) => mv('Шура', t, 'shoot') },
  maniac: { step: 'n1.maniac', move: (t: string) => mv('Макс', t) },
} as const;

/** The Priestess Жанна takes Миша home; the shot goes at `target`. */
function shotAt(shooter: keyof typeof SHOOTERS, target: string): Timeline {
  return run([night(1, [mv('Жанна', 'Миша'), SHOOTERS[shooter].move(target)])]);
}

const rulings = (e: CoverEntry): CoverRuling[] => ('when' in e ? Object.values(e.readings) : [e]);
const ALL = [...Object.values(MOVE_VS_COVER.shot), MOVE_VS_COVER.heal.priestess].flatMap(rulings);

describe('night shot and heal × the Priestess visit: every pair has its ruling, and the engine rules by it', () => {
  it.each(ALL.map((r) => [r.outcome, r] as const))('%s cites a known clause and option, with a reason in both languages', (_o, r) => {
    expect(LK_CLAUSES[r.clause]).toBeDefined();
    if (r.option) expect(LK_OPTIONS.some((o) => o.key === r.option)).toBe(true);
    expect(r.reason.ru).toMatch(/[а-яё]/iu);
    expect(r.reason.en).toMatch(/^[\x20-\x7e’é]+$/u);
  });

  it('an option-dependent pair has a ruling for every reading of its option', () => {
    const e = MOVE_VS_COVER.heal.priestess;
    if (!('when' in e)) throw new Error('the heal of the Priestess depends on lkPriestessHeal');
    const spec = LK_OPTIONS.find((o) => o.key === e.when)!;
    expect(Object.keys(e.readings).sort()).toEqual(spec.readings.map((v) => v.value).sort());
  });

  it.each(Object.keys(SHOOTERS) as (keyof typeof SHOOTERS)[])('%s × guest: a miss, by the table (D-48)', (shooter) => {
    const r = MOVE_VS_COVER.shot.guest as CoverRuling;
    const tl = shotAt(shooter, 'Миша');
    const step = tl.steps.find((s) => s.id === SHOOTERS[shooter].step)!;
    expect(step.outcome).toBe('failed');
    expect(deaths(tl, 1)).not.toContain('Миша');
    expect(step.causes.some((c) => c.clause === r.clause && c.note.ru === r.says('Миша', 'Миша').ru)).toBe(true);
  });

  it.each(Object.keys(SHOOTERS) as (keyof typeof SHOOTERS)[])('%s × Priestess: her guest falls with her (D-49)', (shooter) => {
    const r = MOVE_VS_COVER.shot.priestess as CoverRuling;
    const tl = shotAt(shooter, 'Жанна');
    const step = tl.steps.find((s) => s.id === SHOOTERS[shooter].step)!;
    expect(step.affects).toEqual(['Жанна', 'Миша']);
    expect(deaths(tl, 1).sort()).toEqual(['Жанна', 'Миша'].sort());
    expect(step.causes.some((c) => c.clause === r.clause && c.note.en === r.says('Жанна', 'Миша').en)).toBe(true);
  });

  it.each(['savesBoth', 'savesPriestessOnly'])('heal × Priestess under lkPriestessHeal = %s: whom the heal saves', (reading) => {
    const e = MOVE_VS_COVER.heal.priestess;
    const r = 'when' in e ? e.readings[reading]! : e;
    // The reading's own words: «спасает обоих» saves both, «только жрицу» only her.
    expect(r.outcome).toBe(reading === 'savesBoth' ? 'savesBoth' : 'savesPriestess');
    const tl = run([night(1, [mv('Жанна', 'Миша'), mv('mafia', 'Жанна'), mv('Дима', 'Жанна')])], { lkPriestessHeal: reading });
    expect(deaths(tl, 1)).toEqual(r.outcome === 'savesBoth' ? [] : ['Миша']);
    const heal = tl.steps.find((s) => s.id === 'n1.doctor')!;
    expect(heal.causes.some((c) => c.clause === r.clause && c.note.ru === r.says('Жанна', 'Миша').ru && c.option?.key === r.option)).toBe(
      true,
    );
  });
});
