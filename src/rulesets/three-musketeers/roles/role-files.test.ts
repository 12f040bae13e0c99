import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TM_REGISTRY } from './index.ts';

const ROLES = fileURLToPath(new URL('.', import.meta.url));
const RULESET = join(ROLES, '..');

/** The roles folder's shared kit: the registry, the role type, traits, words, the page's data and the musket. */
const KIT = new Set(['index', 'about', 'role', 'role-about', 'derive', 'traits', 'words', 'musket']);

/** Rule code of the ruleset outside roles/ (tests and their option cases may name a role's memory). */
function sharedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === join(RULESET, 'roles') || e.name === 'option-cases' ? [] : sharedFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe("a role's behaviour lives in its own files, reached by shared code only through the registry and TmRole's hooks", () => {
  it('no shared rule code imports a role file', () => {
    const imports = sharedFiles(RULESET).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '[./]*\/?roles\/([a-z-]+)\.ts'/g)]
        .filter((m) => !KIT.has(m[1]!))
        .map((m) => `${relative(RULESET, file)} → roles/${m[1]}.ts`),
    );
    expect(imports).toEqual([]);
  });

  it("every other file in roles/ is a character's, named after it (father.ts, father-night.ts)", () => {
    const ids = new Set<string>(TM_REGISTRY.map((r) => r.id));
    const files = readdirSync(ROLES).filter((f) => /^[a-z-]+\.ts$/.test(f) && !f.endsWith('.test.ts') && !KIT.has(f.slice(0, -3)));
    expect(files.filter((f) => !ids.has(f.slice(0, -3).split('-')[0]!))).toEqual([]);
  });
});
