import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DeskPhases } from '../../engine/ruleset.ts';
import { ABOUT } from '../../rulesets/about.ts';
import { phasesOf, stepAt } from './phase.ts';

// The desk reads what a rulebook declares (Ruleset.desk) instead of asking which rulebook it is,
// so a third rulebook gets its day, evening and posts without a desk edit.
describe('the desk phases come from the rulebook', () => {
  it('«Три мушкетера» plays an evening, «Мафия ЛК» none', () => {
    expect(phasesOf(ABOUT['three-musketeers'].desk)).toEqual(['day', 'evening', 'night', 'morning']);
    expect(phasesOf(ABOUT['mafia-lk'].desk)).toEqual(['day', 'night', 'morning']);
    expect(ABOUT['three-musketeers'].desk.dayPost).toBe('nightOrder');
    expect(ABOUT['mafia-lk'].desk.dayPost).toBe('dayResult');
  });

  it('a third rulebook with an evening and a day result steps through its own phases', () => {
    const third: DeskPhases = { evening: true, dayPost: 'dayResult' };
    expect(stepAt({ phase: 'day', n: 2 }, third, 1)).toEqual({ phase: 'evening', n: 2 });
    expect(stepAt({ phase: 'morning', n: 2 }, third, 1)).toEqual({ phase: 'day', n: 3 });
    expect(stepAt({ phase: 'night', n: 1 }, { evening: false, dayPost: 'dayResult' }, -1)).toEqual({ phase: 'day', n: 1 });
  });

  it('no desk file names a rulebook', () => {
    const dir = new URL('.', import.meta.url);
    const named = readdirSync(dir)
      .filter((f) => /\.(svelte|ts)$/.test(f) && !f.endsWith('.test.ts'))
      .filter((f) => /['"](three-musketeers|mafia-lk)['"]/.test(readFileSync(new URL(f, dir), 'utf8')));
    expect(named).toEqual([]);
  });
});
