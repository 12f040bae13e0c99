/**
 * The common line read without tokens: `ACTOR -> T1, T2` (words, one arrow, commas, nothing
 * else) in a day or a night. A long game is almost all such lines, and a token, a span per token
 * and a cursor per line were most of its parse. Anything else (a keyword first, a colon, a
 * quote, a time, a comment, a missing name) gives null, and the line goes through the scanner
 * and the parser, which read every plain line to the very same statement (plain-arrow.test.ts).
 */
import type { Span } from '../engine/span.ts';
import { STATEMENT_KEYWORDS, spellingMap } from './keywords.ts';
import { normalizeName } from './normalize.ts';
import { endsWord, isSpace } from './scanner.ts';
import type { NameNode, Statement } from './syntax.ts';

type Arrow = Extract<Statement, { kind: 'arrow' }>;

const COMMA = 44;
const DASH = 45;
const GT = 62;
const SPACE = 32;
const ARROW = 0x2192; // →

/** The longest statement keyword: a longer first word is none (no need to cut it out and look it up). */
const LONGEST_KEYWORD = Math.max(...Object.values(STATEMENT_KEYWORDS).flatMap((words) => words.map((w) => w.length)));

/** Where a line sits: its number, and the offset of its column 1 (scanner.ts RawLine). */
export interface LinePlace {
  line: number;
  colBase: number;
}

/** The arrow statement of the line [start, end), or null when it is not a plain arrow line. */
export function plainArrow(text: string, start: number, end: number, at: LinePlace): Arrow | null {
  let actor: NameNode | null = null;
  let targets: NameNode[] | null = null;
  let wanted = true; // a name must come next (at the start, after the arrow, after a comma)
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if ((c === DASH && text.charCodeAt(i + 1) === GT) || c === ARROW) {
      if (targets || !actor) return null;
      targets = [];
      wanted = true;
      i += c === ARROW ? 1 : 2;
      continue;
    }
    if (c === COMMA) {
      if (!targets || wanted) return null;
      wanted = true;
      i++;
      continue;
    }
    if (!wanted || endsWord(text, i, c)) return null;
    const name = readName(text, i, end, at);
    if (!name) return null;
    if (targets) targets.push(name);
    else if (isKeyword(text, i, name)) return null;
    else actor = name;
    i = name.span.offset + name.span.length;
    wanted = false;
  }
  if (!targets || wanted) return null;
  const last = targets[targets.length - 1]!.span;
  const first = actor!.span;
  const span: Span = { line: first.line, col: first.col, offset: first.offset, length: last.offset + last.length - first.offset };
  return { kind: 'arrow', span, prefix: null, actor, verb: null, targets: targets.length > 1 ? targets.slice() : targets, time: null };
}

/** Does the name's first word read as a statement keyword (the parser would take the line for that statement)? */
function isKeyword(text: string, from: number, name: NameNode): boolean {
  let j = from;
  while (j < from + name.span.length && !isSpace(text.charCodeAt(j))) j++;
  if (j - from > LONGEST_KEYWORD) return false;
  const word = j - from === name.text.length ? name.text : text.slice(from, j);
  return spellingMap(STATEMENT_KEYWORDS).has(normalizeName(word));
}

/** A run of words from `i` (a word starts there) as one name, its words parted by single spaces. */
function readName(text: string, i: number, end: number, at: LinePlace): NameNode | null {
  const from = i;
  let plain = true; // parted by one plain space each: the name is the text as it stands
  let words: string[] | null = null;
  let wordStart = i;
  let wordEnd = i;
  for (;;) {
    let j = wordStart;
    while (j < end && !endsWord(text, j, text.charCodeAt(j))) j++;
    wordEnd = j;
    let k = j;
    while (k < end && isSpace(text.charCodeAt(k))) k++;
    if (k >= end || endsWord(text, k, text.charCodeAt(k))) break;
    if (plain && (k !== j + 1 || text.charCodeAt(j) !== SPACE)) {
      plain = false;
      words = [];
      wordsBetween(text, from, j, words);
    } else if (words) words.push(text.slice(wordStart, j));
    wordStart = k;
  }
  if (words) words.push(text.slice(wordStart, wordEnd));
  const length = wordEnd - from;
  if (length === 0) return null;
  const span: Span = { line: at.line, col: Math.max(1, from - at.colBase + 1), offset: from, length };
  return { text: words ? words.join(' ') : text.slice(from, wordEnd), span };
}

/** The words of [from, to), where words are parted by single plain spaces so far. */
function wordsBetween(text: string, from: number, to: number, out: string[]): void {
  let s = from;
  for (let j = from; j < to; j++) {
    if (text.charCodeAt(j) === SPACE) {
      out.push(text.slice(s, j));
      s = j + 1;
    }
  }
  out.push(text.slice(s, to));
}
