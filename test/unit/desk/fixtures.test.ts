/**
 * The desk's thread fixtures (scenarios/desk/NAME.thread.txt): importing each thread into its
 * scenario gives back the scenario file itself — its day block is the expected votes, checked
 * by hand — and exactly the findings listed in NAME.issues («LINE:COL CODE», places in the
 * thread). The scenario's own expectations (who is jailed) must hold.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImportCli } from '../../../src/cli/import-run.ts';
import { SCENARIOS_DIR } from '../../scenario-files.ts';

const DIR = join(SCENARIOS_DIR, 'desk');
const THREADS = readdirSync(DIR)
  .filter((f) => f.endsWith('.thread.txt'))
  .sort();

/** The `# import: --day N …` line of a scenario: the arguments its thread was imported with. */
function importArgs(scenario: string): string[] {
  const line = /^# import: (.*)$/mu.exec(scenario);
  if (!line) throw new Error('scenario has no "# import:" line');
  return line[1]!.trim().split(/\s+/);
}

function run(thread: string, scenarioFile: string): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const scenario = readFileSync(join(DIR, scenarioFile), 'utf8');
  const code = runImportCli(['votes', thread, '--scenario', scenarioFile, ...importArgs(scenario)], {
    readFile: (p) => readFileSync(join(DIR, p), 'utf8'),
    stdout: (s) => void (out += s),
    stderr: (s) => void (err += s),
  });
  return { code, out, err };
}

describe('desk thread fixtures', () => {
  it('there are fixtures in every format', () => {
    expect(THREADS.length).toBeGreaterThanOrEqual(4);
  });

  for (const thread of THREADS) {
    const name = thread.replace(/\.thread\.txt$/, '');
    it(`${name}: the import gives back the scenario, with exactly the expected findings`, () => {
      const scenarioFile = `${name}.scenario`;
      const r = run(thread, scenarioFile);
      expect(r.out).toBe(readFileSync(join(DIR, scenarioFile), 'utf8'));
      const found = r.err
        .split('\n')
        .filter((l) => l.startsWith(`${thread}:`))
        .map((l) => {
          const m = /^[^:]+:(\d+):(\d+): \w+ ([A-Z_]+):/.exec(l);
          return m ? `${m[1]}:${m[2]} ${m[3]}` : l;
        });
      const issuesFile = join(DIR, `${name}.issues`);
      const expected = existsSync(issuesFile)
        ? readFileSync(issuesFile, 'utf8')
            .split('\n')
            .map((l) => l.replace(/#.*/, '').trim())
            .filter(Boolean)
        : [];
      expect(found).toEqual(expected);
      expect(r.code).toBe(0);
    });
  }
});
