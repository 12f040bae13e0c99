import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticGraph } from './static-graph.ts';

/**
 * What the first paint may load (issue 11: start-up JS): the page's entry and its static imports make
 * one chunk, so this guards the chunk's contents, not its size or speed. The rule code loads with the
 * analysis in the worker and the DSL with Monaco; the page reads the rulesets as data (about.ts files).
 */
const ROOT = resolve(__dirname, '../../..');
const graph = staticGraph(ROOT, 'src/ui/main.ts');
const files = [...graph.files];

const KEPT_OUT: readonly [string, RegExp][] = [
  ['the resolvers', /^src\/rulesets\/(?:[^/]+\/)?index\.ts$/],
  ['night, day and evening rule code', /^src\/rulesets\/[^/]+\/(?:night|day|evening)\//],
  ['the start facts (their checks read the role registries)', /^src\/rulesets\/[^/]+\/start-facts\.ts$/],
  ['the scenario language (parser, checker, hovers)', /^src\/dsl\//],
  ['the host desk', /^src\/desk\//],
];

/** A role folder's files the page may read: the roles' data, its registry and the wording helpers. */
const ROLE_DATA = /^src\/rulesets\/[^/]+\/roles\/(?:[^/]+\.about\.ts|about\.ts|role-about\.ts|words\.ts)$/;

describe('the first paint (src/ui/main.ts and its static imports)', () => {
  it('reaches the rulesets as data', () => {
    expect(files).toContain('src/rulesets/about.ts');
    expect(files).toContain('src/rulesets/three-musketeers/roles/athos.about.ts');
    expect(files).toContain('src/rulesets/mafia-lk/roles/sheriff.about.ts');
  });

  for (const [what, pattern] of KEPT_OUT) {
    it(`does not load ${what}`, () => {
      expect(files.filter((f) => pattern.test(f))).toEqual([]);
    });
  }

  it('reads only the data of the role folders, not the role files with their hooks', () => {
    expect(files.filter((f) => /\/roles\//.test(f) && !ROLE_DATA.test(f))).toEqual([]);
  });

  it('does not load Monaco or XState', () => {
    expect([...graph.packages].filter((p) => p.startsWith('monaco') || p === 'xstate')).toEqual([]);
  });
});
