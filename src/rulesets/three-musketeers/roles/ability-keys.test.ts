// The ability table's one shape (derive.ts `uniform`) lists every field a role file's night ability
// has, so none is read from a second layout and none is lost.
import { describe, expect, it } from 'vitest';
// the registry first: a role file entered on its own starts an import cycle mid-way (index.ts says so)
import { ABILITIES, MUSKET, TM_REGISTRY } from './index.ts';

describe('the night ability table', () => {
  const written = [...TM_REGISTRY.flatMap((r) => (r.night ? [r.night] : [])), MUSKET];

  it('holds each ability with the fields its role file wrote, and every field in one order', () => {
    const keys = Object.keys(ABILITIES[MUSKET.id]);
    expect(keys.length).toBeGreaterThan(20);
    for (const a of written) {
      for (const k of Object.keys(a)) expect(keys).toContain(k);
      const table = (ABILITIES as Readonly<Record<string, object>>)[a.id]!;
      expect(Object.keys(table)).toEqual(keys);
      for (const k of keys) expect((table as Record<string, unknown>)[k]).toBe((a as Record<string, unknown>)[k]);
    }
  });
});
