import type { Gender, Oblique } from './cases.ts';

/** How one word of a name is declined: as a first name / nickname, or by surname rules (-ов, -ева). */
export type WordKind = 'first' | 'last';

/** A declension library behind one signature, so the wrapper's rules can sit on any of them. */
export type DeclineWord = (word: string, c: Oblique, gender: Gender, kind: WordKind) => string;
