import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TM_ABILITY_NAMES, TM_ROLES, TM_VERBS } from './about.ts';
import { MUSKET, TM_REGISTRY } from './index.ts';

/** The folder's files that are not characters: the registry, the data module, the role kit and the musket. */
const KIT = ['index.ts', 'about.ts', 'role.ts', 'role-about.ts', 'derive.ts', 'traits.ts', 'words.ts', 'musket.ts'];

/** The page reads the characters' data through about.ts; it is the registry's, derived from the role files. */
describe('the roles as data (about.ts), derived from the one registry (index.ts)', () => {
  it('every role file is listed once in the registry, in the rulebook order the specs keep', () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter((f) => /^[a-z]+\.ts$/.test(f) && !KIT.includes(f));
    expect(files.sort()).toEqual(TM_REGISTRY.map((r) => `${r.id}.ts`).sort());
    expect(TM_ROLES.map((s) => s.id)).toEqual(TM_REGISTRY.map((r) => r.id));
  });

  for (const role of TM_REGISTRY) {
    it(`${role.id}: its spec is the role file's, with the case forms, the gender and whether it acts at night`, () => {
      const spec = TM_ROLES.find((s) => s.id === role.id)!;
      expect(spec).toMatchObject(role.spec);
      const [, gen, dat, acc, ins] = role.forms.ru;
      expect(spec.forms).toEqual({ gen, dat, acc, ins });
      expect(spec.gender).toBe(role.forms.g === 'f' ? 'f' : undefined);
      expect(spec.nightAbility).toBe(role.night !== null);
      if (role.night) expect(TM_ABILITY_NAMES[role.night.id]).toBe(role.night.label);
      for (const [verb, power] of Object.entries(role.powers ?? {})) expect(TM_ABILITY_NAMES[verb], verb).toBe(power.label);
    });
  }

  it('takes the verbs after `A:` from the role files: day powers with spellings, night moves by verb', () => {
    expect(TM_VERBS.day).toEqual({
      duel: ['duel', 'дуэль'],
      pull: ['pull', 'перетянуть'],
      cancel: ['cancel', 'отмена'],
      deny: ['deny', 'отказ'],
    });
    expect(TM_VERBS.night).toEqual({ keep: ['keep', 'оставить'], peace: ['peace', 'мир', 'think', 'думать'] });
    for (const role of TM_REGISTRY) {
      for (const [verb, p] of Object.entries(role.powers ?? {})) expect(TM_VERBS.day[verb], verb).toBe(p.spellings);
    }
  });

  it("names the mafia's musket too", () => {
    expect(TM_ABILITY_NAMES[MUSKET.id]).toEqual({ ru: 'выстрел', en: 'shot' });
  });
});
