/**
 * Texts for the parser fuzzer (test helper of the property suite): random unicode and control
 * characters, very long texts, token and line soups of the language's real words, and
 * mutations of real scenario files.
 */
import fc from 'fast-check';
import { EXPECT_KINDS, NONE_WORDS, SELF_WORDS, STATEMENT_KEYWORDS, spellings } from '../../../src/dsl/keywords.ts';
import { RULESETS } from '../../../src/rulesets/index.ts';
import { RULESET_IDS, SAFE_NAMES } from './arbitraries.ts';

/** Characters the scanner treats specially, and characters that break naive code. */
export const NASTY_CHARS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u000b',
  '\f',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2009',
  '\u202f',
  '\u200b',
  '\u200d',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ufffd',
  '\ufffe',
  '\uffff',
  '\u202e',
  '\u202d',
  '\u2066',
  '\u2069',
  '\u061c',
  'ש',
  'ل',
  '\ud800',
  '\udfff',
  '\ud83d',
  '🙂',
  '👨‍👩‍👧',
  '🂡',
  '𝔄',
  'ё',
  'Ё',
  '’',
  '‘',
  '`',
  'ʼ',
  '´',
  '"',
  '\\',
  '«',
  '»',
  '#',
  '@',
  '@1:00',
  '@99:99',
  ',',
  ':',
  '=',
  '/',
  '->',
  '→',
  '-',
  '>',
  ' ',
  '  ',
];

/** Any unicode (incl. lone surrogates), and strings of the nasty characters above. */
export const randomText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.array(fc.constantFrom(...NASTY_CHARS), { maxLength: 200 }).map((a) => a.join('')),
);

/** A very long line or a long run of lines, from a short random piece repeated. */
export const longText = fc
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
  ...spellings(STATEMENT_KEYWORDS),
  ...spellings(EXPECT_KINDS),
  ...RULESET_IDS.flatMap((id) => [...spellings(RULESETS[id].verbs.day), ...spellings(RULESETS[id].verbs.night)]),
  ...NONE_WORDS,
  ...SELF_WORDS,
  'not',
  'не',
  'dead',
  'jailed',
  'knocked',
  'мертв',
  'посажен',
  'вырублен',
  'three-musketeers',
  'mafia-lk',
  'tm',
  'lk',
  'три-мушкетера',
  'мафия-лк',
  ...ROLE_WORDS,
  ...TEAM_WORDS,
  ...OPTION_WORDS,
  ...SAFE_NAMES,
  '0',
  '1',
  '2',
  '7',
  '-1',
  '99999999',
  '1e9',
  'NaN',
  'M12',
  'М12',
  '"quoted text"',
  '«ёлки»',
  '"open',
  '«open',
];
const PUNCTUATION = ['->', '→', ',', ':', '=', '/', '@10:15', '#', '"', '«', '»', '\n', '\n', '\n', '\r\n', '  ', '\t'];

/** Token soups: real words and punctuation in random order, lines of them. */
export const tokenSoup = fc
  .array(
    fc.oneof(
      { arbitrary: fc.constantFrom(...LANGUAGE_WORDS), weight: 6 },
      { arbitrary: fc.constantFrom(...PUNCTUATION), weight: 4 },
      { arbitrary: fc.constantFrom(...NASTY_CHARS), weight: 1 },
    ),
    { maxLength: 120 },
  )
  .chain((tokens) =>
    fc
      .array(fc.constantFrom(' ', '', '  '), { minLength: tokens.length, maxLength: tokens.length })
      .map((gaps) => tokens.map((t, i) => t + gaps[i]!).join('')),
  );

/** Line-shaped soups: a keyword-led statement per line, as a confused user would write. */
export const lineSoup = fc
  .array(
    fc
      .tuple(
        fc.constantFrom('', '  ', ...spellings(STATEMENT_KEYWORDS)),
        fc.array(fc.oneof(fc.constantFrom(...LANGUAGE_WORDS), fc.constantFrom('->', ',', ':', '=', '/', '@10:15', '"x"')), {
          maxLength: 8,
        }),
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

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
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
export function mutate(text: string, mutations: readonly Mutation[]): string {
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
