/**
 * Whole games run from the command line with pasted posts and moves alone: the host starts from
 * the players (NAME.start), imports each day's thread with `import votes … --day N`, and writes
 * each evening and night from NAME.moves; the result must be NAME.scenario byte for byte, and it
 * must resolve with every expectation holding (who is jailed, who dies, who wins). The game file
 * is checked by hand; UPDATE_GOLDEN=1 rewrites it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImportCli } from '../../../src/cli/import-run.ts';
import { writeBlock } from '../../../src/desk/index.ts';
import type { BlockKind } from '../../../src/dsl/syntax.ts';
import { runScenario } from '../../../src/dsl/index.ts';
import { unexpectedErrors } from '../../../src/engine/diagnostic.ts';
import { SCENARIOS_DIR } from '../../scenario-files.ts';

const DIR = join(SCENARIOS_DIR, 'desk', 'games');
const read = (f: string): string => readFileSync(join(DIR, f), 'utf8');

/** The blocks of a moves file: kind, number and body lines (unindented), in file order. */
function movesBlocks(text: string): { kind: BlockKind; n: number; lines: string[] }[] {
  const out: { kind: BlockKind; n: number; lines: string[] }[] = [];
  for (const line of text.split('\n')) {
    const head = /^(evening|night) (\d+)$/.exec(line.trim());
    if (head) out.push({ kind: head[1] as BlockKind, n: Number(head[2]), lines: [] });
    else if (out.length && line.trim() && !line.startsWith('#')) out[out.length - 1]!.lines.push(line.trim());
  }
  return out;
}

/** Runs the game the way a host does from the shell; returns the final file and exit codes. */
function playFromCli(game: string, days: number, extra: string[] = []): { text: string; codes: number[] } {
  let text = read(`${game}.start`);
  const codes: number[] = [];
  const blocks = movesBlocks(read(`${game}.moves`));
  for (let day = 1; day <= days; day++) {
    let out = '';
    let err = '';
    const files: Record<string, string> = { [`${game}.day${day}.txt`]: read(`${game}.day${day}.txt`), 'game.scenario': text };
    codes.push(
      runImportCli(['votes', `${game}.day${day}.txt`, '--scenario', 'game.scenario', '--day', String(day), ...extra], {
        readFile: (p) => files[p] ?? '',
        stdout: (s) => void (out += s),
        stderr: (s) => void (err += s),
      }),
    );
    expect(err).not.toMatch(/error PASTE_/);
    text = out;
    for (const b of blocks.filter((x) => x.n === day)) text = writeBlock(text, b.kind, b.n, b.lines, () => true);
  }
  return { text, codes };
}

describe('whole games from the CLI', () => {
  for (const [game, days, extra] of [
    ['tm-game', 3, []],
    ['lk-game', 3, ['--host', 'Режиссёр']],
  ] as const) {
    it(`${game}: ${days} days of pasted threads and the nights' moves give the game file`, () => {
      const { text, codes } = playFromCli(game, days, [...extra]);
      // Like the golden timelines: UPDATE_GOLDEN=1 rewrites the file, to be read before committing.
      if (process.env['UPDATE_GOLDEN']) writeFileSync(join(DIR, `${game}.scenario`), text);
      expect(text).toBe(read(`${game}.scenario`));
      expect(codes[codes.length - 1]).toBe(0);
      const run = runScenario(text);
      expect(unexpectedErrors(run.diagnostics)).toEqual([]);
      expect(run.results.filter((r) => !r.holds)).toEqual([]);
      expect(run.timeline.days.filter((d) => d.jailed).length).toBeGreaterThanOrEqual(2);
    });
  }
});
