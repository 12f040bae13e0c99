/**
 * Scenario-language properties: parser fuzzing (random unicode and control characters, token
 * soups of real keywords and role names, mutations of every scenario file under scenarios/) and
 * the print → parse round trip of UI-built scenarios. Nothing throws, every diagnostic points
 * inside the text, the count is capped, formatting is idempotent and keeps the parsed scenario.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Diagnostic } from '../../../src/engine/diagnostic.ts';
import { formatScenario, parseScenario, runScenario } from '../../../src/dsl/index.ts';
import { MAX_DIAGNOSTICS } from '../../../src/dsl/diagnostics.ts';
import {
  DAY_VERBS,
  EXPECT_KINDS,
  NIGHT_VERBS,
  NONE_WORDS,
  SELF_WORDS,
  STATEMENT_KEYWORDS,
  spellings,
} from '../../../src/dsl/keywords.ts';
import { RULESETS } from '../../../src/rulesets/index.ts';
import { stripSpans } from '../dsl/strip.ts';
import { printableScenario, RULESET_IDS, SAFE_NAMES } from './arbitraries.ts';
import { printScenario } from './printer.ts';
import { holds } from './run.ts';
import { scenarioFiles, SCENARIOS_DIR } from '../../scenario-files.ts';

// Bounded, not timed: a generous ceiling so a loaded machine does not fail the suite.
vi.setConfig({ testTimeout: 60_000 });

const NUM_RUNS = 200;


/** Every real scenario file: name → text. */
const FILES: readonly (readonly [string, string])[] = scenarioFiles().map(
  (p) => [relative(SCENARIOS_DIR, p).split('\\').join('/'), readFileSync(p, 'utf8')] as const,
);

// ---------------------------------------------------------------- the checks

/** Problems with a diagnostic's position in `text` (`parser`: it must name a real line). */
function spanProblems(text: string, d: Diagnostic, parser: boolean): string[] {
  const { line, col, offset, length } = d.span;
  const out: string[] = [];
  const where = `${d.code} at ${line}:${col} (offset ${offset}, length ${length}, text length ${text.length})`;
  if (![line, col, offset, length].every(Number.isInteger)) out.push(`${where}: non-integer span`);
  if (offset < 0 || length < 0) out.push(`${where}: negative offset or length`);
  if (offset + length > text.length) out.push(`${where}: span ends past the text`);
  if (parser) {
    if (line < 1 || col < 1) out.push(`${where}: line and column must be ≥ 1`);
    const lines = text.split(/\r\n|\r|\n/).length;
    if (line > lines) out.push(`${where}: line past the last line (${lines})`);
  }
  return out;
}

/**
 * Everything that must hold for any text: no throw, no internal fault, positioned and capped
 * diagnostics, idempotent formatting; and for texts without parse errors, formatting keeps the
 * parsed scenario.
 */
function textProblems(text: string): string[] {
  const out: string[] = [];
  const parsed = parseScenario(text);
  for (const d of parsed.diagnostics) {
    if (d.code === 'PARSER_FAULT') out.push(`PARSER_FAULT: ${d.message.en}`);
    out.push(...spanProblems(text, d, true));
  }
  if (parsed.diagnostics.length > MAX_DIAGNOSTICS + 1) out.push(`${parsed.diagnostics.length} diagnostics (cap ${MAX_DIAGNOSTICS} + 1)`);

  const once = formatScenario(text);
  const twice = formatScenario(once);
  if (twice !== once) out.push(`format is not idempotent:\n--- once ---\n${once}\n--- twice ---\n${twice}`);
  if (!parsed.diagnostics.some((d) => d.severity === 'error')) {
    const reparsed = parseScenario(once);
    try {
      expect(stripSpans(reparsed.scenario)).toEqual(stripSpans(parsed.scenario));
    } catch (error) {
      out.push(`format changed the scenario of an error-free text:\n--- formatted ---\n${once}\n${String(error)}`);
    }
  }

  const run = runScenario(text);
  for (const d of run.diagnostics) {
    if (d.code === 'ENGINE_FAULT') out.push(`ENGINE_FAULT: ${d.message.en}`);
    // Engine diagnostics may carry NO_SPAN (line 0) when they have no source.
    out.push(...spanProblems(text, d, false));
  }
  return out;
}

function assertText(text: string): void {
  const problems = textProblems(text);
  if (problems.length) throw new Error(problems.slice(0, 6).join('\n'));
}

/** A text shown so that control characters and invisible marks can be read. */
function showText(text: string): string {
  const clipped = text.length > 2000 ? `${text.slice(0, 2000)}… (${text.length} chars)` : text;
  return `${JSON.stringify(clipped)}\n--- raw ---\n${clipped}`;
}

// ---------------------------------------------------------------- generators

/** Characters the scanner treats specially, and characters that break naive code. */
const NASTY_CHARS = [
  '\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\r\n', '\u000b', '\f', '\u001b', '\u007f', '\u0085',
  '\u00a0', '\u2009', '\u202f', '\u200b', '\u200d', '\u2028', '\u2029', '\ufeff', '\ufffd', '\ufffe', '\uffff',
  '\u202e', '\u202d', '\u2066', '\u2069', '\u061c', 'ש', 'ل', '\ud800', '\udfff', '\ud83d', '🙂', '👨‍👩‍👧', '🂡', '𝔄',
  'ё', 'Ё', '’', '‘', '`', 'ʼ', '´', '"', '\\', '«', '»', '#', '@', '@1:00', '@99:99', ',', ':', '=', '/', '->', '→',
  '-', '>', ' ', '  ',
];

/** Any unicode (incl. lone surrogates), and strings of the nasty characters above. */
const randomText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.array(fc.constantFrom(...NASTY_CHARS), { maxLength: 200 }).map((a) => a.join('')),
);

/** A very long line or a long run of lines, from a short random piece repeated. */
const longText = fc
  .record({
    piece: fc.oneof(randomText, fc.constantFrom('Атос -> Кэтти, ', 'x', '"', '->', '# ', 'player ', 'night 1\n')),
    times: fc.integer({ min: 500, max: 10_000 }),
    newline: fc.boolean(),
  })
  .map(({ piece, times, newline }) => (newline ? `${piece}\n` : piece).repeat(times).slice(0, 100_000));

const ROLE_WORDS = RULESET_IDS.flatMap((id) =>
  RULESETS[id].roles.flatMap((r) => [r.id, r.name.ru, r.name.en, ...r.aliases, ...(r.nickname ? [r.nickname.ru] : [])]),
);
const TEAM_WORDS = RULESET_IDS.flatMap((id) => Object.entries(RULESETS[id].teams).flatMap(([team, words]) => [team, ...words]));
const OPTION_WORDS = RULESET_IDS.flatMap((id) => RULESETS[id].options.flatMap((o) => [o.key, ...o.readings.map((r) => r.value)]));

/** Real words of the language: keywords, verbs, role, team and option words, names. */
const LANGUAGE_WORDS: readonly string[] = [
  ...spellings(STATEMENT_KEYWORDS), ...spellings(EXPECT_KINDS), ...spellings(DAY_VERBS), ...spellings(NIGHT_VERBS),
  ...NONE_WORDS, ...SELF_WORDS, 'not', 'не', 'dead', 'jailed', 'knocked', 'мертв', 'посажен', 'вырублен',
  'three-musketeers', 'mafia-lk', 'tm', 'lk', 'три-мушкетера', 'мафия-лк',
  ...ROLE_WORDS, ...TEAM_WORDS, ...OPTION_WORDS, ...SAFE_NAMES,
  '0', '1', '2', '7', '-1', '99999999', '1e9', 'NaN', 'M12', 'М12', '"quoted text"', '«ёлки»', '"open', '«open',
];
const PUNCTUATION = ['->', '→', ',', ':', '=', '/', '@10:15', '#', '"', '«', '»', '\n', '\n', '\n', '\r\n', '  ', '\t'];

/** Token soups: real words and punctuation in random order, lines of them. */
const tokenSoup = fc
  .array(
    fc.oneof(
      { arbitrary: fc.constantFrom(...LANGUAGE_WORDS), weight: 6 },
      { arbitrary: fc.constantFrom(...PUNCTUATION), weight: 4 },
      { arbitrary: fc.constantFrom(...NASTY_CHARS), weight: 1 },
    ),
    { maxLength: 120 },
  )
  .chain((tokens) => fc.array(fc.constantFrom(' ', '', '  '), { minLength: tokens.length, maxLength: tokens.length }).map((gaps) => tokens.map((t, i) => t + gaps[i]!).join('')));

/** Line-shaped soups: a keyword-led statement per line, as a confused user would write. */
const lineSoup = fc
  .array(
    fc
      .tuple(
        fc.constantFrom('', '  ', ...spellings(STATEMENT_KEYWORDS)),
        fc.array(fc.oneof(fc.constantFrom(...LANGUAGE_WORDS), fc.constantFrom('->', ',', ':', '=', '/', '@10:15', '"x"')), { maxLength: 8 }),
      )
      .map(([head, rest]) => [head, ...rest].join(' ')),
    { maxLength: 40 },
  )
  .map((lines) => lines.join('\n'));

type Mutation =
  | { readonly op: 'delete'; readonly line: number }
  | { readonly op: 'duplicate'; readonly line: number }
  | { readonly op: 'swap'; readonly a: number; readonly b: number }
  | { readonly op: 'insert'; readonly at: number; readonly text: string }
  | { readonly op: 'cut'; readonly at: number; readonly length: number }
  | { readonly op: 'lineEnds'; readonly to: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('delete' as const), line: fc.nat() }),
  fc.record({ op: fc.constant('duplicate' as const), line: fc.nat() }),
  fc.record({ op: fc.constant('swap' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({
    op: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.oneof(fc.constantFrom(...NASTY_CHARS), fc.constantFrom(...LANGUAGE_WORDS), fc.string({ unit: 'binary', maxLength: 8 })),
  }),
  fc.record({ op: fc.constant('cut' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ op: fc.constant('lineEnds' as const), to: fc.constantFrom('\r\n', '\r', '\n\n', '\u2028') }),
);

/** Applies mutations to a text (positions are taken modulo the current size). */
function mutate(text: string, mutations: readonly Mutation[]): string {
  let t = text;
  for (const m of mutations) {
    const lines = t.split('\n');
    const n = lines.length;
    switch (m.op) {
      case 'delete':
        lines.splice(m.line % n, 1);
        t = lines.join('\n');
        break;
      case 'duplicate':
        lines.splice(m.line % n, 0, lines[m.line % n]!);
        t = lines.join('\n');
        break;
      case 'swap': {
        const a = m.a % n;
        const b = m.b % n;
        [lines[a], lines[b]] = [lines[b]!, lines[a]!];
        t = lines.join('\n');
        break;
      }
      case 'insert': {
        const at = m.at % (t.length + 1);
        t = t.slice(0, at) + m.text + t.slice(at);
        break;
      }
      case 'cut': {
        const at = m.at % (t.length + 1);
        t = t.slice(0, at) + t.slice(at + m.length);
        break;
      }
      case 'lineEnds':
        t = t.replace(/\n/g, m.to);
        break;
    }
  }
  return t;
}

// ---------------------------------------------------------------- properties

describe('parser fuzzing: nothing throws, diagnostics are positioned and capped, format is stable', () => {
  it('random unicode, control characters, NUL, RTL, emoji, lone surrogates', () => {
    holds(randomText, assertText, { numRuns: NUM_RUNS * 2, describe: showText });
  });

  it('very long lines and many lines', () => {
    holds(longText, assertText, { numRuns: 8, fixedRuns: true, describe: showText });
  });

  it('token soups of real keywords, role names, arrows and commas', () => {
    holds(tokenSoup, assertText, { numRuns: NUM_RUNS * 2, describe: showText });
  });

  it('line soups: keyword-led lines with random arguments', () => {
    holds(lineSoup, assertText, { numRuns: NUM_RUNS * 2, describe: showText });
  });

  it('finds the scenario files to mutate', () => {
    expect(FILES.length).toBeGreaterThan(0);
  });

  it('mutations of every scenario file (delete/duplicate/swap lines, insert and cut characters, line ends)', () => {
    const arb = fc
      .record({ file: fc.nat({ max: Math.max(0, FILES.length - 1) }), mutations: fc.array(mutation, { minLength: 1, maxLength: 6 }) })
      .map(({ file, mutations }) => {
        const [name, text] = FILES[file]!;
        return { name, mutations, text: mutate(text, mutations) };
      });
    holds(arb, (m) => assertText(m.text), {
      numRuns: Math.max(NUM_RUNS, FILES.length * 4),
      describe: (m) => `file: ${m.name}\nmutations: ${JSON.stringify(m.mutations)}\n${showText(m.text)}`,
    });
  });

  it.each(FILES.map(([name]) => name))('every scenario file as is: %s', (name) => {
    const text = FILES.find(([n]) => n === name)![1];
    expect(textProblems(text)).toEqual([]);
  });
});

describe.each(RULESET_IDS)('%s: UI-built scenarios round-trip through the text', (rulesetId) => {
  const describeScenario = (s: Parameters<typeof printScenario>[0]): string =>
    `${printScenario(s)}\n--- as Scenario JSON (spans stripped) ---\n${JSON.stringify(stripSpans(s))}`;

  it('print → parse gives the same Scenario, without errors', () => {
    holds(
      printableScenario(rulesetId),
      (scenario) => {
        const text = printScenario(scenario);
        const parsed = parseScenario(text);
        const errors = parsed.diagnostics.filter((d) => d.severity === 'error');
        if (errors.length) {
          throw new Error(errors.map((d) => `${d.span.line}:${d.span.col} ${d.code}: ${d.message.en}`).join('\n'));
        }
        expect(stripSpans(parsed.scenario)).toEqual(stripSpans(scenario));
      },
      { numRuns: NUM_RUNS, describe: describeScenario },
    );
  });

  it('print → format → parse gives the same Scenario, and format is idempotent', () => {
    holds(
      printableScenario(rulesetId),
      (scenario) => {
        const formatted = formatScenario(printScenario(scenario));
        expect(formatScenario(formatted)).toBe(formatted);
        expect(stripSpans(parseScenario(formatted).scenario)).toEqual(stripSpans(scenario));
      },
      { numRuns: NUM_RUNS, describe: describeScenario },
    );
  });
});
