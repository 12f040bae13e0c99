/**
 * The scanner: splits text into lines (BOM, CRLF, CR accepted) and each line into tokens and a
 * trailing comment. Linear in the input; never throws.
 */
import type { Span } from '../engine/span.ts';
import type { Token, TokenKind } from './syntax.ts';

/** A raw line: its number, start and end offsets (end excludes the line break). */
export interface RawLine {
  readonly line: number;
  readonly start: number;
  readonly end: number;
  /** Offset of column 1 (skips a BOM on line 1). */
  readonly colBase: number;
}

/**
 * Splits text into lines; the BOM at offset 0 is skipped for column counting. From `from` (the
 * start of line `line`), for a re-parse that keeps the lines before it.
 */
export function splitLines(text: string, from = 0, line = 1): RawLine[] {
  const lines: RawLine[] = [];
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let start = from;
  let n = line;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      lines.push({ line: n, start, end: i, colBase: n === 1 ? bom : start });
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
      n++;
    }
  }
  lines.push({ line: n, start, end: text.length, colBase: n === 1 ? bom : start });
  return lines;
}

/** A span inside a raw line. */
export function spanIn(line: RawLine, offset: number, length: number): Span {
  return { line: line.line, col: Math.max(1, offset - line.colBase + 1), offset, length };
}

// Character codes: the scanner compares codes, never one-character strings (which, for Cyrillic,
// V8 allocates anew each time: at 1 MB of text that was most of the parse's garbage).
const TAB = 9;
const SPACE = 32;
const QUOTE = 34; // "
const HASH = 35; // #
const COMMA = 44;
const DASH = 45;
const SLASH = 47;
const COLON = 58;
const EQUALS = 61;
const GT = 62;
const AT = 64;
const BACKSLASH = 92;
const OPEN_GUILLEMET = 0xab; // «
const CLOSE_GUILLEMET = 0xbb; // »
const ARROW = 0x2192; // →

export function isSpace(c: number): boolean {
  return c === SPACE || c === TAB || c === 0xa0 || c === 0xfeff || c === 0x2009 || c === 0x202f;
}

function isControl(c: number): boolean {
  return (c < 0x20 && c !== TAB) || c === 0x7f || c === 0xfffd;
}

function isDelimiter(c: number): boolean {
  return (
    c === COMMA ||
    c === COLON ||
    c === EQUALS ||
    c === SLASH ||
    c === HASH ||
    c === QUOTE ||
    c === OPEN_GUILLEMET ||
    c === CLOSE_GUILLEMET ||
    c === AT ||
    c === ARROW
  );
}

/** ASCII codes that end a word (a space, a delimiter, a control; '-' only before '>', checked apart). */
const ENDS_WORD = new Uint8Array(128);
for (let c = 0; c < 128; c++) ENDS_WORD[c] = isSpace(c) || isDelimiter(c) || isControl(c) ? 1 : 0;

/** Does the character `d` at `j` end a word? A table for ASCII: words are scanned a character at a time. */
export function endsWord(text: string, j: number, d: number): boolean {
  if (d < 128) return ENDS_WORD[d] === 1 || (d === DASH && text.charCodeAt(j + 1) === GT);
  return isSpace(d) || isDelimiter(d) || isControl(d); // the arrow '→' is a delimiter
}

function isArrowAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === DASH && text.charCodeAt(i + 1) === GT) return 2;
  return c === ARROW ? 1 : 0;
}

const PUNCTUATION: Readonly<Record<number, TokenKind>> = { [COMMA]: 'comma', [COLON]: 'colon', [EQUALS]: 'equals', [SLASH]: 'slash' };

function pushToken(
  tokens: Token[],
  text: string,
  line: RawLine,
  kind: TokenKind,
  start: number,
  end: number,
  value: string,
  unterminated: boolean,
): void {
  const token: Token = { kind, text: text.slice(start, end), value, span: spanIn(line, start, end - start) };
  tokens.push(unterminated ? { ...token, unterminated: true } : token);
}

/** A quoted string from `i` (at its opening quote): its value and where it ends. */
function quoted(text: string, i: number, end: number): { value: string; next: number; terminated: boolean } {
  const open = text.charCodeAt(i);
  const close = open === QUOTE ? QUOTE : CLOSE_GUILLEMET;
  let j = i + 1;
  let value = '';
  let from = j;
  while (j < end) {
    const c = text.charCodeAt(j);
    if (c === close) break;
    if (open === QUOTE && c === BACKSLASH && j + 1 < end) {
      value += text.slice(from, j) + text[j + 1];
      j += 2;
      from = j;
      continue;
    }
    j++;
  }
  value += text.slice(from, Math.min(j, end));
  const terminated = j < end;
  return { value, next: terminated ? j + 1 : end, terminated };
}

/** The tokens of one line and its comment (`#` to end of line, outside quotes). */
export function scanLine(text: string, line: RawLine): { tokens: Token[]; comment: { text: string; span: Span } | null } {
  const tokens: Token[] = [];
  let i = line.start;
  const end = line.end;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === HASH) {
      return { tokens, comment: { text: text.slice(i, end), span: spanIn(line, i, end - i) } };
    }
    const arrow = isArrowAt(text, i);
    if (arrow) {
      pushToken(tokens, text, line, 'arrow', i, i + arrow, '->', false);
      i += arrow;
      continue;
    }
    if (c === QUOTE || c === OPEN_GUILLEMET) {
      const q = quoted(text, i, end);
      pushToken(tokens, text, line, 'string', i, q.next, q.value, !q.terminated);
      i = q.next;
      continue;
    }
    if (c === AT) {
      const m = /^@\s*(\d{1,2}:\d{2})/.exec(text.slice(i, Math.min(end, i + 12)));
      if (m) {
        pushToken(tokens, text, line, 'time', i, i + m[0].length, m[1]!, false);
        i += m[0].length;
        continue;
      }
      pushToken(tokens, text, line, 'unknown', i, i + 1, text[i]!, false);
      i++;
      continue;
    }
    const punctuation = PUNCTUATION[c];
    if (punctuation) {
      pushToken(tokens, text, line, punctuation, i, i + 1, text[i]!, false);
      i++;
      continue;
    }
    if (c === CLOSE_GUILLEMET || isControl(c)) {
      pushToken(tokens, text, line, 'unknown', i, i + 1, text[i]!, false);
      i++;
      continue;
    }
    let j = i;
    while (j < end) {
      const d = text.charCodeAt(j);
      if (endsWord(text, j, d)) break;
      j++;
    }
    const word = text.slice(i, j);
    tokens.push({ kind: 'word', text: word, value: word, span: spanIn(line, i, j - i) });
    i = j;
  }
  return { tokens, comment: null };
}
