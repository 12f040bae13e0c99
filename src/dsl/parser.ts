/**
 * The error-tolerant parser (jsonc-parser style): text → ScenarioDoc. One statement per line;
 * a bad line becomes an `invalid` statement plus diagnostics and parsing goes on. Knows no
 * ruleset: names stay as written, the checker resolves them.
 */
import type { Span } from '../engine/span.ts';
import { Cursor, joinSpans } from './cursor.ts';
import { DiagnosticSink } from './diagnostics.ts';
import { ScannedLine } from './doc-line.ts';
import { plainLineEnd, plainStatement } from './plain-arrow.ts';
import { scanLine, type RawLine } from './scanner.ts';
import type { BlockKind, DocLine, ScenarioDoc, Statement, Token } from './syntax.ts';
import { parseStatement } from './parse-statement.ts';
import { noteEmitted, noteKept, statementsBefore, type ReusedLines } from './reparse.ts';
import { noteParseEnd, sameBlock, takeTail } from './reparse-tail.ts';

type Block = DocLine['block'];

/**
 * Parses the whole text into a doc; diagnostics go to the (empty) sink. With `reused`, the lines
 * it names are taken over from an earlier parse (reparse.ts). Never throws.
 */
export function parseDoc(text: string, sink: DiagnosticSink, reused?: ReusedLines | null): ScenarioDoc {
  const count = reused?.count ?? 0;
  const lines: DocLine[] = reused ? prefix(reused.doc.lines, count) : [];
  for (const l of lines) if (l instanceof ScannedLine) l.rebind(text);
  const kept = reused ? statementsBefore(reused.doc, count) : 0;
  const statements: Statement[] = reused ? prefix(reused.doc.statements, kept) : [];
  const statementLines: number[] = reused ? prefix(reused.doc.statementLines, kept) : [];
  // how many diagnostics had been reported before each line: what a later re-parse takes over
  const emittedBefore: number[] = reused ? prefix(reused.emittedBefore, count) : [];
  if (reused) sink.resume(reused.diagnostics, reused.emittedBefore[count]!);
  let block: Block = lines.length ? lines[lines.length - 1]!.block : null;
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const place = { line: count + 1, colBase: 0 };
  let start = reused?.start ?? 0;
  const lf = text.indexOf('\r', start) < 0; // only LF breaks: the platform's search finds them
  const tail = reused?.tail ?? null;
  let next = tail?.first ?? 0; // the next previous line the re-parse may reach moved
  for (;;) {
    if (tail) {
      const old = tail.doc.lines;
      while (next < old.length && old[next]!.span.offset + tail.delta < start) next++;
      if (next < old.length && old[next]!.span.offset + tail.delta === start && sameBlock(block, old[next - 1]!.block)) {
        takeTail(tail, next, { text, lines, statements, statementLines, emittedBefore, sink });
        break;
      }
    }
    place.colBase = place.line === 1 ? bom : start;
    emittedBefore.push(sink.emitted());
    const kind = block?.kind;
    const plain = kind === 'day' || kind === 'night' ? plainStatement(text, start, place) : null;
    // a plain line was read to its end; any other is searched for its end
    const end = plain ? plainLineEnd : lf ? lfEnd(text, start) : lineEnd(text, start);
    const stmt = plain ?? parseRaw(text, { line: place.line, start, end, colBase: place.colBase }, block, sink);
    if (stmt === null) {
      lines.push(new ScannedLine(text, place.line, start, end - start, lastComment, -1, block));
    } else {
      if (plain === null && stmt.kind === 'block') block = { kind: stmt.block, number: stmt.number };
      statements.push(stmt);
      statementLines.push(place.line);
      lines.push(new ScannedLine(text, place.line, start, end - start, plain ? null : lastComment, statements.length - 1, block));
    }
    if (end >= text.length) break;
    start = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
    place.line++;
  }
  const doc = { text, lines, statements, statementLines };
  noteEmitted(doc, emittedBefore);
  noteParseEnd(emittedBefore, sink.emitted());
  if (reused) noteKept(doc, reused.doc, kept);
  return doc;
}

/** Room a re-parse's lists keep past what they take over: the lines it parses again, for a keystroke. */
const ROOM = 64;

/**
 * The first `count` items of `list`, with room for a few more: the first push after a bare slice
 * copied the whole list again (at 200 × 100 four lists of 40k items, on every keystroke).
 */
function prefix<T>(list: readonly T[], count: number): T[] {
  const out = list.slice(0, Math.min(list.length, count + ROOM));
  if (out.length > count) out.length = count; // shorter by at most ROOM: the store is kept, not trimmed
  return out;
}

/** Where the line from `start` ends (at its line break, or the end of the text). */
function lineEnd(text: string, start: number): number {
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return text.length;
}

function lfEnd(text: string, start: number): number {
  const i = text.indexOf('\n', start);
  return i < 0 ? text.length : i;
}

/** The comment of the line parseRaw read last (a module variable: no result object per line). */
let lastComment: DocLine['comment'] = null;

/** Scans and parses one line in `block`; null when it holds no code (blank, or a comment only). */
export function parseRaw(text: string, raw: RawLine, block: Block, sink: DiagnosticSink): Statement | null {
  const { tokens, comment } = scanLine(text, raw);
  lastComment = comment;
  if (tokens.length === 0) return null;
  reportBadTokens(tokens, sink);
  return parseLine(tokens, block, sink);
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
