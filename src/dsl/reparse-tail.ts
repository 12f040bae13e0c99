// Re-parsing after an edit, the other end: the lines after the last changed character read as
// before, only moved (by the characters and the lines the edit added or took away). Once the
// re-parse reaches such a line in the block it sat in before, the rest of the previous parse is
// taken over moved (statements, lines and parse diagnostics with their spans shifted) instead of
// being scanned again: an edit on day 1 of a long game re-parses its own line.
import type { Diagnostic } from '../engine/diagnostic.ts';
import type { Span } from '../engine/span.ts';
import { ScannedLine } from './doc-line.ts';
import { HiddenSlot } from './hidden-slot.ts';
import { PlainArrow } from './plain-statement.ts';
import type { DiagnosticSink } from './diagnostics.ts';
import type { DocLine, ScenarioDoc, Statement } from './syntax.ts';

/** The lines of a previous parse that may be taken over, moved, at the end of a re-parse. */
export interface Tail {
  readonly doc: ScenarioDoc;
  /** The first previous line that may be taken over (its line break before it is unchanged). */
  readonly first: number;
  /** How far the text after the edit moved. */
  readonly delta: number;
  readonly diagnostics: readonly Diagnostic[];
  readonly emittedBefore: readonly number[];
}

/** What the re-parse has built so far, and appends to. */
export interface Built {
  readonly text: string;
  readonly lines: DocLine[];
  readonly statements: Statement[];
  readonly statementLines: number[];
  readonly emittedBefore: number[];
  readonly sink: DiagnosticSink;
}

/**
 * The tail of `doc` (text `old`) that `text` keeps, given `suffix`, the length of the two texts'
 * common end that does not overlap their common start; null when no whole line is in it.
 */
export function tailOf(
  doc: ScenarioDoc,
  text: string,
  suffix: number,
  diagnostics: readonly Diagnostic[],
  emittedBefore: readonly number[],
): Tail | null {
  const lines = doc.lines;
  const from = doc.text.length - suffix; // the first character of the common end
  // the first line whose preceding line break is in the common end (binary search: lines in text order)
  let lo = 1;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid]!.span.offset - 1 >= from) hi = mid;
    else lo = mid + 1;
  }
  if (lo >= lines.length) return null;
  return { doc, first: lo, delta: text.length - doc.text.length, diagnostics, emittedBefore };
}

/** Same block, by value (a header parsed again makes a new block object). */
export function sameBlock(a: DocLine['block'], b: DocLine['block']): boolean {
  return a === b || (a !== null && b !== null && a.kind === b.kind && a.number === b.number);
}

/** Appends the previous lines from `from` on, moved, with their statements and parse diagnostics. */
export function takeTail(tail: Tail, from: number, built: Built): void {
  const old = tail.doc;
  const dl = built.lines.length - from; // lines added (or, negative, removed) before the tail
  const by: Shift = { lines: dl, chars: tail.delta };
  const firstStatement = firstStatementFrom(old, from);
  const ds = built.statements.length - firstStatement;
  for (let i = from; i < old.lines.length; i++) {
    const l = old.lines[i]!;
    built.emittedBefore.push(built.sink.emitted());
    const end = i + 1 < tail.emittedBefore.length ? tail.emittedBefore[i + 1]! : parseEnd(tail);
    for (let k = tail.emittedBefore[i]!; k < end; k++) {
      const d = tail.diagnostics[k]!;
      built.sink.replay([{ ...d, span: moved(d.span, by) }]);
    }
    const comment = l.comment ? { text: l.comment.text, span: moved(l.comment.span, by) } : null;
    const statement = l.statement >= 0 ? l.statement + ds : -1;
    built.lines.push(new ScannedLine(built.text, l.line + dl, l.span.offset + by.chars, l.span.length, comment, statement, l.block));
    if (l.statement >= 0) {
      built.statements.push(movedStatement(old.statements[l.statement]!, by));
      built.statementLines.push(old.statementLines[l.statement]! + dl);
    }
  }
}

/** How many diagnostics the previous parse had reported when its last line was done. */
const PARSE_ENDS = new HiddenSlot<readonly number[], number>('parse end');

export function noteParseEnd(emittedBefore: readonly number[], end: number): void {
  PARSE_ENDS.set(emittedBefore, end);
}

export function parseEnd(tail: { emittedBefore: readonly number[] }): number {
  return PARSE_ENDS.get(tail.emittedBefore) ?? Number.POSITIVE_INFINITY;
}

function firstStatementFrom(doc: ScenarioDoc, from: number): number {
  for (let i = from; i < doc.lines.length; i++) if (doc.lines[i]!.statement >= 0) return doc.lines[i]!.statement;
  return doc.statements.length;
}

interface Shift {
  readonly lines: number;
  readonly chars: number;
}

function moved(s: Span, by: Shift): Span {
  return { line: s.line + by.lines, col: s.col, offset: s.offset + by.chars, length: s.length };
}

function isSpan(v: object): v is Span {
  return 'offset' in v && 'length' in v && 'line' in v && 'col' in v && Object.keys(v).length === 4;
}

/** A statement with every span in it moved (a plain copy otherwise, fields in their order). */
function movedStatement(s: Statement, by: Shift): Statement {
  if (s instanceof PlainArrow) return s.moved(moved(s.span, by));
  if (s.kind === 'arrow' && !s.prefix && !s.verb && !s.time) {
    const targets = s.targets.map((t) => ({ text: t.text, span: moved(t.span, by) }));
    const actor = s.actor ? { text: s.actor.text, span: moved(s.actor.span, by) } : null;
    return { kind: 'arrow', span: moved(s.span, by), prefix: null, actor, verb: null, targets, time: null };
  }
  return movedValue(s, by) as Statement;
}

function movedValue(v: unknown, by: Shift): unknown {
  if (Array.isArray(v)) return v.map((x) => movedValue(x, by));
  if (v === null || typeof v !== 'object') return v;
  if (isSpan(v)) return moved(v, by);
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = movedValue(x, by);
  return out;
}
