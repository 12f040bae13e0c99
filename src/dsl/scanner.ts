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

/** Splits text into lines; the BOM at offset 0 is skipped for column counting. */
export function splitLines(text: string): RawLine[] {
  const lines: RawLine[] = [];
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let start = 0;
  let n = 1;
  for (let i = 0; i < text.length; i++) {
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

const DELIMS = new Set([',', ':', '=', '/', '#', '"', '«', '»', '@', '→']);

function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\u00a0' || c === '\ufeff' || c === '\u2009' || c === '\u202f';
}

function isControl(c: string): boolean {
  const code = c.charCodeAt(0);
  return (code < 0x20 && c !== '\t') || code === 0x7f || code === 0xfffd;
}

function isArrowAt(text: string, i: number): number {
  if (text[i] === '-' && text[i + 1] === '>') return 2;
  if (text[i] === '→') return 1;
  return 0;
}

/** The tokens of one line and its comment (`#` to end of line, outside quotes). */
export function scanLine(
  text: string,
  line: RawLine,
): { tokens: Token[]; comment: { text: string; span: Span } | null } {
  const tokens: Token[] = [];
  const push = (kind: TokenKind, start: number, end: number, value: string, unterminated = false): void => {
    tokens.push({
      kind,
      text: text.slice(start, end),
      value,
      span: spanIn(line, start, end - start),
      ...(unterminated ? { unterminated: true } : {}),
    });
  };
  let i = line.start;
  const end = line.end;
  while (i < end) {
    const c = text[i]!;
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === '#') {
      return { tokens, comment: { text: text.slice(i, end), span: spanIn(line, i, end - i) } };
    }
    const arrow = isArrowAt(text, i);
    if (arrow) {
      push('arrow', i, i + arrow, '->');
      i += arrow;
      continue;
    }
    if (c === '"' || c === '«') {
      const close = c === '"' ? '"' : '»';
      let j = i + 1;
      let value = '';
      while (j < end && text[j] !== close) {
        if (c === '"' && text[j] === '\\' && j + 1 < end) {
          value += text[j + 1];
          j += 2;
          continue;
        }
        value += text[j];
        j++;
      }
      const terminated = j < end;
      push('string', i, terminated ? j + 1 : end, value, !terminated);
      i = terminated ? j + 1 : end;
      continue;
    }
    if (c === '@') {
      const m = /^@\s*(\d{1,2}:\d{2})/.exec(text.slice(i, Math.min(end, i + 12)));
      if (m) {
        push('time', i, i + m[0].length, m[1]!);
        i += m[0].length;
        continue;
      }
      push('unknown', i, i + 1, c);
      i++;
      continue;
    }
    if (c === ',' || c === ':' || c === '=' || c === '/') {
      const kind: TokenKind = c === ',' ? 'comma' : c === ':' ? 'colon' : c === '=' ? 'equals' : 'slash';
      push(kind, i, i + 1, c);
      i++;
      continue;
    }
    if (c === '»' || isControl(c)) {
      push('unknown', i, i + 1, c);
      i++;
      continue;
    }
    let j = i;
    while (j < end) {
      const d = text[j]!;
      if (isSpace(d) || DELIMS.has(d) || isControl(d) || isArrowAt(text, j)) break;
      j++;
    }
    push('word', i, j, text.slice(i, j));
    i = j;
  }
  return { tokens, comment: null };
}
