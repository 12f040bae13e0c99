import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySources, type SourceCopy } from '../../../../test/kit/source-copy.ts';
import { roleDataModule } from '../../../../vite/role-data.ts';

/**
 * The claim of docs/adding-a-role-tm.md, played out: a copy of the sources gets the role's one file
 * (roles/innkeeper.ts with its names, forms and rules, from the fixture) and its entry in the one
 * registry, roles/index.ts (an import and a line in the list). Nothing else changes, yet the copy
 * type-checks with 'innkeeper' in the RoleId union and 'pour' in the Ability union, the DSL knows
 * the role, a night plays it, and the page's start-up data (vite/role-data.ts) lists it.
 */
const ROLES = 'src/rulesets/three-musketeers/roles';

/** The probe the copy runs: it reads the role back through the ruleset and plays one night. */
const PROBE = `
import type { Ability, RoleId } from './${ROLES}/index.ts';
import { threeMusketeers } from './src/rulesets/three-musketeers/index.ts';
import { night } from './src/rulesets/three-musketeers/night/test-kit.ts';

const id: RoleId = 'innkeeper';
const ability: Ability = 'pour';
const moves = ['Хозяин > Атос', 'Атос > Портос', 'Портос > Хозяин'];
const tl = night('Хозяин=innkeeper; Атос=athos; Портос=porthos', 'Хозяин Атос Портос', moves);
const spec = threeMusketeers.roles.find((r) => r.id === id);
const own = tl.steps.filter((s) => s.phase === 'night' && !s.automatic);
const cites = (s: (typeof own)[number]) => s.causes.map((c) => [c.step, c.clause]);
const steps = own.map((s) => ({ id: s.id, actor: s.actor, outcome: s.outcome, summary: s.summary.ru, cites: cites(s) }));
console.log(JSON.stringify({ spec, label: threeMusketeers.abilityNames?.[ability], steps }));
`;

let copy: SourceCopy;

beforeAll(() => {
  copy = copySources('tm-role-', PROBE);
  cpSync(join(copy.dir, ROLES, 'innkeeper.fixture.ts'), join(copy.dir, ROLES, 'innkeeper.ts'));
  copy.register(`${ROLES}/index.ts`, 'innkeeper', 'treville');
});

afterAll(() => copy?.remove());

describe('adding a role: its one file and its entry in the one registry', () => {
  it('the role file is the one new file, and the registry gains an import and one line in its list', () => {
    expect(copy.changes()).toEqual({
      [`${ROLES}/innkeeper.ts`]: 'new',
      [`${ROLES}/index.ts`]: { added: ["import { innkeeper } from './innkeeper.ts';", '  innkeeper,'], removed: [] },
    });
  });

  it('the copy type-checks, with the new ids in the derived unions', () => {
    expect(() => copy.typeCheck('src/rulesets/three-musketeers')).not.toThrow();
  }, 120_000); // a type-check of the ruleset's sources, not a speed claim

  it('the ruleset lists the role with its forms and names its ability, and a night plays it', () => {
    const { spec, label, steps } = JSON.parse(copy.runProbe()) as {
      spec: { name: { ru: string }; forms: { gen: string }; nightAbility: boolean };
      label: { ru: string };
      steps: { id: string; actor: string; outcome: string; summary: string; cites: [string | null, string][] }[];
    };
    expect(spec.name.ru).toBe('Трактирщик');
    expect(spec.forms.gen).toBe('Трактирщика');
    expect(spec.nightAbility).toBe(true);
    expect(label.ru).toBe('вино трактирщика');
    const [innkeeper, athos] = steps;
    expect(innkeeper).toMatchObject({ actor: 'Хозяин', outcome: 'performed', summary: 'Хозяин: наливает вина → Атос' });
    expect(athos).toMatchObject({ actor: 'Атос', outcome: 'blocked' });
    expect(athos!.cites).toContainEqual([innkeeper!.id, 'A-73']);
  }, 60_000); // a child process

  it("the page's start-up data, generated from the copy, has the role and the name of its ability", async () => {
    const { code } = await roleDataModule(copy.dir, `${ROLES}/about.ts`);
    expect(code).toContain('"id":"innkeeper","name":{"ru":"Трактирщик","en":"the Innkeeper"}');
    expect(code).toContain('"pour":{"ru":"вино трактирщика","en":"the innkeeper\'s wine"}');
  }, 60_000); // a module runner evaluates the copy's registry
});
