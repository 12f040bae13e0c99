// Re-parsing after an edit: the lines before the first changed character read exactly as before
// (same text, offsets, line numbers and enclosing block), so their lines, statements and parse
// diagnostics are taken over from the previous parse and scanning starts at the first changed line.
import type { Diagnostic } from '../engine/diagnostic.ts';
import { MAX_DIAGNOSTICS } from './diagnostics.ts';
import { HiddenSlot } from './hidden-slot.ts';
import { parseEnd, tailOf, type Tail } from './reparse-tail.ts';
import type { ScenarioDoc } from './syntax.ts';

/** What a re-parse takes over: the first `count` lines of `doc`, and the diagnostics they reported. */
export interface ReusedLines {
  readonly doc: ScenarioDoc;
  readonly count: number;
  /** The previous parse's diagnostics, parse diagnostics first (as its sink reported them). */
  readonly diagnostics: readonly Diagnostic[];
  /** How many diagnostics had been reported before each of the previous doc's lines. */
  readonly emittedBefore: readonly number[];
  /** Where the first line not taken over starts (the same offset in both texts). */
  readonly start: number;
  /** The lines after the edit, to take over moved once the re-parse reaches them (reparse-tail.ts). */
  readonly tail: Tail | null;
}

const EMITTED = new HiddenSlot<ScenarioDoc, readonly number[]>('emitted before each line');
/**
 * Per re-parsed doc, the doc it was re-parsed from (by number: holding it would keep every earlier
 * version of the text alive) and how many of its statements it holds, the very objects.
 */
const KEPT = new HiddenSlot<ScenarioDoc, { readonly from: number; readonly statements: number }>('kept statements');
const NUMBERS = new HiddenSlot<ScenarioDoc, number>('doc number');
let numbered = 0;

function numberOf(doc: ScenarioDoc): number {
  let n = NUMBERS.get(doc);
  if (n === undefined) NUMBERS.set(doc, (n = ++numbered));
  return n;
}

/** Notes that `doc` holds the first `statements` statements of `from` themselves. */
export function noteKept(doc: ScenarioDoc, from: ScenarioDoc, statements: number): void {
  KEPT.set(doc, { from: numberOf(from), statements });
}

/** How many of `previous`'s statements `doc` holds themselves (0 unless re-parsed from it). */
export function keptFrom(doc: ScenarioDoc, previous: ScenarioDoc): number {
  const kept = KEPT.get(doc);
  return kept && kept.from === NUMBERS.get(previous) ? kept.statements : 0;
}

/** Notes, for a later re-parse, how many diagnostics had been reported before each line of `doc`. */
export function noteEmitted(doc: ScenarioDoc, emittedBefore: readonly number[]): void {
  EMITTED.set(doc, emittedBefore);
}

/** The lines of `previous` that `text` keeps as they are, or null when none (or nothing is known of it). */
export function reusableLines(previous: { doc: ScenarioDoc; diagnostics: readonly Diagnostic[] }, text: string): ReusedLines | null {
  const { doc } = previous;
  const emittedBefore = EMITTED.get(doc);
  if (!emittedBefore || emittedBefore.length !== doc.lines.length) return null;
  const same = commonPrefix(doc.text, text);
  // a line is kept when its line break, too, is in the common prefix: the next line starts inside it
  // (binary search: the largest count with lines[count].span.offset <= same, lines being in text order)
  let count = 0;
  let hi = doc.lines.length - 1;
  while (count < hi) {
    const mid = (count + hi + 1) >> 1;
    if (doc.lines[mid]!.span.offset <= same) count = mid;
    else hi = mid - 1;
  }
  if (count === 0) return null;
  // the tail's parse diagnostics must all be in the list: none dropped by the cap
  const suffix = Math.min(commonSuffix(doc.text, text), Math.min(doc.text.length, text.length) - same);
  const tail = parseEnd({ emittedBefore }) <= MAX_DIAGNOSTICS ? tailOf(doc, text, suffix, previous.diagnostics, emittedBefore) : null;
  return { doc, count, diagnostics: previous.diagnostics, emittedBefore, start: doc.lines[count]!.span.offset, tail };
}

/**
 * The length of the longest common prefix of two strings: halves compared as whole strings (the
 * engine compares those in bulk), then the last few characters one by one.
 */
function commonPrefix(a: string, b: string): number {
  let lo = 0;
  let hi = Math.min(a.length, b.length);
  while (hi - lo > 64) {
    const mid = (lo + hi) >> 1;
    if (a.slice(lo, mid) === b.slice(lo, mid)) lo = mid;
    else hi = mid;
  }
  while (lo < hi && a.charCodeAt(lo) === b.charCodeAt(lo)) lo++;
  return lo;
}

/** The length of the longest common suffix of two strings (as commonPrefix, from the end). */
function commonSuffix(a: string, b: string): number {
  let lo = 0;
  let hi = Math.min(a.length, b.length);
  while (hi - lo > 64) {
    const mid = (lo + hi) >> 1;
    if (a.slice(a.length - mid, a.length - lo) === b.slice(b.length - mid, b.length - lo)) lo = mid;
    else hi = mid;
  }
  while (lo < hi && a.charCodeAt(a.length - 1 - lo) === b.charCodeAt(b.length - 1 - lo)) lo++;
  return lo;
}

/** How many statements the first `count` lines of `doc` hold. */
export function statementsBefore(doc: ScenarioDoc, count: number): number {
  for (let i = count - 1; i >= 0; i--) {
    const s = doc.lines[i]!.statement;
    if (s >= 0) return s + 1;
  }
  return 0;
}
