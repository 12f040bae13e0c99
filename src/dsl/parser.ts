/**
 * The error-tolerant parser (jsonc-parser style): text → ScenarioDoc. One statement per line;
 * a bad line becomes an `invalid` statement plus diagnostics and parsing goes on. Knows no
 * ruleset: names stay as written, the checker resolves them.
 */
import type { Span } from '../engine/span.ts';
import { Cursor, joinSpans, nameOf } from './cursor.ts';
import { DiagnosticSink, didYouMean } from './diagnostics.ts';
import {
  EXPECT_KINDS,
  NOT_WORDS,
  STATEMENT_KEYWORDS,
  spellingMap,
  spellings,
  type StatementKeyword,
} from './keywords.ts';
import { normalizeName } from './normalize.ts';
import { scanLine, spanIn, splitLines } from './scanner.ts';
import type { BlockKind, DocLine, KeywordNode, NameNode, ScenarioDoc, Statement, Token } from './syntax.ts';

type Block = DocLine['block'];

/** Parses the whole text into a doc; diagnostics go to the sink. Never throws. */
export function parseDoc(text: string, sink: DiagnosticSink): ScenarioDoc {
  const lines: DocLine[] = [];
  const statements: Statement[] = [];
  const statementLines: number[] = [];
  let block: Block = null;
  for (const raw of splitLines(text)) {
    const { tokens, comment } = scanLine(text, raw);
    const span = spanIn(raw, raw.start, raw.end - raw.start);
    if (tokens.length === 0) {
      lines.push({ line: raw.line, span, tokens, comment, statement: -1, block });
      continue;
    }
    reportBadTokens(tokens, sink);
    const stmt = parseLine(tokens, block, sink);
    if (stmt.kind === 'block') block = { kind: stmt.block, number: stmt.number };
    statements.push(stmt);
    statementLines.push(raw.line);
    lines.push({ line: raw.line, span, tokens, comment, statement: statements.length - 1, block });
  }
  return { text, lines, statements, statementLines };
}

function reportBadTokens(tokens: readonly Token[], sink: DiagnosticSink): void {
  const bad = tokens.find((t) => t.kind === 'unknown');
  if (bad) {
    const shown = JSON.stringify(bad.text).slice(1, -1);
    sink.error('CHAR_INVALID', `Непонятный символ «${shown}»`, `Unexpected character "${shown}"`, bad.span);
  }
  const open = tokens.find((t) => t.unterminated);
  if (open) {
    sink.error('STRING_UNTERMINATED', 'Строка не закрыта кавычкой', 'String is missing its closing quote', open.span);
  }
}

const WHERE: Record<string, readonly (BlockKind | 'top')[]> = {
  arrow: ['day', 'night'],
  power: ['day'],
  note: ['day', 'night'],
  blitz: ['day'],
  killer: ['night'],
  mafia: ['night'],
  verb: ['night'],
  order: ['top', 'evening', 'night'],
  lock: ['evening'],
  swaps: ['evening'],
};

const WHERE_TEXT: Record<BlockKind | 'top', { ru: string; en: string }> = {
  top: { ru: 'в начале файла', en: 'at top level' },
  day: { ru: 'в блоке «день»', en: 'in a day block' },
  evening: { ru: 'в блоке «вечер»', en: 'in an evening block' },
  night: { ru: 'в блоке «ночь»', en: 'in a night block' },
};

function lineSpan(tokens: readonly Token[]): Span {
  return joinSpans(tokens[0]!.span, tokens[tokens.length - 1]!.span);
}

/** Parses one non-empty line in the block it sits in. */
function parseLine(tokens: readonly Token[], block: Block, sink: DiagnosticSink): Statement {
  const c = new Cursor(tokens);
  const span = lineSpan(tokens);
  const stmt = parseStatement(c, span, sink);
  if (!c.atEnd()) {
    const rest = c.restSpan()!;
    sink.error('UNEXPECTED_TOKEN', `Лишнее в конце строки: «${c.peek()!.text}»`, `Unexpected "${c.peek()!.text}" at end of line`, rest);
  }
  const role = placementRole(stmt);
  if (role === 'top' && block !== null) {
    sink.error(
      'STATEMENT_MISPLACED',
      'Эта строка должна стоять до первого блока день/вечер/ночь',
      'This statement belongs before the first day/evening/night block',
      span,
    );
  } else if (role !== null && role !== 'top') {
    const allowed = WHERE[role] ?? [];
    const here: BlockKind | 'top' = block?.kind ?? 'top';
    if (!allowed.includes(here)) {
      const ru = allowed.map((a) => WHERE_TEXT[a].ru).join(' или ');
      const en = allowed.map((a) => WHERE_TEXT[a].en).join(' or ');
      sink.error(
        'STATEMENT_MISPLACED',
        `Эта строка не может стоять ${WHERE_TEXT[here].ru}; её место ${ru}`,
        `This statement cannot appear ${WHERE_TEXT[here].en}; it belongs ${en}`,
        span,
      );
      return { kind: 'invalid', span };
    }
  }
  return stmt;
}

/** Which placement rule a statement follows (null: anywhere). */
function placementRole(s: Statement): string | null {
  switch (s.kind) {
    case 'ruleset':
    case 'seed':
    case 'option':
    case 'player':
      return 'top';
    case 'arrow':
      if (s.prefix) return s.prefix.id;
      return s.verb ? 'verb' : 'arrow';
    case 'power':
    case 'note':
    case 'order':
    case 'lock':
    case 'swaps':
      return s.kind;
    default:
      return null;
  }
}

function keywordOf(tok: Token, id: string): KeywordNode {
  return { id, text: tok.text, span: tok.span };
}

function statementKeyword(c: Cursor): StatementKeyword | undefined {
  const first = c.peek();
  if (first?.kind !== 'word') return undefined;
  const id = spellingMap(STATEMENT_KEYWORDS).get(normalizeName(first.text)) as StatementKeyword | undefined;
  if (id === 'mafia' && c.peek(1)?.kind !== 'arrow') return undefined;
  return id;
}

function parseStatement(c: Cursor, span: Span, sink: DiagnosticSink): Statement {
  const id = statementKeyword(c);
  if (id) {
    const keyword = keywordOf(c.next()!, id);
    switch (id) {
      case 'ruleset':
      case 'seed':
        return { kind: id, span, keyword, value: required(c, sink, keyword, 'VALUE_MISSING') };
      case 'option': {
        const key = required(c, sink, keyword, 'OPTION_KEY_MISSING');
        if (!c.eat('equals')) {
          missing(c, sink, keyword, '=', '=');
          return { kind: 'option', span, keyword, key, value: null };
        }
        return { kind: 'option', span, keyword, key, value: required(c, sink, keyword, 'OPTION_VALUE_MISSING') };
      }
      case 'player':
        return parsePlayer(c, span, keyword, sink);
      case 'day':
      case 'evening':
      case 'night':
        return parseBlock(c, span, keyword, id, sink);
      case 'order':
        return { kind: 'order', span, keyword, names: commaNames(c, sink, keyword) };
      case 'lock':
      case 'warn':
      case 'inactive': {
        const player = required(c, sink, keyword, 'NAME_MISSING');
        return id === 'lock' ? { kind: 'lock', span, keyword, player } : { kind: 'note', span, keyword, player };
      }
      case 'swaps':
        return parseSwaps(c, span, keyword, sink);
      case 'killer':
      case 'blitz':
      case 'mafia':
        return parseArrow(c, span, keyword, sink);
      case 'expect':
        return parseExpect(c, span, keyword, sink);
    }
  }
  if (c.has('arrow') || c.has('colon')) return parseArrow(c, span, null, sink);
  const first = c.peek()!;
  const all = spellings(STATEMENT_KEYWORDS);
  const dym = first.kind === 'word' ? didYouMean(first.text, all) : { ru: '', en: '' };
  sink.error(
    'UNKNOWN_STATEMENT',
    `Непонятная строка: «${clip(first.text)}» — не ключевое слово, и в строке нет «->».${dym.ru}`,
    `Cannot read this line: "${clip(first.text)}" is not a keyword and there is no "->".${dym.en}`,
    first.span,
    dym.near,
  );
  c.pos = c.tokens.length;
  return { kind: 'invalid', span };
}

function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

function missing(c: Cursor, sink: DiagnosticSink, after: KeywordNode, ru: string, en: string, code = 'TOKEN_MISSING'): void {
  const at = c.peek()?.span ?? { ...after.span, offset: after.span.offset + after.span.length, col: after.span.col + after.span.length, length: 0 };
  sink.error(code, `Ожидалось ${ru} после «${after.text}»`, `Expected ${en} after "${after.text}"`, at);
}

function required(c: Cursor, sink: DiagnosticSink, after: KeywordNode, code: string): NameNode | null {
  const n = c.name();
  if (!n) missing(c, sink, after, 'имя или значение', 'a name or value', code);
  return n;
}

/** `A, B, C` — names separated by commas (at least one). */
function commaNames(c: Cursor, sink: DiagnosticSink, after: KeywordNode): NameNode[] {
  const out: NameNode[] = [];
  const first = required(c, sink, after, 'NAME_MISSING');
  if (first) out.push(first);
  while (c.peek()?.kind === 'comma') {
    const comma = c.next()!;
    const n = c.name();
    if (n) out.push(n);
    else missing(c, sink, keywordOf(comma, ','), 'имя', 'a name', 'NAME_MISSING');
  }
  return out;
}

function parsePlayer(c: Cursor, span: Span, keyword: KeywordNode, sink: DiagnosticSink): Statement {
  const name = required(c, sink, keyword, 'NAME_MISSING');
  let role: NameNode | null = null;
  const colon = c.eat('colon');
  if (colon) {
    role = c.name();
    if (!role) missing(c, sink, keywordOf(colon, ':'), 'роль', 'a role', 'ROLE_MISSING');
  }
  const items: NameNode[] = [];
  const forms: NameNode[] = [];
  while (c.peek()?.kind === 'comma') {
    const comma = c.next()!;
    const s = c.eat('string');
    if (s) {
      forms.push({ text: s.value, span: s.span });
      continue;
    }
    const n = c.name();
    if (n) items.push(n);
    else missing(c, sink, keywordOf(comma, ','), 'команда, состояние, род или формы имени', 'a team, condition, gender or name forms', 'VALUE_MISSING');
  }
  return { kind: 'player', span, keyword, name, role, items, ...(forms.length ? { forms } : {}) };
}

function parseBlock(c: Cursor, span: Span, keyword: KeywordNode, block: BlockKind, sink: DiagnosticSink): Statement {
  const tok = c.peek();
  if (tok?.kind === 'word' && /^\d{1,6}$/.test(tok.text)) {
    c.next();
    return { kind: 'block', span, keyword, block, number: Number(tok.text) };
  }
  if (tok?.kind === 'word') {
    c.next();
    sink.error('NUMBER_INVALID', `Номер блока должен быть числом, а не «${clip(tok.text)}»`, `Block number must be a number, not "${clip(tok.text)}"`, tok.span);
  } else {
    missing(c, sink, keyword, 'номер', 'a number', 'NUMBER_MISSING');
  }
  return { kind: 'block', span, keyword, block, number: null };
}

function parseSwaps(c: Cursor, span: Span, keyword: KeywordNode, sink: DiagnosticSink): Statement {
  const pairs: { a: NameNode; b: NameNode; span: Span }[] = [];
  let after: KeywordNode = keyword;
  for (;;) {
    const a = c.name();
    if (!a) {
      missing(c, sink, after, 'пара «X/Y»', 'an "X/Y" pair', 'SWAP_INVALID');
      break;
    }
    const slash = c.eat('slash');
    const b = slash ? c.name() : null;
    if (!slash || !b) {
      sink.error('SWAP_INVALID', `Перестановка пишется парой «X/Y»: «${a.text}/…»`, `A swap is a pair "X/Y": "${a.text}/…"`, a.span);
    } else {
      pairs.push({ a, b, span: joinSpans(a.span, b.span) });
    }
    const comma = c.eat('comma');
    if (!comma) break;
    after = keywordOf(comma, ',');
  }
  return { kind: 'swaps', span, keyword, pairs };
}

/** `[killer|blitz|mafia] ACTOR [: VERB] -> T1[, T2] [@HH:MM]` or a day power `A: VERB T1[, T2]`. */
function parseArrow(c: Cursor, span: Span, prefix: KeywordNode | null, sink: DiagnosticSink): Statement {
  const actor = prefix?.id === 'mafia' ? null : c.name();
  const noActor = !actor && prefix?.id !== 'mafia';
  if (noActor) {
    sink.error('NAME_MISSING', 'Ожидалось имя игрока перед «->»', 'Expected a player name before "->"', c.peek()?.span ?? span);
  }
  let verb: NameNode | null = null;
  const colon = c.eat('colon');
  if (colon) {
    if (!c.has('arrow') && actor && !prefix) {
      const verbWord = nameOf(c.words(1));
      if (!verbWord) {
        missing(c, sink, keywordOf(colon, ':'), 'действие (duel, deny, cancel, pull…)', 'a verb (duel, deny, cancel, pull…)', 'VERB_MISSING');
        return { kind: 'invalid', span };
      }
      const targets = c.peek()?.kind === 'word' ? commaNames(c, sink, keywordOf(colon, ':')) : [];
      return { kind: 'power', span, actor, verb: verbWord, targets };
    }
    verb = c.name();
  }
  const arrow = c.eat('arrow');
  if (!arrow) {
    const at = c.peek();
    sink.error('ARROW_MISSING', 'Ожидалось «->»', 'Expected "->"', at?.span ?? span);
    return { kind: 'invalid', span };
  }
  const targets = commaNames(c, sink, keywordOf(arrow, '->'));
  const time = c.eat('time') ?? null;
  if (noActor) return { kind: 'invalid', span };
  return { kind: 'arrow', span, prefix, actor, verb, targets, time };
}

const EXPECT_MAP = spellingMap(EXPECT_KINDS);
const NOT_SET = new Set<string>(NOT_WORDS);

function parseExpect(c: Cursor, span: Span, keyword: KeywordNode, sink: DiagnosticSink): Statement {
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
    const dym = tok?.kind === 'word' ? didYouMean(tok.text, spellings(EXPECT_KINDS)) : { ru: '', en: '' };
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
    case 'diagnostic':
    case 'winner':
      return { ...base, value: required(c, sink, what, 'VALUE_MISSING') };
    default:
      return { ...base, player: required(c, sink, what, 'NAME_MISSING') };
  }
}

function stringValue(c: Cursor, sink: DiagnosticSink, after: KeywordNode): NameNode | null {
  const s = c.eat('string');
  if (!s) {
    missing(c, sink, after, 'текст в кавычках', 'quoted text', 'TEXT_MISSING');
    return null;
  }
  return { text: s.value, span: s.span };
}
