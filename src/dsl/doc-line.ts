/**
 * A line of the doc whose tokens are scanned again when read. Kept on every line, the tokens were
 * a third of a long text's parse (1 MB of text: 200k tokens the collector copied on), while
 * only the formatter and the desk read them; the statements keep what they need.
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
    readonly span: Span,
    readonly comment: DocLine['comment'],
    readonly statement: number,
    readonly block: DocLine['block'],
  ) {
    this.#text = text;
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
    const start = this.span.offset;
    const bom = this.line === 1 && this.#text.charCodeAt(0) === 0xfeff ? 1 : 0;
    return { line: this.line, start, end: start + this.span.length, colBase: this.line === 1 ? bom : start };
  }
}
