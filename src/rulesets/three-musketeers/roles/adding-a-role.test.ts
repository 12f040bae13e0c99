import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The claim of docs/adding-a-role-tm.md, played out: a copy of the sources gets the role's two files
 * (roles/innkeeper.about.ts with its names, roles/innkeeper.ts with its rules, from the fixtures) and
 * one entry in each registry, roles/about.ts and roles/index.ts (an import and a line in the list).
 * Nothing else changes, yet the copy type-checks with 'innkeeper' in the RoleId union and 'pour' in
 * the Ability union, the DSL knows the role, and a night plays it.
 */
const ROOT = resolve(__dirname, '../../../..');
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

let dir = '';

/** Adds the role's entry to a registry of the copy: its import, and its line after the list's last one. */
function register(file: string, name: string, roleFile: string, last: string): void {
  const path = join(dir, ROLES, file);
  const registry = `import { ${name} } from './${roleFile}';\n` + readFileSync(path, 'utf8');
  writeFileSync(path, registry.replace(`  ${last},\n]`, `  ${last},\n  ${name},\n]`));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tm-role-'));
  cpSync(join(ROOT, 'src'), join(dir, 'src'), { recursive: true });
  cpSync(join(ROOT, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const rules = readFileSync(join(dir, ROLES, 'innkeeper.fixture.ts'), 'utf8');
  writeFileSync(join(dir, ROLES, 'innkeeper.ts'), rules.replace('./innkeeper.about.fixture.ts', './innkeeper.about.ts'));
  cpSync(join(dir, ROLES, 'innkeeper.about.fixture.ts'), join(dir, ROLES, 'innkeeper.about.ts'));
  register('index.ts', 'innkeeper', 'innkeeper.ts', 'treville');
  register('about.ts', 'innkeeperAbout', 'innkeeper.about.ts', 'trevilleAbout');
  writeFileSync(join(dir, 'probe.ts'), PROBE);
  const config = { extends: './tsconfig.json', include: ['src/rulesets/three-musketeers/**/*.ts', 'probe.ts'], exclude: ['**/*.test.ts'] };
  writeFileSync(join(dir, 'tsconfig.probe.json'), JSON.stringify(config));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('adding a role: its two files and one entry in each registry', () => {
  it.each(['index.ts', 'about.ts'])('the entry in %s is an import and one line in the list', (file) => {
    const before = readFileSync(join(ROOT, ROLES, file), 'utf8');
    const after = readFileSync(join(dir, ROLES, file), 'utf8');
    expect(after.split('\n').length - before.split('\n').length).toBe(2);
  });

  it('the copy type-checks, with the new ids in the derived unions', () => {
    const tsc = join(dir, 'node_modules', '.bin', 'tsc');
    expect(() => execFileSync(tsc, ['-p', join(dir, 'tsconfig.probe.json')], { cwd: dir, stdio: 'pipe' })).not.toThrow();
  }, 120_000); // a type-check of the ruleset's sources, not a speed claim

  it('the ruleset lists the role with its forms and names its ability, and a night plays it', () => {
    const out = execFileSync(join(dir, 'node_modules', '.bin', 'tsx'), ['probe.ts'], { cwd: dir, encoding: 'utf8' });
    const { spec, label, steps } = JSON.parse(out) as {
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
});
