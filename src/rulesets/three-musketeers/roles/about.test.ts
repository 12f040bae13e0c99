import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TM_ROLE_ABOUTS } from './about.ts';
import { MUSKET_ABOUT } from './musket.about.ts';
import { MUSKET, TM_REGISTRY } from './index.ts';

/** The page reads the roles' data from about.ts, the resolver their rules from index.ts: the two must agree. */
describe('the roles as data (about.ts) and with their rules (index.ts)', () => {
  it('list the same characters in the same order', () => {
    expect(TM_ROLE_ABOUTS.map((a) => a.id)).toEqual(TM_REGISTRY.map((r) => r.id));
  });

  it('every role file has its data file, and every data file is listed', () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.about.ts'));
    const listed = [...TM_ROLE_ABOUTS.map((a) => a.id), 'musket'].map((id) => `${id}.about.ts`);
    expect(files.sort()).toEqual(listed.sort());
  });

  for (const role of TM_REGISTRY) {
    it(`${role.id}: the role holds its data file's spec, forms and names unchanged`, () => {
      const about = TM_ROLE_ABOUTS.find((a) => a.id === role.id)!;
      expect(role.spec).toBe(about.spec);
      expect(role.forms).toBe(about.forms);
      expect(role.night && { id: role.night.id, label: role.night.label }).toEqual(about.night);
      const labels = Object.fromEntries(Object.entries(role.powers ?? {}).map(([verb, p]) => [verb, { label: p.label }]));
      expect(labels).toEqual(about.powers ?? {});
    });
  }

  it("the musket's name is its data file's", () => {
    expect({ id: MUSKET.id, label: MUSKET.label }).toEqual(MUSKET_ABOUT);
  });
});
