/**
 * The common line read without tokens: `ACTOR -> T1, T2` (words, one arrow, commas, nothing
 * else) in a day or a night. A long game is almost all such lines, and a token, a span per token
 * and a cursor per line were most of its parse. Anything else (a keyword first, a colon, a
 * quote, a time, a comment, a missing name) gives null, and the line goes through the scanner
 * and the parser, which read every plain line to the very same statement (plain-arrow.test.ts).
 */
import type { Span } from '../engine/span.ts';
import { interned, MAX_INTERNED } from './intern.ts';
import { STATEMENT_KEYWORDS, spellingMap } from './keywords.ts';
import { normalizeName } from './normalize.ts';
import { endsWord, isSpace } from './scanner.ts';
import type { NameNode, Statement } from './syntax.ts';

type Arrow = Extract<Statement, { kind: 'arrow' }>;

// What a character is to a plain line (the scanner's classes, as a table for all but the last few code points).
const WORD = 0;
const SPACE = 1;
const COMMA = 2;
const DASH = 3; // a word character, unless '>' follows: then an arrow
const ARROW = 4; // →
const OTHER = 5; // any other delimiter or a control: not a plain line
const TABLE_SIZE = 0x2200;
const CLASSES = new Uint8Array(TABLE_SIZE);
for (let c = 0; c < TABLE_SIZE; c++) CLASSES[c] = classify(c);

function classify(c: number): number {
  if (isSpace(c)) return SPACE;
  if (c === 44) return COMMA;
  if (c === 45) return DASH;
  if (c === 0x2192) return ARROW;
  return endsWord('', 0, c) ? OTHER : WORD;
}

function classAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  const k = c < TABLE_SIZE ? CLASSES[c]! : classify(c);
  if (k === DASH) return text.charCodeAt(i + 1) === 62 ? ARROW : WORD;
  return k;
}

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
    const k = classAt(text, i);
    if (k === SPACE) {
      i++;
    } else if (k === ARROW) {
      if (targets || !actor) return null;
      targets = [];
      wanted = true;
      i += text.charCodeAt(i) === 45 ? 2 : 1;
    } else if (k === COMMA) {
      if (!targets || wanted) return null;
      wanted = true;
      i++;
    } else if (k === WORD && wanted) {
      const name = readName(text, i, end, at, !targets);
      if (!name) return null;
      if (targets) targets.push(name);
      else actor = name;
      i = name.span.offset + name.span.length;
      wanted = false;
    } else return null;
  }
  if (!targets || wanted) return null;
  const last = targets[targets.length - 1]!.span;
  const first = actor!.span;
  const span: Span = { line: first.line, col: first.col, offset: first.offset, length: last.offset + last.length - first.offset };
  return { kind: 'arrow', span, prefix: null, actor, verb: null, targets: targets.length > 1 ? targets.slice() : targets, time: null };
}

/**
 * A run of words from `i` (a word starts there) as one name, its words parted by single spaces;
 * null for an actor whose first word is a statement keyword (the line is that statement).
 */
function readName(text: string, i: number, end: number, at: LinePlace, actor: boolean): NameNode | null {
  const from = i;
  let plain = true; // parted by one plain space each: the name is the text as it stands
  let hash = 0;
  let j = i;
  let wordEnd = i;
  for (;;) {
    for (; j < end; j++) {
      const c = text.charCodeAt(j);
      const k = c < TABLE_SIZE ? CLASSES[c]! : classify(c);
      if (k !== WORD && (k !== DASH || text.charCodeAt(j + 1) === 62)) break;
      hash = (Math.imul(hash, 31) + c) | 0; // intern.ts's hash, written out (a call per character cost a tenth)
    }
    wordEnd = j;
    let k = j;
    while (k < end && classAt(text, k) === SPACE) k++;
    if (k >= end || classAt(text, k) !== WORD) break;
    if (k !== j + 1 || text.charCodeAt(j) !== 32) plain = false;
    hash = (Math.imul(hash, 31) + 32) | 0;
    j = k;
  }
  const span: Span = { line: at.line, col: Math.max(1, from - at.colBase + 1), offset: from, length: wordEnd - from };
  if (plain && wordEnd - from <= MAX_INTERNED) {
    const name = interned(text, from, wordEnd, hash, actor);
    return name === null ? null : { text: name, span };
  }
  const name = plain ? text.slice(from, wordEnd) : wordsOf(text, from, wordEnd);
  if (actor && spellingMap(STATEMENT_KEYWORDS).has(normalizeName(name.split(' ')[0]!))) return null;
  return { text: name, span };
}

/** The words of [from, to) (a name's run) joined by single spaces. */
function wordsOf(text: string, from: number, to: number): string {
  const words: string[] = [];
  let w = -1;
  for (let j = from; j < to; j++) {
    const word = classAt(text, j) !== SPACE;
    if (word && w < 0) w = j;
    if (!word && w >= 0) {
      words.push(text.slice(w, j));
      w = -1;
    }
  }
  if (w >= 0) words.push(text.slice(w, to));
  return words.join(' ');
}
