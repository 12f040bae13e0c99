/**
 * The statement of a plain arrow line (plain-arrow.ts), compact: its span and its names' text,
 * which is all the checker reads. The names' nodes (each with a span) are read again from the
 * text when asked for (hover, completion, the formatter, a copy as JSON). As plain objects they
 * were two thirds of what a long text's parse kept (200 × 100: 40k lines, ~380 bytes each).
 */
import type { Span } from '../engine/span.ts';
import { plainArrow } from './plain-arrow.ts';
import type { NameNode, Statement } from './syntax.ts';

export type ArrowStatement = Extract<Statement, { kind: 'arrow' }>;

export class PlainArrow implements ArrowStatement {
  /** The text the line is part of (private: as in doc-line.ts, a re-parse points kept lines at the new text). */
  #text: string;

  constructor(
    text: string,
    readonly span: Span,
    /** The actor's name as the parser reads it (NameNode.text). */
    readonly actorName: string,
    /** The targets' names: one, or a list of two or more. */
    readonly targetNames: string | readonly string[],
  ) {
    this.#text = text;
  }

  get kind(): 'arrow' {
    return 'arrow';
  }
  get prefix(): null {
    return null;
  }
  get verb(): null {
    return null;
  }
  get time(): null {
    return null;
  }
  get actor(): NameNode {
    return this.read().actor!;
  }
  get targets(): readonly NameNode[] {
    return this.read().targets;
  }

  /** How many targets. */
  get targetCount(): number {
    return typeof this.targetNames === 'string' ? 1 : this.targetNames.length;
  }

  /** The name of target `i`. */
  targetName(i: number): string {
    return typeof this.targetNames === 'string' ? this.targetNames : this.targetNames[i]!;
  }

  /** Points the statement at the new text of a re-parse that keeps its line (the same characters at the same offsets). */
  rebind(text: string): void {
    this.#text = text;
  }

  /** The same statement at a moved place in `text` (a re-parse taking over the lines after an edit). */
  moved(text: string, span: Span): PlainArrow {
    return new PlainArrow(text, span, this.actorName, this.targetNames);
  }

  /** As plain data: the statement the general parser builds for the line. */
  toJSON(): ArrowStatement {
    return this.read();
  }

  /** The whole statement, read again from the text (its line still reads as before: a re-parse rebinds or moves it). */
  private read(): ArrowStatement {
    const s = this.span;
    // column 1 of the line: the span's column counts from it (a BOM is never where a name starts)
    const read = plainArrow(this.#text, s.offset, s.offset + s.length, { line: s.line, colBase: s.offset - s.col + 1 });
    if (read) return read;
    // not reached (the text under a statement never changes); the names, at the statement's span, rather than a throw
    const node = (text: string): NameNode => ({ text, span: s });
    const targets = typeof this.targetNames === 'string' ? [this.targetNames] : this.targetNames;
    return { kind: 'arrow', span: s, prefix: null, actor: node(this.actorName), verb: null, targets: targets.map(node), time: null };
  }
}
