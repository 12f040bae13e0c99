/** The resolve CLI: exit codes 0/1/2, text and JSON output, --option, --lang; one real spawn. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInMemory } from './in-memory.ts';
import { runCli } from '../../../src/cli/run.ts';
import { RULESETS } from '../../../src/rulesets/index.ts';

const OK =
  'ruleset tm\nplayer Атос\nplayer Кэтти\nnight 1\n  order Атос, Кэтти\n  Атос -> Кэтти\n  Кэтти -> Атос\n  expect order Атос, Кэтти\n';
const FAILING = OK.replace('expect order Атос, Кэтти', 'expect order Кэтти, Атос');
const BROKEN = 'ruleset tm\nplayer Атос\nnight 1\n  Атос -> Пётр\n';

const FILES: Record<string, string> = {
  'ok.scenario': OK,
  'fail.scenario': FAILING,
  'broken.scenario': BROKEN,
  'empty.scenario': '',
  'blank.scenario': '\n  # only a comment\n',
  'noplayers.scenario': 'ruleset mafia-lk\nday 1\n',
};

const run = (argv: string[]) => runInMemory(runCli, FILES, argv);

describe('exit codes', () => {
  it('1 for an empty file or one with no players: nothing to rule on, an error at 1:1 and nothing else', () => {
    for (const f of ['empty.scenario', 'blank.scenario', 'noplayers.scenario']) {
      const r = run([f]);
      expect(r.code, f).toBe(1);
      expect(r.err.trim().split('\n'), f).toEqual([
        `${f}:1:1: error PLAYERS_MISSING: Nothing to rule on: the scenario declares no players. ` +
          'Start with a "ruleset …" line and "player …" lines.',
      ]);
    }
    const json = JSON.parse(run(['empty.scenario', '--json']).out) as {
      diagnostics: { code: string; severity: string; line: number; col: number }[];
    };
    expect(json.diagnostics).toEqual([expect.objectContaining({ code: 'PLAYERS_MISSING', severity: 'error', line: 1, col: 1 })]);
  });

  it('0 when resolved cleanly and every expectation holds', () => {
    const r = run(['ok.scenario']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Night 1');
    expect(r.out).toContain('n1.s1');
    expect(r.err).toBe('');
  });

  it('1 on a failed expectation, naming it with its position', () => {
    const r = run(['fail.scenario']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('fail.scenario:8:3: error EXPECTATION_FAILED');
  });

  it('1 on scenario errors, printed as FILE:LINE:COL: error CODE: message', () => {
    const r = run(['broken.scenario']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^broken\.scenario:4:11: error NAME_UNKNOWN: /m);
  });

  it.each([
    [['ok.scenario', '--bogus'], "argument 2: unknown flag '--bogus'"],
    [[], 'missing FILE'],
    [['missing.scenario'], "cannot read file 'missing.scenario': ENOENT"],
    [['ok.scenario', '--option', 'novalue'], "argument 2: bad --option 'novalue'"],
    [['ok.scenario', '--option', '=x'], "bad --option '=x'"],
    [['ok.scenario', '--option'], "bad --option ''"],
    [['ok.scenario', '--lang', 'de'], "argument 2: bad --lang 'de'"],
    [['ok.scenario', 'other.scenario'], "argument 2: unexpected argument 'other.scenario'"],
  ])('2 on usage error %j', (argv, message) => {
    const r = run(argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('0 for --help', () => {
    expect(run(['--help'])).toMatchObject({ code: 0 });
  });
});

describe('options', () => {
  it('an unknown --option key is a diagnostic with exit 1', () => {
    const r = run(['ok.scenario', '--option', 'noSuchOption=1']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('OPTION_UNKNOWN');
  });

  it('a known --option overrides the file and shows in the JSON options', () => {
    const spec = RULESETS['three-musketeers'].options[0];
    if (!spec) return;
    const other = spec.readings[1].value;
    const r = run(['ok.scenario', '--json', `--option=${spec.key}=${other}`]);
    const json = JSON.parse(r.out) as { options: Record<string, string> };
    expect(json.options[spec.key]).toBe(other);
  });
});

describe('--json', () => {
  it('prints the documented outcome', () => {
    const r = run(['fail.scenario', '--json', '--lang', 'ru']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(expect.arrayContaining(['nights', 'days', 'expectations', 'diagnostics']));
    const nights = json['nights'] as {
      night: number;
      order: string[];
      steps: { slot: number; summary: string }[];
      deaths: unknown[];
      messages: object;
      public: string;
    }[];
    expect(nights[0]).toMatchObject({ night: 1, order: ['Атос', 'Кэтти'] });
    expect(nights[0]?.steps[0]?.slot).toBe(1);
    expect(typeof nights[0]?.public).toBe('string');
    expect(json['expectations']).toEqual([{ line: 8, text: 'expect order Кэтти, Атос', holds: false, actual: 'Атос, Кэтти' }]);
  });

  it('puts diagnostics in the JSON too', () => {
    const json = JSON.parse(run(['broken.scenario', '--json']).out) as { diagnostics: { code: string; line: number }[] };
    expect(json.diagnostics[0]).toMatchObject({ code: 'NAME_UNKNOWN', line: 4 });
  });
});

describe('main.ts', () => {
  it('runs as a real process: the prebuilt bundle, through scripts/resolve.mjs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'resolve-'));
    const file = join(dir, 'ok.scenario');
    writeFileSync(file, OK);
    const ok = spawnSync(process.execPath, ['scripts/resolve.mjs', file, '--json'], {
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: process.cwd() },
    });
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toHaveProperty('nights');
    const bad = spawnSync(process.execPath, ['scripts/resolve.mjs', join(dir, 'nope.scenario')], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('cannot read file');
    expect(bad.stderr).not.toContain('    at ');
    // the wrapper judges staleness by the files the build lists: the bundle's own sources, not all of src/
    const stamp = JSON.parse(readFileSync('dist-cli/inputs.json', 'utf8')) as { startedAt: number; files: string[] };
    expect(stamp.files).toEqual(expect.arrayContaining(['src/cli/main.ts', 'src/engine/resolve.ts', 'src/dsl/scanner.ts']));
    expect(stamp.files.some((f) => f.startsWith('src/ui/') || f.includes('node_modules'))).toBe(false);
    expect(stamp.startedAt).toBeLessThanOrEqual(statSync('dist-cli/resolve.mjs').mtimeMs);
  }, 30000);
});
