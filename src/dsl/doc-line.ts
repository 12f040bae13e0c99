/**
 * A line of the doc whose tokens are scanned again when read. Kept on every line, the tokens were
 * a third of a long text's parse (1 MB of text: 200k tokens the collector copied on), while
 * only the formatter and the desk read them; the statements keep what they need. Its span, too,
 * is made when read (the analysis reads none; a span object per line was a tenth of what a
 * long text's parse kept).
 */
import type { Span } from '../engine/span.ts';
import { scanLine, type RawLine } from './scanner.ts';
import type { DocLine, Token } from './syntax.ts';

export class ScannedLine implements DocLine {
  /** The text the line is part of (private: a copy of the doc sent to the page leaves it behind). */
  #text: string;

  constructor(
    text: string,
    readonly line: number,
    /** Where the line starts, and its length without the line break (its column 1 is always where it starts). */
    readonly offset: number,
    readonly length: number,
    readonly comment: DocLine['comment'],
    readonly statement: number,
    readonly block: DocLine['block'],
  ) {
    this.#text = text;
  }

  get span(): Span {
    return { line: this.line, col: 1, offset: this.offset, length: this.length };
  }

  /** As plain data: the fields a line had when its span was one (tokens never were). */
  toJSON(): Omit<DocLine, 'tokens'> {
    return { line: this.line, span: this.span, comment: this.comment, statement: this.statement, block: this.block };
  }

  get tokens(): readonly Token[] {
    return scanLine(this.#text, this.raw()).tokens;
  }

  /**
   * Points a line a re-parse takes over at the new text, where it reads the same characters at
   * the same offsets, so that the old text is not kept alive by lines parsed long ago.
   */
  rebind(text: string): void {
    this.#text = text;
  }

  private raw(): RawLine {
    const start = this.offset;
    const bom = this.line === 1 && this.#text.charCodeAt(0) === 0xfeff ? 1 : 0;
    return { line: this.line, start, end: start + this.length, colBase: this.line === 1 ? bom : start };
  }
}
