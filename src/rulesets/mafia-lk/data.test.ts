import { describe, expect, it } from 'vitest';
import { LK_CLAUSES } from './clauses.ts';
import { mafiaLk } from './index.ts';
import { LK_MESSAGES } from './messages.ts';
import { LK_OPTIONS } from './options.ts';
import { LK_ROLE_MODULES, LK_ROLES } from './roles/index.ts';
import { ABILITY, abilityWord } from '../../engine/words.ts';
import { sheriff } from './roles/sheriff.ts';

describe('roles as data', () => {
  it('names every role in Russian and English with the rulebook spellings', () => {
    const all = LK_ROLES.flatMap((r) => [r.name.ru, r.name.en, ...r.aliases]);
    for (const w of [
      'Дон мафии',
      'Дон',
      'Мафия (1)',
      'Шериф',
      'Комиссар',
      'Доктор',
      'Маньяк',
      'Жрица любви',
      'Жрица Любви',
      'Дитя мафии',
      'Ребёнок мафии',
      'Мирный житель',
    ]) {
      expect(all).toContain(w);
    }
  });
  it('cites only clauses of the table', () => {
    for (const r of LK_ROLES) for (const c of r.clauses) expect(LK_CLAUSES[c], `${r.id} ${c}`).toBeDefined();
  });
  it('gives the Sheriff both verbs', () => {
    expect(sheriff.spec.verbs).toEqual(['check', 'shoot']);
  });
  it("names the roles' abilities and night verbs from the role files (not a shared table in engine/)", () => {
    for (const r of LK_ROLE_MODULES) {
      for (const [id, a] of Object.entries(r.abilities ?? {})) {
        expect(mafiaLk.abilityNames?.[id], id).toBe(a.label);
        expect(ABILITY[id], id).toBeUndefined();
        if (a.spellings) expect(mafiaLk.verbs.night[id], id).toBe(a.spellings);
      }
    }
    expect(Object.keys(mafiaLk.verbs.night)).toEqual(['check', 'shoot']);
    expect(abilityWord(mafiaLk.abilityNames, 'shoot', 'ru')).toBe('выстрел шерифа');
    expect(abilityWord(mafiaLk.abilityNames, 'heal', 'en')).toBe('heal');
  });
});

describe('clauses', () => {
  it('carry a line reference, a Russian quote and a bilingual summary', () => {
    for (const c of Object.values(LK_CLAUSES)) {
      expect(c.source).toMatch(/^L\d+/);
      expect(c.quote.length).toBeGreaterThan(10);
      expect(c.summary.ru && c.summary.en).toBeTruthy();
    }
  });
});

describe('options as data', () => {
  it('have unique keys, a Part D item, a known clause and the first reading as default', () => {
    const keys = LK_OPTIONS.map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const o of LK_OPTIONS) {
      expect(o.key).toMatch(/^lk[A-Z]/);
      expect(o.item).toMatch(/^D[-.]/);
      expect(LK_CLAUSES[o.clause], o.key).toBeDefined();
      expect(o.defaultValue).toBe(o.readings[0].value);
      expect(o.question.ru && o.question.en).toBeTruthy();
    }
  });
  it('apply D.R: the LK-01 key reads acceptAndFail by default, the guest death is healable', () => {
    const get = (k: string) => LK_OPTIONS.find((o) => o.key === k)?.defaultValue;
    expect(get('lkDoctorGuestSelfHeal')).toBe('acceptAndFail');
    expect(get('lkGuestDeathHealable')).toBe('true');
    expect(get('lkRevealOnRemovalUnderOption1')).toBe('false');
    expect(LK_OPTIONS.find((o) => o.key === 'lkWin')?.readings.map((r) => r.value)).toContain('parityThreeWay');
  });
  it('are the ruleset options', () => {
    expect(mafiaLk.options).toBe(LK_OPTIONS);
  });
});

describe('messages', () => {
  it('quote the rulebook wording for the verbatim ones', () => {
    expect(LK_MESSAGES['LK-ACCEPTED'].text.ru).toContain('Цель принята');
    expect(LK_MESSAGES['LK-STRETCHER'].text.ru).toContain('(лечить нельзя)');
    expect(LK_MESSAGES['LK-STRETCHER'].text.ru).toContain('Вы успеете спасти только одного из них! Кого будем спасать?');
    for (const m of Object.values(LK_MESSAGES)) expect(m.text.en.length).toBeGreaterThan(0);
  });
});
