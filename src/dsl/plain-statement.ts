/**
 * The statement of a plain arrow line (plain-arrow.ts), compact: its span, its names' text (all
 * the checker reads) and where each name sits, packed into small integers. The names' nodes are
 * made when asked for (hover, completion, the formatter, a copy as JSON). As plain objects (a node
 * and a span per name) they were two thirds of what a long text's parse kept (~380 bytes a line).
 */
import type { Span } from '../engine/span.ts';
import type { NameNode, Statement } from './syntax.ts';

export type ArrowStatement = Extract<Statement, { kind: 'arrow' }>;

/** A name's place in its line, packed: its offset from the statement's start, and its length. */
const LENGTHS = 0x8000;
const OFFSETS = 0x10000;

/** The packed place of a name `rel` characters after the statement's start, or -1 when it does not fit. */
export function packPlace(rel: number, length: number): number {
  return rel < OFFSETS && length < LENGTHS ? rel * LENGTHS + length : -1;
}

export class PlainArrow implements ArrowStatement {
  constructor(
    readonly span: Span,
    /** The actor's name as the parser reads it (NameNode.text); it starts the statement. */
    readonly actorName: string,
    /** The targets' names: one, or a list of two or more. */
    readonly targetNames: string | readonly string[],
    /**
     * Where the names are: for one target, the packed place of the target with the actor's
     * length for its length (the target ends the statement); for more, the actor's length then
     * each target's packed place.
     */
    private readonly places: number | readonly number[],
  ) {}

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
    const length = typeof this.places === 'number' ? this.places % LENGTHS : this.places[0]!;
    return this.node(this.actorName, 0, length);
  }

  get targets(): readonly NameNode[] {
    const p = this.places;
    if (typeof p === 'number') {
      const rel = Math.floor(p / LENGTHS);
      return [this.node(this.targetName(0), rel, this.span.length - rel)];
    }
    return p.slice(1).map((place, k) => this.node(this.targetName(k), Math.floor(place / LENGTHS), place % LENGTHS));
  }

  /** How many targets. */
  get targetCount(): number {
    return typeof this.targetNames === 'string' ? 1 : this.targetNames.length;
  }

  /** The name of target `i`. */
  targetName(i: number): string {
    return typeof this.targetNames === 'string' ? this.targetNames : this.targetNames[i]!;
  }

  /** The same statement at a moved place (a re-parse taking over the lines after an edit). */
  moved(span: Span): PlainArrow {
    return new PlainArrow(span, this.actorName, this.targetNames, this.places);
  }

  /** As plain data: the statement the general parser builds for the line. */
  toJSON(): ArrowStatement {
    return { kind: 'arrow', span: this.span, prefix: null, actor: this.actor, verb: null, targets: this.targets, time: null };
  }

  /** A name `rel` characters after the statement's start (on its line: the columns move alike). */
  private node(text: string, rel: number, length: number): NameNode {
    const s = this.span;
    return { text, span: { line: s.line, col: s.col + rel, offset: s.offset + rel, length } };
  }
}
