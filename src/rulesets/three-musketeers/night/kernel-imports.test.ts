import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The role folder's kit: the registry, its data module, the role types, the traits and the grammar words (no one role's rule). */
const KIT = new Set(['index.ts', 'about.ts', 'role.ts', 'traits.ts', 'words.ts']);

/** The shared rule files of «Три мушкетера» (tests and test kits aside), outside roles/. */
function sharedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'roles' || e.name === 'option-cases' ? [] : sharedFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && e.name !== 'test-kit.ts' ? [p] : [];
  });
}

/** The role files a source imports, by file name. */
function roleImports(source: string): string[] {
  return [...source.matchAll(/from '(?:\.\.?\/)+roles\/([\w.-]+)'/g)].map((m) => m[1]!);
}

describe('the shared rule code asks the roles through the registry and hooks (issue 12)', () => {
  it('no shared file imports a role file of its own: only the registry, the role types, the traits and the words', () => {
    const root = new URL('..', import.meta.url).pathname;
    const hits = sharedFiles(root).flatMap((f) =>
      roleImports(readFileSync(f, 'utf8'))
        .filter((r) => !KIT.has(r))
        .map((r) => `${f.slice(root.length)} imports roles/${r}`),
    );
    expect(hits).toEqual([]);
  });

  it('sees an import of a role file (the check can fail)', () => {
    expect(roleImports("import { charm } from '../roles/milady-charm.ts';")).toEqual(['milady-charm.ts']);
  });
});
