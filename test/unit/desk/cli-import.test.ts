/** `npm run import -- votes …`: exit codes, stderr positions, hostile files; one real spawn. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInMemory } from '../cli/in-memory.ts';
import { decodeFileBytes } from '../../../src/cli/import-decode.ts';
import { runImportCli } from '../../../src/cli/import-run.ts';

const SCENARIO = 'ruleset tm\nplayer Атос\nplayer Портос\nplayer Арамис\n';
const FILES: Record<string, string> = {
  'game.scenario': SCENARIO,
  'day.txt': '10:00 Атос: [b]Портос[/b]\n10:05 Портос: [b]Партос[/b]\n',
  'bin.txt': '\u0000\u0001\u0002ELF',
  'jail.scenario': `${SCENARIO}\nday 1\n  expect jailed Арамис\n`,
};

const run = (argv: string[]) => runInMemory(runImportCli, FILES, argv);

describe('import votes', () => {
  it('prints the scenario with the day block; findings go to stderr as FILE:LINE:COL', () => {
    const r = run(['votes', 'day.txt', '--scenario', 'game.scenario', '--day', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('day 1\n');
    expect(r.out).toContain('  Атос -> Портос @10:00  # пост 1, стр. 1\n');
    expect(r.err).toBe('day.txt:2:18: warning VOTE_UNREADABLE: Портос: cannot tell who "Партос" votes for. Did you mean "Портос"?\n');
  });

  it('1 when the paste cannot be read or an expectation fails; 2 on usage errors and missing files', () => {
    const bin = run(['votes', 'bin.txt', '--scenario', 'game.scenario', '--day', '1']);
    expect([bin.code, bin.out]).toEqual([1, '']);
    expect(bin.err).toMatch(/^bin\.txt:1:1: error PASTE_BINARY: /);
    // The place is where the binary data starts, not the paste's first character.
    const late = runInMemory(runImportCli, { ...FILES, 'late.txt': '10:00 Атос: [b]Портос[/b]\n10:05 Пор\u0000тос: x\n' }, [
      'votes',
      'late.txt',
      '--scenario',
      'game.scenario',
      '--day',
      '1',
    ]);
    expect(late.err).toMatch(/^late\.txt:2:10: error PASTE_BINARY: /);
    expect(run(['votes', 'day.txt', '--scenario', 'jail.scenario', '--day', '1']).code).toBe(1);
    expect(run(['votes', 'day.txt', '--scenario', 'game.scenario']).err).toContain('missing --day N');
    expect(run(['votes', 'day.txt', '--scenario', 'game.scenario', '--day', 'two']).code).toBe(2);
    expect(run(['count', 'day.txt']).code).toBe(2);
    const missing = run(['votes', 'nope.txt', '--scenario', 'game.scenario', '--day', '1']);
    expect([missing.code, missing.err]).toEqual([2, "import: cannot read file 'nope.txt': ENOENT\n"]);
  });

  it('a thread saved in Windows-1251 is read as Cyrillic; UTF-8 stays UTF-8; binary stays binary', () => {
    // «Лис 25.12.2014 20:14» in Windows-1251: not valid UTF-8.
    const cp = Uint8Array.from([0xcb, 0xe8, 0xf1, 0x20, 0x32, 0x35, 0x2e, 0x31, 0x32]);
    expect(decodeFileBytes(cp)).toEqual({ text: 'Лис 25.12', cp1251: true });
    expect(decodeFileBytes(new TextEncoder().encode('Лис 25.12'))).toEqual({ text: 'Лис 25.12', cp1251: false });
    expect(decodeFileBytes(Uint8Array.from([0x50, 0x4b, 0x00, 0xff])).cp1251).toBe(false);
  });

  it('runs as npm run import (a real process)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'desk-'));
    writeFileSync(join(dir, 'day.txt'), FILES['day.txt']!);
    writeFileSync(join(dir, 'game.scenario'), SCENARIO);
    const r = spawnSync(
      'npx',
      [
        'tsx',
        'src/cli/import-main.ts',
        'votes',
        join(dir, 'day.txt'),
        '--scenario',
        join(dir, 'game.scenario'),
        '--day',
        '1',
        '--lang',
        'ru',
      ],
      { encoding: 'utf8', env: { ...process.env, INIT_CWD: process.cwd() } },
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Атос -> Портос @10:00');
    expect(r.stderr).toContain('Может быть, «Портос»?');
    // A file too large to be a day thread is refused before it is read.
    writeFileSync(join(dir, 'huge.txt'), Buffer.alloc(9 * 1024 * 1024, 0x61));
    const huge = spawnSync(
      'npx',
      ['tsx', 'src/cli/import-main.ts', 'votes', join(dir, 'huge.txt'), '--scenario', join(dir, 'game.scenario'), '--day', '1'],
      { encoding: 'utf8' },
    );
    expect(huge.status).toBe(2);
    expect(huge.stderr).toMatch(/cannot read file '.*huge\.txt': too large \(9437184 bytes; at most 8388608\)/);
  }, 60000);
});
