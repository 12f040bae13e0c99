/** One statement by its first keyword: settings, players, blocks, orders, swaps and arrows (moves, votes, powers). */
import type { Span } from '../engine/span.ts';
import { Cursor, joinSpans, nameOf } from './cursor.ts';
import { DiagnosticSink, didYouMean } from './diagnostics.ts';
import { STATEMENT_KEYWORDS, spellingMap, spellings, type StatementKeyword } from './keywords.ts';
import { normalizeName } from './normalize.ts';
import type { BlockKind, KeywordNode, NameNode, Statement } from './syntax.ts';
import { clip, commaNames, keywordOf, missing, required } from './parse-parts.ts';
import { parseExpect } from './parse-expect.ts';

function statementKeyword(c: Cursor): StatementKeyword | undefined {
  const first = c.peek();
  if (first?.kind !== 'word') return undefined;
  const id = spellingMap(STATEMENT_KEYWORDS).get(normalizeName(first.text)) as StatementKeyword | undefined;
  if (id === 'mafia' && c.peek(1)?.kind !== 'arrow') return undefined;
  return id;
}

export function parseStatement(c: Cursor, span: Span, sink: DiagnosticSink): Statement {
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
  const dym = first.kind === 'word' ? didYouMean(first.text, all, sink) : { ru: '', en: '' };
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
    else
      missing(
        c,
        sink,
        keywordOf(comma, ','),
        'команда, состояние, род или формы имени',
        'a team, condition, gender or name forms',
        'VALUE_MISSING',
      );
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
    sink.error(
      'NUMBER_INVALID',
      `Номер блока должен быть числом, а не «${clip(tok.text)}»`,
      `Block number must be a number, not "${clip(tok.text)}"`,
      tok.span,
    );
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
        missing(
          c,
          sink,
          keywordOf(colon, ':'),
          'действие (duel, deny, cancel, pull…)',
          'a verb (duel, deny, cancel, pull…)',
          'VERB_MISSING',
        );
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
