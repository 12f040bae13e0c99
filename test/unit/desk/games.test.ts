/**
 * Whole games run from the command line with pasted posts and PMs alone: the host starts from
 * the players (NAME.start), and for each day imports the thread (`import votes … --day N`), the
 * evening's PMs (`import evening … --evening N`, «Три мушкетера») and the night's PMs (`import
 * moves … --night N`); the result must be NAME.scenario byte for byte and resolve with every
 * expectation holding: who is jailed and who wins (NAME.start), and what each night did (the
 * test's own checks below, written into the night's block before its PMs are imported).
 * The game file is checked by hand; UPDATE_GOLDEN=1 rewrites it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImportCli } from '../../../src/cli/import-run.ts';
import { writeBlock } from '../../../src/desk/index.ts';
import { runScenario } from '../../../src/dsl/index.ts';
import { unexpectedErrors } from '../../../src/engine/diagnostic.ts';
import { SCENARIOS_DIR } from '../../scenario-files.ts';

const DIR = join(SCENARIOS_DIR, 'desk', 'games');
const read = (f: string): string => readFileSync(join(DIR, f), 'utf8');

/** One `npm run import -- …` on the game file so far; its stdout is the next game file. */
function importStep(text: string, command: string, paste: string, flag: string, n: number, extra: readonly string[]) {
  let out = '';
  let err = '';
  const files: Record<string, string> = { [paste]: read(paste), 'game.scenario': text };
  const code = runImportCli([command, paste, '--scenario', 'game.scenario', flag, String(n), ...extra], {
    readFile: (p) => files[p] ?? '',
    stdout: (s) => void (out += s),
    stderr: (s) => void (err += s),
  });
  // Nothing pasted goes unread: no unreadable vote or PM, no unknown writer.
  expect(err, `${paste}`).not.toMatch(/(?:error|warning) (?:PASTE_|PM)/);
  return { text: out, code };
}

/** Runs the game the way a host does from the shell; returns the final file and exit codes. */
function playFromCli(
  game: string,
  days: number,
  hosts: readonly string[],
  checks: readonly (readonly string[])[],
): { text: string; codes: number[] } {
  let text = read(`${game}.start`);
  const codes: number[] = [];
  for (let day = 1; day <= days; day++) {
    const steps: [string, string, string, readonly string[]][] = [
      ['votes', `${game}.day${day}.txt`, '--day', hosts],
      ['evening', `${game}.evening${day}.txt`, '--evening', []],
      ['moves', `${game}.night${day}.txt`, '--night', []],
    ];
    for (const [command, paste, flag, extra] of steps) {
      if (!existsSync(join(DIR, paste))) continue;
      // The checks of the night are the test's, not the host's input: kept after the moves.
      if (command === 'moves') text = writeBlock(text, 'night', day, checks[day - 1] ?? [], () => false);
      const step = importStep(text, command, paste, flag, day, extra);
      text = step.text;
      codes.push(step.code);
    }
  }
  return { text, codes };
}

describe('whole games from the CLI', () => {
  for (const [game, hosts, checks] of [
    ['tm-game', [], [['expect dies Мята'], ['expect dies Сова']]],
    ['lk-game', ['--host', 'Режиссёр'], [['expect survives Петя', 'expect report Шура "мафия"'], ['expect dies Миша']]],
  ] as const) {
    it(`${game}: 3 days of pasted threads and PMs give the game file`, () => {
      const { text, codes } = playFromCli(game, 3, hosts, checks);
      // Like the golden timelines: UPDATE_GOLDEN=1 rewrites the file, to be read before committing.
      if (process.env['UPDATE_GOLDEN']) writeFileSync(join(DIR, `${game}.scenario`), text);
      expect(text).toBe(read(`${game}.scenario`));
      expect(codes[codes.length - 1]).toBe(0);
      const run = runScenario(text);
      expect(unexpectedErrors(run.diagnostics)).toEqual([]);
      expect(run.results.filter((r) => !r.holds)).toEqual([]);
      expect(run.results.length).toBe(checks.flat().length + 4);
      expect(run.timeline.days.filter((d) => d.jailed).length).toBeGreaterThanOrEqual(2);
    });
  }
});
