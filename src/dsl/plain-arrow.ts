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
import { packPlace, PlainArrow, type ArrowStatement } from './plain-statement.ts';
import { endsWord, isSpace } from './scanner.ts';
import type { NameNode } from './syntax.ts';

// What a character is to a plain line (the scanner's classes, as a table for all but the last few code points).
const WORD = 0;
const SPACE = 1;
const COMMA = 2;
const DASH = 3; // a word character, unless '>' follows: then an arrow
const ARROW = 4; // →
const OTHER = 5; // any other delimiter or a control: not a plain line
const BREAK = 6; // a line break: the line ends (the parser then needs no search for it)
const TABLE_SIZE = 0x2200;
const CLASSES = new Uint8Array(TABLE_SIZE);
for (let c = 0; c < TABLE_SIZE; c++) CLASSES[c] = classify(c);

function classify(c: number): number {
  if (c === 10 || c === 13) return BREAK;
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

// The names of the line read last, the actor first: their text and where each starts and ends
// (module scratch, reused: a plain line allocates only what its statement keeps).
const NAMES: string[] = [];
const FROM: number[] = [];
const TO: number[] = [];

/** Where the line read last by plainStatement ends (its line break, or the end of the text). */
export let plainLineEnd = 0;

/**
 * The statement of the line from `start` (to its line break) when it is a plain arrow line, or
 * null; then `plainLineEnd` is where the line ends. Compact: the names' nodes are made when read
 * (plain-statement.ts).
 */
export function plainStatement(text: string, start: number, at: LinePlace): ArrowStatement | null {
  const n = readPlain(text, start, text.length);
  if (n === 0) return null;
  const end = plainLineEnd;
  const from = FROM[0]!;
  const span = lineSpan(at, from, TO[n - 1]!);
  if (n === 2) {
    const place = packPlace(FROM[1]! - from, TO[0]! - from);
    if (place >= 0) return new PlainArrow(span, NAMES[0]!, NAMES[1]!, place);
  } else {
    const places = [TO[0]! - from];
    for (let k = 1; k < n; k++) places.push(packPlace(FROM[k]! - from, TO[k]! - FROM[k]!));
    if (packPlace(0, places[0]!) >= 0 && !places.includes(-1)) return new PlainArrow(span, NAMES[0]!, NAMES.slice(1, n), places);
  }
  return plainArrow(text, start, end, at); // a line too long to pack: as plain data
}

/** The arrow statement of the line [start, end) as plain data, or null when it is not a plain arrow line. */
export function plainArrow(text: string, start: number, end: number, at: LinePlace): ArrowStatement | null {
  const n = readPlain(text, start, end);
  if (n === 0) return null;
  const node = (k: number): NameNode => ({ text: NAMES[k]!, span: lineSpan(at, FROM[k]!, TO[k]!) });
  const targets: NameNode[] = [];
  for (let k = 1; k < n; k++) targets.push(node(k));
  const span = lineSpan(at, FROM[0]!, TO[n - 1]!);
  return { kind: 'arrow', span, prefix: null, actor: node(0), verb: null, targets, time: null };
}

function lineSpan(at: LinePlace, from: number, to: number): Span {
  return { line: at.line, col: Math.max(1, from - at.colBase + 1), offset: from, length: to - from };
}

/**
 * Reads a plain line's names into NAMES, FROM and TO, up to `end` or a line break (where it stops
 * goes to plainLineEnd); how many names (the actor and at least one target), or 0.
 */
function readPlain(text: string, start: number, end: number): number {
  let n = 0;
  let arrow = false;
  let wanted = true; // a name must come next (at the start, after the arrow, after a comma)
  let i = start;
  while (i < end) {
    const k = classAt(text, i);
    if (k === SPACE) {
      i++;
    } else if (k === BREAK) {
      break;
    } else if (k === ARROW) {
      if (arrow || n === 0) return 0;
      arrow = true;
      wanted = true;
      i += text.charCodeAt(i) === 45 ? 2 : 1;
    } else if (k === COMMA) {
      if (!arrow || wanted) return 0;
      wanted = true;
      i++;
    } else if (k === WORD && wanted) {
      const name = readName(text, i, end, n === 0);
      if (name === null) return 0;
      NAMES[n] = name;
      FROM[n] = i;
      TO[n] = nameEnd;
      n++;
      i = nameEnd;
      wanted = false;
    } else return 0;
  }
  plainLineEnd = i;
  return arrow && !wanted ? n : 0;
}

/** Where the name readName read last ends. */
let nameEnd = 0;

/**
 * A run of words from `i` (a word starts there) as one name, its words parted by single spaces;
 * null for an actor whose first word is a statement keyword (the line is that statement).
 */
function readName(text: string, i: number, end: number, actor: boolean): string | null {
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
  nameEnd = wordEnd;
  if (plain && wordEnd - from <= MAX_INTERNED) return interned(text, from, wordEnd, hash, actor);
  const name = plain ? text.slice(from, wordEnd) : wordsOf(text, from, wordEnd);
  if (actor && spellingMap(STATEMENT_KEYWORDS).has(normalizeName(name.split(' ')[0]!))) return null;
  return name;
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
