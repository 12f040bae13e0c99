/**
 * Share links and the CLI under random input: any text round-trips through a link; random and
 * mangled hashes never throw and report errors at a position inside the hash; random argv never
 * makes runCli throw, the exit code is always 0, 1 or 2, and a usage error names what was wrong.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../../src/cli/run.ts';
import { decodeShare, encodeShare, MAX_HASH_LENGTH, SHARE_PREFIX, type ShareRead } from '../../../src/share/link.ts';
import { RULESETS } from '../../../src/rulesets/index.ts';
import { holds } from './run.ts';

// Bounded, not timed: a generous ceiling so a loaded machine does not fail the suite.
vi.setConfig({ testTimeout: 60_000 });

const NUM_RUNS = 250;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const WELCOME = readFileSync(join(ROOT, 'scenarios', 'welcome.scenario'), 'utf8');

// ---------------------------------------------------------------- share links

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom('', '\u0000', '\ud800', '\udfff\ud800', '\ufeff', 'Q', WELCOME),
  fc.tuple(fc.string({ maxLength: 20 }), fc.integer({ min: 100, max: 3000 })).map(([s, n]) => s.repeat(n)),
);

/** Problems with a read error's position: 1-based column inside the hash text after '#'. */
function positionProblems(hash: string, read: ShareRead): string[] {
  if (read.kind !== 'error') return [];
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  const { line, col, offset, length } = read.diagnostic.span;
  const out: string[] = [];
  const where = `${read.diagnostic.code} at col ${col} (offset ${offset}, length ${length}) in a hash of ${h.length}`;
  if (line !== 1) out.push(`${where}: line ${line}, expected 1`);
  if (col < 1 || col > h.length) out.push(`${where}: column outside the hash`);
  if (offset !== col - 1) out.push(`${where}: offset does not match the column`);
  if (offset < 0 || length < 0 || offset + length > h.length) out.push(`${where}: span outside the hash`);
  if (!read.diagnostic.message.en || !read.diagnostic.message.ru) out.push(`${where}: empty message`);
  return out;
}

function assertRead(hash: string): void {
  let read: ShareRead;
  try {
    read = decodeShare(hash);
  } catch (error) {
    throw new Error(`decodeShare threw: ${String(error)}`);
  }
  const problems = positionProblems(hash, read);
  if (problems.length) throw new Error(problems.join('\n'));
}

/** The alphabet of the current (s3, base64url) link body. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** lz-string's URI-safe alphabet, of the older s1/s2 bodies. */
const LZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/** encodeURIComponent, or the text unchanged when it holds a lone surrogate (which it refuses). */
function uriEncoded(h: string): string {
  try {
    return encodeURIComponent(h);
  } catch {
    return h;
  }
}

/** A valid link, mangled: cut, characters replaced or inserted, prefix changed, URL-encoded. */
const mangledHash = fc
  .record({
    text: anyText,
    hashSign: fc.boolean(),
    edits: fc.array(
      fc.oneof(
        fc.record({ op: fc.constant('cut' as const), at: fc.nat() }),
        fc.record({
          op: fc.constant('replace' as const),
          at: fc.nat(),
          ch: fc.oneof(fc.constantFrom(...ALPHABET), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
        }),
        fc.record({
          op: fc.constant('insert' as const),
          at: fc.nat(),
          s: fc.oneof(
            fc.constantFrom('%', '%20', '#', '=', ' ', '\n', '\u0000', 's1=', '/', '?', '&'),
            fc.string({ unit: 'binary', maxLength: 3 }),
          ),
        }),
        fc.record({
          op: fc.constant('prefix' as const),
          to: fc.constantFrom('', 's0=', 's1=', 's2=', 'S3=', 's3', 's3==', '#s3=', 's3= '),
        }),
        fc.record({ op: fc.constant('encode' as const) }),
      ),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ text, hashSign, edits }) => {
    let h = encodeShare(text);
    for (const e of edits) {
      if (e.op === 'cut') h = h.slice(0, e.at % (h.length + 1));
      else if (e.op === 'replace') {
        const at = e.at % Math.max(1, h.length);
        h = h.slice(0, at) + e.ch + h.slice(at + 1);
      } else if (e.op === 'insert') {
        const at = e.at % (h.length + 1);
        h = h.slice(0, at) + e.s + h.slice(at);
      } else if (e.op === 'prefix') h = e.to + h.slice(SHARE_PREFIX.length);
      else h = uriEncoded(h);
    }
    return hashSign ? `#${h}` : h;
  });

describe('share links', () => {
  it('any text round-trips through a link (or the link is refused as too long)', () => {
    holds(
      fc.tuple(anyText, fc.boolean()),
      ([text, hashSign]) => {
        const hash = encodeShare(text);
        expect(hash.startsWith(SHARE_PREFIX)).toBe(true);
        const read = decodeShare(hashSign ? `#${hash}` : hash);
        if (hash.length > MAX_HASH_LENGTH) expect(read).toMatchObject({ kind: 'error', diagnostic: { code: 'SHARE_TOO_LONG' } });
        else expect(read).toEqual({ kind: 'scenario', text });
      },
      { numRuns: NUM_RUNS, describe: ([text]) => JSON.stringify(text.length > 500 ? `${text.slice(0, 500)}…` : text) },
    );
  });

  it('random hashes never throw; errors point inside the hash', () => {
    const randomHash = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ maxLength: 300 }).map((s) => `s1=${s}`),
      fc.string({ unit: fc.constantFrom(...LZ_ALPHABET), maxLength: 600 }).map((s) => `#s1=${s}`),
      fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 600 }).map((s) => `#s3=0.${s}`),
      fc.constantFrom('#', '##', 's1=', '#s1=', 's1=Q', 's1=A', 's1=$', '#s1=%%', 's1=\u0000', 's1=' + 'A'.repeat(MAX_HASH_LENGTH)),
    );
    holds(randomHash, assertRead, { numRuns: NUM_RUNS, describe: (h) => JSON.stringify(h.length > 500 ? `${h.slice(0, 500)}…` : h) });
  });

  it('mangled links never throw; errors point inside the hash', () => {
    holds(mangledHash, assertRead, { numRuns: NUM_RUNS, describe: (h) => JSON.stringify(h.length > 500 ? `${h.slice(0, 500)}…` : h) });
  });

  it('an invalid character is reported at its own column', () => {
    holds(
      fc.tuple(
        fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 80 }),
        fc.constantFrom('%', ' ', '!', '*', '.', 'é', '\u0000', '=', '#'),
        fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 80 }),
      ),
      ([before, bad, after]) => {
        const head = `${SHARE_PREFIX}0.`; // s3=<checksum>.<body>
        const hash = `${head}${before}${bad}${after}`;
        const read = decodeShare(hash);
        expect(read).toMatchObject({ kind: 'error', diagnostic: { code: 'SHARE_CHARACTER' } });
        if (read.kind === 'error') expect(read.diagnostic.span.col).toBe(head.length + before.length + 1);
      },
      { numRuns: NUM_RUNS },
    );
  });
});

// ---------------------------------------------------------------- CLI

const FAILING = [
  'ruleset tm',
  'player Атос',
  'player Кэтти',
  'night 1',
  '  order Атос, Кэтти',
  '  Атос -> Кэтти',
  '  expect order Кэтти, Атос',
  '',
].join('\n');

/** The fake file system: a few files, and reads that fail in different ways. */
const FILES: Readonly<Record<string, string>> = {
  'welcome.scenario': WELCOME,
  'fail.scenario': FAILING,
  'empty.scenario': '',
  'garbage.scenario': '\u0000\ud800 -> -> ,,, «',
  'bom.scenario': '\ufeffruleset lk\r\nplayer Вася: Дон, маф\r\n',
};

function readFile(path: string): string {
  const text = FILES[path];
  if (text !== undefined) return text;
  if (path === 'throws-string') throw 'EACCES';
  if (path === 'throws-null') throw null;
  if (path.endsWith('/')) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
  throw Object.assign(new Error(`no such file: ${path}`), { code: 'ENOENT' });
}

const optionKeys = RULESETS['three-musketeers'].options.map((o) => o.key);

const argToken = fc.oneof(
  { arbitrary: fc.constantFrom(...Object.keys(FILES), 'missing.scenario', 'throws-string', 'throws-null', 'dir/', '-', ''), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      '--json',
      '--lang',
      'ru',
      'en',
      'de',
      '--option',
      '--help',
      '-h',
      '--',
      '---',
      '-x',
      '--json=1',
      '--json=',
      '--lang=ru',
      '--lang=',
      '--option=',
      '--option=a',
      '--option==x',
      '--option=k=',
      '--bogus',
      '--LANG',
    ),
    weight: 6,
  },
  { arbitrary: fc.constantFrom(...optionKeys).map((k) => `${k}=nonsense`), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 2 },
);

/** Parts of argv a usage error may quote: each token, and the value of an inline `--flag=value`. */
function quotable(argv: readonly string[]): Set<string> {
  const out = new Set<string>();
  argv.forEach((a, i) => {
    out.add(a);
    if (a.startsWith('--') && a.includes('=')) out.add(a.slice(a.indexOf('=') + 1));
    // A flag whose value is missing is quoted with an empty value.
    if (i === argv.length - 1) out.add('');
  });
  return out;
}

/** Mostly well-formed argv: a file and valid flags in any order, so exits 0 and 1 are reached too. */
const plausibleArgv = fc
  .tuple(
    fc.constantFrom(...Object.keys(FILES), 'missing.scenario'),
    fc.subarray(['--json', '--lang=ru', '--lang=en', `--option=${optionKeys[0] ?? 'x'}=nonsense`, '--option=unknownKey=1']),
    fc.nat(),
  )
  .map(([file, flags, at]) => {
    const argv = [...flags];
    argv.splice(at % (argv.length + 1), 0, file);
    return argv;
  });

describe('CLI: random argv through runCli with a fake io', () => {
  it('never throws, exits 0/1/2, names the offending argument on a usage error', () => {
    holds(
      fc.oneof(fc.array(argToken, { maxLength: 7 }), plausibleArgv),
      (argv) => {
        let out = '';
        let err = '';
        let code: number;
        try {
          code = runCli(argv, { readFile, stdout: (s) => void (out += s), stderr: (s) => void (err += s) });
        } catch (error) {
          throw new Error(`runCli threw: ${String(error)}`);
        }
        expect([0, 1, 2]).toContain(code);
        expect(err).not.toMatch(/\n\s+at .*:\d+:\d+/); // no stack traces
        expect(err).not.toContain('internal error');
        if (code === 2) {
          expect(err.startsWith('resolve: ')).toBe(true);
          // The message before the usage text (an argument may itself hold a line break).
          const first = err.split('\nusage:')[0]!;
          const named = first.includes('missing FILE') || [...quotable(argv)].some((q) => first.includes(`'${q}'`));
          if (!named) throw new Error(`usage error names no argument: ${first}`);
        }
        if (code === 1) expect(err).not.toBe('');
        const asked = argv.some((a) => a === '--json');
        if (asked && code !== 2 && !out.startsWith('usage:')) expect(() => JSON.parse(out) as unknown).not.toThrow();
      },
      { numRuns: NUM_RUNS * 2, describe: (argv) => JSON.stringify(argv) },
    );
  });

  it('a missing FILE is a usage error', () => {
    holds(
      fc.array(fc.constantFrom('--json', '--lang=en', '--option=a=b'), { maxLength: 4 }),
      (argv) => {
        let err = '';
        expect(runCli(argv, { readFile, stdout: () => undefined, stderr: (s) => void (err += s) })).toBe(2);
        expect(err).toContain('missing FILE');
      },
      { numRuns: 50 },
    );
  });
});
