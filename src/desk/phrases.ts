/**
 * Names inside free text (a PM, the mafia's swap message): every player named, in order, with the
 * longest run of words that resolves; «себя» for the writer. Shared by the evening and night readers.
 */
import { normalizeName } from '../dsl/normalize.ts';
import type { DeskNames } from './names.ts';

// A dot inside a nick («Mr.X») is part of it; a sentence's full stop («Иду к Сове.») is not.
const WORD = /[\p{L}\p{N}'’-]+(?:\.[\p{L}\p{N}'’-]+)*/gu;
const SELF = new Set(['себя', 'себе', 'собой', 'self', 'myself']);

/** One name found in text: the player and where it was written. */
export interface NamedAt {
  readonly name: string;
  readonly offset: number;
  readonly length: number;
  /** Written as «себя». */
  readonly self: boolean;
}

/** Every player named in `text`, in order (`actor` for «себя»), repeats kept. */
export function namesIn(text: string, names: DeskNames, actor: string | null = null): NamedAt[] {
  const words = [...text.slice(0, 4000).matchAll(WORD)];
  const out: NamedAt[] = [];
  for (let i = 0; i < words.length;) {
    let took = 0;
    for (let n = Math.min(4, words.length - i); n > 0 && !took; n--) {
      const first = words[i]!;
      const last = words[i + n - 1]!;
      const from = first.index;
      const to = last.index + last[0].length;
      const phrase = text.slice(from, to);
      const self = n === 1 && SELF.has(normalizeName(phrase));
      const name = self ? actor : names.lookupInflected(phrase);
      if (name) {
        out.push({ name, offset: from, length: to - from, self });
        took = n;
      }
    }
    i += took || 1;
  }
  return out;
}
