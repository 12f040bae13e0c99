import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySources, type SourceCopy } from '../../../../test/kit/source-copy.ts';
import { roleDataModule } from '../../../../vite/role-data.ts';

/**
 * The claim of docs/adding-a-role-lk.md, played out: a copy of the sources gets the Witness fixture
 * as roles/witness.ts and its entry in the one registry, roles/index.ts. Nothing else changes, yet the
 * copy type-checks with 'witness' in LkRoleId and NightSlot, the DSL knows the role, a night wakes the
 * Witness between the Maniac and the Doctor, and the page's start-up data lists the role.
 */
const ROLES = 'src/rulesets/mafia-lk/roles';

const PROBE = `
import type { LkRoleId, NightSlot } from './${ROLES}/index.ts';
import { mafiaLk } from './src/rulesets/mafia-lk/index.ts';
import { CAST, mv, night, p, run } from './src/rulesets/mafia-lk/test-kit.ts';

const id: LkRoleId = 'witness';
const slot: NightSlot = 'witness';
const moves = [mv('Дима', 'Маша'), mv('Макс', 'Маша'), mv('Шура', 'Вася', 'check'), mv('mafia', 'Миша'), mv('Жанна', 'Настя')];
moves.push(mv('Свидетель', 'Маша'));
const tl = run([night(1, moves)], {}, [...CAST, p('Свидетель', id)]);
const steps = tl.steps.filter((s) => s.slot !== undefined).map((s) => [s.id, s.slot]);
const woke = tl.diagnostics.filter((d) => d.code === 'LK-WITNESS').length;
console.log(JSON.stringify({ spec: mafiaLk.roles.find((r) => r.id === id), slot, steps, woke }));
`;

let copy: SourceCopy;

/** The fixture saved beside the role files, its imports pointing where they pointed from fixtures/. */
function saveFixture(): void {
  const text = readFileSync(join(copy.dir, ROLES, 'fixtures/witness.ts'), 'utf8');
  const rehomed = text.replace(/from '(\.[^']+)'/g, (_, spec: string) => {
    const target = resolve(copy.dir, ROLES, 'fixtures', spec);
    return `from '${relative(join(copy.dir, ROLES), target).replace(/^(?!\.)/, './')}'`;
  });
  writeFileSync(join(copy.dir, ROLES, 'witness.ts'), rehomed);
}

beforeAll(() => {
  copy = copySources('lk-role-', PROBE);
  saveFixture();
  copy.register(`${ROLES}/index.ts`, 'witness', 'civilian');
});

afterAll(() => copy?.remove());

describe('adding a role: its one file and its entry in the one registry', () => {
  it('the role file is the one new file, and the registry gains an import and the name in its list', () => {
    const { [`${ROLES}/index.ts`]: registry, ...others } = copy.changes();
    expect(others).toEqual({ [`${ROLES}/witness.ts`]: 'new' });
    expect(registry).toEqual({
      added: ["import { witness } from './witness.ts';", expect.stringContaining('child, civilian, witness] as const;')],
      removed: [expect.stringContaining('child, civilian] as const;')],
    });
  });

  it('the copy type-checks, with the new id and slot in the derived unions', () => {
    expect(() => copy.typeCheck('src/rulesets/mafia-lk')).not.toThrow();
  }, 120_000); // a type-check of the ruleset's sources, not a speed claim

  it('the ruleset lists the role, and a night wakes the Witness after the Maniac and before the Doctor', () => {
    const { spec, steps, woke } = JSON.parse(copy.runProbe()) as {
      spec: { name: { ru: string } };
      steps: [string, number][];
      woke: number;
    };
    expect(spec.name.ru).toBe('Свидетель');
    // the Witness's turn is the fifth slot: the Doctor's step moves to the sixth
    expect(steps).toEqual([
      ['n1.priestess', 1],
      ['n1.mafia', 2],
      ['n1.sheriff', 3],
      ['n1.maniac', 4],
      ['n1.doctor', 6],
    ]);
    expect(woke).toBe(1);
  }, 60_000); // a child process

  it("the page's start-up data, generated from the copy, has the role", async () => {
    const { code } = await roleDataModule(copy.dir, `${ROLES}/about.ts`);
    expect(code).toContain('"id":"witness","name":{"ru":"Свидетель","en":"Witness"}');
  }, 60_000); // a module runner evaluates the copy's registry
});
