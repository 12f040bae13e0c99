import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve('scripts/check-limits.mjs');

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'check-limits-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Writes the files into the temp dir and runs the script there on the given arguments. */
function run(files: Record<string, string>, args = Object.keys(files)): { code: number | null; out: string; err: string } {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const r = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: dir, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const lines = (n: number): string => Array.from({ length: n }, (_, i) => `const x${i} = ${i};\n`).join('');

describe('check-limits', () => {
  it('reports a 301-line file at file:1 and lets 300 lines pass', () => {
    const r = run({ 'big.ts': lines(301), 'fits.ts': lines(300) });
    expect(r.code).toBe(1);
    expect(r.err).toContain('big.ts:1: 301 lines (at most 300)');
    expect(r.err).not.toContain('fits.ts');
  });

  it('counts a Cyrillic line in code points: 141 letters fail at file:line, 140 pass', () => {
    const wide = `const a = 1;\n// ${'я'.repeat(138)}\n`;
    const fits = `// ${'я'.repeat(137)}\n`;
    expect([...wide.split('\n')[1]!].length).toBe(141);
    const r = run({ 'wide.ts': wide, 'fits.ts': fits });
    expect(r.code).toBe(1);
    expect(r.err).toContain('wide.ts:2: 141 characters (at most 140)');
    expect(r.err).not.toContain('fits.ts');
  });

  it('counts a character outside the BMP once, not as two UTF-16 units', () => {
    const r = run({ 'emoji.svelte': `<p>${'🎭'.repeat(133)}</p>\n` });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('check-limits: 1 files within 300 lines and 140 columns');
  });

  it('ends a failure with a hint on how to fix it', () => {
    const r = run({ 'long.mjs': `export const s = '${'a'.repeat(140)}';\n` });
    expect(r.code).toBe(1);
    expect(r.err).toContain('check-limits: 1 problem(s) in 1 files');
    expect(r.err).toMatch(/npm run format.*split a long string with \+.*Split a long file by concept/s);
  });

  it('with no arguments checks the code files git knows, tracked or new, and nothing else', () => {
    expect(spawnSync('git', ['init', '-q'], { cwd: dir }).status).toBe(0);
    const r = run({ 'a.ts': lines(301), 'notes.md': lines(400), 'b.svelte': '<p>ok</p>\n' }, []);
    expect(r.code).toBe(1);
    expect(r.err).toContain('a.ts:1: 301 lines');
    expect(r.err).not.toContain('notes.md');
    expect(r.err).toContain('in 2 files');
  });
});
