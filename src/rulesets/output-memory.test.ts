import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Rule source files of both rulesets (tests, test kits and test cases read timelines on purpose). */
function ruleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'option-cases' || e.name === 'fixtures' ? [] : ruleFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && e.name !== 'test-kit.ts' ? [p] : [];
  });
}

describe('rule code keeps its memory in the state, not in the output', () => {
  it('no rule file reads earlier nights back out of trace.nights', () => {
    const reads = ruleFiles(import.meta.dirname).filter((f) =>
      /trace\.nights\s*(\[|\.at\(|\.find|\.filter|\.length)/.test(readFileSync(f, 'utf8')),
    );
    expect(reads).toEqual([]);
  });
  it('no rule file reads recorded steps back out of trace.steps (who pulled a vote, who knocked someone out)', () => {
    const reads = ruleFiles(import.meta.dirname).filter((f) => /trace\.steps\b/.test(readFileSync(f, 'utf8')));
    expect(reads).toEqual([]);
  });
});
