/**
 * A cursor over one line's tokens with the small reads the parser needs: names (runs of words),
 * comma lists, and "expect this punctuation".
 */
import type { Span } from '../engine/span.ts';
import type { NameNode, Token, TokenKind } from './syntax.ts';

/** Joins spans of the same line into one covering span. */
export function joinSpans(a: Span, b: Span): Span {
  return { line: a.line, col: a.col, offset: a.offset, length: b.offset + b.length - a.offset };
}

/** Reads tokens left to right. */
export class Cursor {
  pos = 0;
  constructor(readonly tokens: readonly Token[]) {}

  /** The token at the cursor (or after it by `ahead`). */
  peek(ahead = 0): Token | undefined {
    return this.tokens[this.pos + ahead];
  }

  /** True when every token has been read. */
  atEnd(): boolean {
    return this.pos >= this.tokens.length;
  }

  /** Consumes one token. */
  next(): Token | undefined {
    const tok = this.tokens[this.pos];
    if (tok) this.pos++;
    return tok;
  }

  /** Consumes a token of this kind if it is next. */
  eat(kind: TokenKind): Token | undefined {
    const tok = this.peek();
    if (tok?.kind !== kind) return undefined;
    this.pos++;
    return tok;
  }

  /** True if a token of this kind occurs at or after the cursor. */
  has(kind: TokenKind): boolean {
    for (let i = this.pos; i < this.tokens.length; i++) if (this.tokens[i]!.kind === kind) return true;
    return false;
  }

  /** A run of words as one name (null when the next token is not a word). */
  name(): NameNode | null {
    const first = this.peek();
    if (first?.kind !== 'word') return null;
    this.pos++;
    // Most names are one word: its own text and span, with no lists built (a 1 MB text has ~100k names).
    if (this.peek()?.kind !== 'word') return { text: first.text, span: first.span };
    // a longer name is read without lists of its words (200 players named «Гость N»: 100k names)
    let text = first.text;
    let last = first;
    while (this.peek()?.kind === 'word') {
      last = this.next()!;
      text = `${text} ${last.text}`;
    }
    return { text, span: joinSpans(first.span, last.span) };
  }

  /** A run of at most `max` words (the rest stay unread). */
  words(max: number): Token[] {
    const out: Token[] = [];
    while (out.length < max && this.peek()?.kind === 'word') out.push(this.next()!);
    return out;
  }

  /** Span of the remaining tokens, or of the last token when none are left. */
  restSpan(): Span | undefined {
    const first = this.peek();
    const last = this.tokens[this.tokens.length - 1];
    if (!first) return last?.span;
    return joinSpans(first.span, last!.span);
  }
}

/** The name that a run of word tokens spells, or null for an empty run. */
export function nameOf(words: readonly Token[]): NameNode | null {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return null;
  return { text: words.map((w) => w.text).join(' '), span: joinSpans(first.span, last.span) };
}
