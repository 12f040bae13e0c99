/** `expect …` lines: what the ruling must show (deaths, jailings, messages, winner…), with `not`. */
import type { Span } from '../engine/span.ts';
import { Cursor, joinSpans, nameOf } from './cursor.ts';
import { DiagnosticSink, didYouMean } from './diagnostics.ts';
import { EXPECT_KINDS, NOT_WORDS, spellingMap, spellings } from './keywords.ts';
import { normalizeName } from './normalize.ts';
import type { KeywordNode, Statement } from './syntax.ts';
import { clip, commaNames, missing, required, stringValue } from './parse-parts.ts';
import { parseChange, parseWhy } from './parse-expect-steps.ts';

const EXPECT_MAP = spellingMap(EXPECT_KINDS);
const NOT_SET = new Set<string>(NOT_WORDS);

export function parseExpect(c: Cursor, span: Span, keyword: KeywordNode, sink: DiagnosticSink): Statement {
  let negated = false;
  let what: KeywordNode | null = null;
  while (!what && c.peek()?.kind === 'word') {
    for (let n = 3; n >= 1 && !what; n--) {
      const words = c.tokens.slice(c.pos, c.pos + n);
      if (words.length < n || words.some((w) => w.kind !== 'word')) continue;
      const id = EXPECT_MAP.get(normalizeName(words.map((w) => w.text).join(' ')));
      if (id) {
        c.pos += n;
        what = { id, text: words.map((w) => w.text).join(' '), span: joinSpans(words[0]!.span, words[n - 1]!.span) };
      }
    }
    if (what) break;
    if (NOT_SET.has(normalizeName(c.peek()!.text))) {
      c.next();
      negated = !negated;
      continue;
    }
    break;
  }
  const base = { kind: 'expect' as const, span, keyword, negated, what, player: null, value: null, names: [] };
  if (!what) {
    const tok = c.peek();
    const dym = tok?.kind === 'word' ? didYouMean(tok.text, spellings(EXPECT_KINDS), sink) : { ru: '', en: '' };
    sink.error(
      'EXPECT_UNKNOWN',
      `Непонятное ожидание «${clip(tok?.text ?? '')}»: dies, survives, jailed, message, report…${dym.ru}`,
      `Unknown expectation "${clip(tok?.text ?? '')}": dies, survives, jailed, message, report…${dym.en}`,
      tok?.span ?? keyword.span,
      dym.near,
    );
    c.pos = c.tokens.length;
    return base;
  }
  switch (what.id) {
    case 'nobodyJailed':
      return base;
    case 'order':
      return { ...base, names: commaNames(c, sink, what) };
    case 'public':
      // In an evening the published order list may be written as names: `expect public A, B`.
      if (c.peek()?.kind === 'word') return { ...base, names: commaNames(c, sink, what) };
      return { ...base, value: stringValue(c, sink, what) };
    case 'report': {
      const player = required(c, sink, what, 'NAME_MISSING');
      return { ...base, player, value: stringValue(c, sink, what) };
    }
    case 'message': {
      const words = c.words(Number.MAX_SAFE_INTEGER);
      if (c.peek()?.kind === 'string') {
        const s = c.next()!;
        return { ...base, player: nameOf(words), value: { text: s.value, span: s.span } };
      }
      if (words.length < 2) {
        missing(c, sink, what, 'игрок и код сообщения (M1)', 'a player and a message code (M1)', 'VALUE_MISSING');
        return { ...base, player: nameOf(words) };
      }
      const code = words[words.length - 1]!;
      return { ...base, player: nameOf(words.slice(0, -1)), value: { text: code.text, span: code.span } };
    }
    case 'change':
      return { ...base, ...parseChange(c, sink, what) };
    case 'why':
      return { ...base, ...parseWhy(c, sink, what) };
    case 'diagnostic':
    case 'winner':
      return { ...base, value: required(c, sink, what, 'VALUE_MISSING') };
    default:
      return { ...base, player: required(c, sink, what, 'NAME_MISSING') };
  }
}
