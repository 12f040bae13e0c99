import { relative, resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * What the first paint may load (issue 11: start-up JS), read from a real build of the page (in memory):
 * the source modules of the entry chunk and of the chunks it imports statically, which index.html loads
 * at start-up. The rule code loads with the analysis in the worker and the DSL with Monaco; the page
 * reads the roles as data that vite/role-data.ts generates from the role files.
 */
const ROOT = resolve(__dirname, '../../..');
let modules: string[] = [];

beforeAll(async () => {
  const out = (await build({ root: ROOT, configFile: resolve(ROOT, 'vite.config.ts'), logLevel: 'silent', build: { write: false } })) as
    Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = [out].flat().flatMap((o) => o.output.filter((c): c is Rollup.OutputChunk => c.type === 'chunk'));
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const startup = new Set<Rollup.OutputChunk>();
  const visit = (c: Rollup.OutputChunk): void => {
    if (startup.has(c)) return;
    startup.add(c);
    for (const f of c.imports) visit(byName.get(f)!);
  };
  chunks.filter((c) => c.isEntry).forEach(visit);
  modules = [...startup].flatMap((c) => c.moduleIds).map((id) => relative(ROOT, id.replace(/\?.*$/, '')));
}, 120_000); // a build of the page, not a speed claim

const KEPT_OUT: readonly [string, RegExp][] = [
  ['the resolvers', /^src\/rulesets\/(?:[^/]+\/)?index\.ts$/],
  ['night, day and evening rule code', /^src\/rulesets\/[^/]+\/(?:night|day|evening)\//],
  ['the start facts (their checks read the role registries)', /^src\/rulesets\/[^/]+\/start-facts\.ts$/],
  ['the role files with their rules, and the role registries', /^src\/rulesets\/[^/]+\/roles\/(?!about\.ts$)/],
  ['the scenario language (parser, checker, hovers)', /^src\/dsl\//],
  ['the host desk', /^src\/desk\//],
  ['Monaco or XState', /node_modules\/(?:monaco-editor|xstate)\//],
];

describe('the first paint (the start-up chunks of a build)', () => {
  it('has the page and reaches the rulesets as data', () => {
    expect(modules).toContain('src/ui/main.ts');
    expect(modules).toContain('src/rulesets/about.ts');
    expect(modules).toContain('src/rulesets/three-musketeers/roles/about.ts');
    expect(modules).toContain('src/rulesets/mafia-lk/roles/about.ts');
  });

  for (const [what, pattern] of KEPT_OUT) {
    it(`does not load ${what}`, () => {
      expect(modules.filter((f) => pattern.test(f))).toEqual([]);
    });
  }
});
