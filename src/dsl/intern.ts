/**
 * Interned names: the same few player names are written thousands of times, and each read cut a
 * new string out of the text that the doc then kept. A name is found here by a hash computed
 * while its characters are read, and compared in place (no string is cut to look it up).
 */
import { STATEMENT_KEYWORDS, spellingMap } from './keywords.ts';
import { normalizeName } from './normalize.ts';

const SIZE = 1 << 12;
const MASK = SIZE - 1;
/** Longer names are cut out as they are (a hostile megabyte-long word is not kept here). */
export const MAX_INTERNED = 64;

const hashes = new Int32Array(SIZE);
const names: (string | undefined)[] = new Array<string | undefined>(SIZE).fill(undefined);
/**
 * Each slot's name as character codes, MAX_INTERNED a slot: a name is compared here, not with
 * the string's charCodeAt (a name cut from the text was a sliced string: reading it was half of
 * reading a plain line).
 */
const codes = new Uint16Array(SIZE * MAX_INTERNED);
/** 1 when the name's first word is a statement keyword (the line is that statement, not a move). */
const keywordFirst = new Uint8Array(SIZE);
let used = 0;

/**
 * The name text[from, to), interned; null for an actor's name whose first word is a statement
 * keyword. `hash` is the running hash of its character codes, `(hash × 31 + code) | 0` from 0
 * (plain-arrow.ts computes it in its loop). One call per name: a call between modules costs.
 */
export function interned(text: string, from: number, to: number, hash: number, actor: boolean): string | null {
  const slot = internSlot(text, from, to, hash);
  return actor && keywordFirst[slot] === 1 ? null : names[slot]!;
}

function internSlot(text: string, from: number, to: number, hash: number): number {
  const length = to - from;
  let i = hash & MASK;
  for (let name = names[i]; name !== undefined; name = names[i]) {
    if (hashes[i] === hash && name.length === length && sameAt(text, from, length, i * MAX_INTERNED)) return i;
    i = (i + 1) & MASK;
  }
  if (used >= SIZE / 2) {
    names.fill(undefined);
    used = 0;
    i = hash & MASK;
  }
  const at = i * MAX_INTERNED;
  for (let k = 0; k < length; k++) codes[at + k] = text.charCodeAt(from + k);
  // a flat copy: a slice of 13 characters or more would keep the whole text of its first parse alive
  // (V8 copies shorter ones itself); apply, not a spread, which walked the codes through an iterator
  const name = length < 13 ? text.slice(from, to) : String.fromCharCode.apply(null, codes.subarray(at, at + length) as unknown as number[]);
  hashes[i] = hash;
  names[i] = name;
  const space = name.indexOf(' ');
  keywordFirst[i] = spellingMap(STATEMENT_KEYWORDS).has(normalizeName(space < 0 ? name : name.slice(0, space))) ? 1 : 0;
  used++;
  return i;
}

/** Does `text` read, at `from`, the `length` codes kept from `at`? (A loop: `startsWith` was a fifth of reading a plain line.) */
function sameAt(text: string, from: number, length: number, at: number): boolean {
  for (let k = 0; k < length; k++) if (text.charCodeAt(from + k) !== codes[at + k]) return false;
  return true;
}
