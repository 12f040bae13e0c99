import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LK_CLAUSES } from '../clauses.ts';
import { mv, night, run } from '../test-kit.ts';
import { witness } from './fixtures/witness.ts';
import { LK_ROLES } from './about.ts';
import { LK_NIGHT_ORDER, LK_ROLE_MODULES, nightOrder } from './index.ts';
import type { LkRole } from './role.ts';

const dir = new URL('.', import.meta.url);
const modules = import.meta.glob<Record<string, unknown>>('./*.ts', { eager: true });
const fileOf = (id: string): string => readFileSync(new URL(`${id}.ts`, dir), 'utf8');

/** What every role file must hold: names and rule text in both languages, spellings, cited clauses that exist. */
function expectComplete(role: LkRole, source: string): void {
  const { spec } = role;
  expect(spec.id).toBe(role.id);
  for (const text of [spec.name, spec.ability]) expect(text.ru.trim() && text.en.trim(), role.id).toBeTruthy();
  expect(spec.aliases, role.id).toEqual(expect.arrayContaining([spec.name.ru, spec.name.en]));
  expect(spec.clauses.length, role.id).toBeGreaterThan(0);
  const cited = [...spec.clauses, ...[...source.matchAll(/'(D-[\w.]+)'/g)].map((m) => m[1]!)];
  for (const c of cited) expect(LK_CLAUSES[c], `${role.id} cites ${c}`).toBeDefined();
  expect(typeof role.pm, role.id).toBe('function');
}

describe('the role registry', () => {
  it('lists each role file once, and every role file is listed', () => {
    const kit = ['index.ts', 'role.ts', 'about.ts', 'role-about.ts'];
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !kit.includes(f));
    const ids = LK_ROLE_MODULES.map((r) => r.id);
    // A role's behaviour may take several files named after it (doctor.ts, doctor-stretcher.ts): `<id>.ts` is its entry.
    const entries = files.filter((f) => !f.includes('-'));
    expect(entries.sort()).toEqual(ids.map((id) => `${id}.ts`).sort());
    for (const f of files) expect(ids, f).toContain(f.replace(/(-[a-z-]+)?\.ts$/u, ''));
  });
  it("the roles as data (about.ts, what the page reads) are the registered roles' specs, in the same order", () => {
    expect(LK_ROLES).toEqual(LK_ROLE_MODULES.map((r) => r.spec));
  });
  for (const role of LK_ROLE_MODULES) {
    it(`${role.id}: its file holds its data, both languages and clauses that exist`, () => {
      expect(Object.values(modules[`./${role.id}.ts`] ?? {})).toContain(role);
      expectComplete(role, fileOf(role.id));
    });
  }
  it('the example role of the walkthrough passes the same checks', () => {
    expectComplete(witness, fileOf('fixtures/witness'));
  });
});

describe('the night order', () => {
  it("is the roles' own turns, sorted: Priestess, mafia, Sheriff, Maniac, Doctor (D-58)", () => {
    const turns = LK_ROLE_MODULES.flatMap((r: LkRole) => (r.night ? [r.night] : []));
    expect(new Set(LK_NIGHT_ORDER)).toEqual(new Set(turns));
    expect(LK_NIGHT_ORDER.map((t) => t.slot)).toEqual(['priestess', 'mafia', 'sheriff', 'maniac', 'doctor']);
  });
  it('places a new role by its turn alone', () => {
    expect(nightOrder([...LK_NIGHT_ORDER, witness.night]).map((t) => t.slot)).toEqual([
      'priestess',
      'mafia',
      'sheriff',
      'maniac',
      'witness',
      'doctor',
    ]);
  });
  it('is the order the steps of a night record', () => {
    const moves = [mv('Дима', 'Маша'), mv('Макс', 'Маша'), mv('Шура', 'Вася', 'check'), mv('mafia', 'Миша'), mv('Жанна', 'Настя')];
    const steps = run([night(1, moves)]).steps.filter((s) => s.slot !== undefined);
    expect(steps.map((s) => s.id)).toEqual(['n1.priestess', 'n1.mafia', 'n1.sheriff', 'n1.maniac', 'n1.doctor']);
    for (const s of steps) expect(LK_NIGHT_ORDER[s.slot! - 1]?.slot, s.id).toBe(s.id.split('.')[1]);
  });
});
