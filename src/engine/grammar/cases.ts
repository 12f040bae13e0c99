/** Grammatical gender of a player's name: verbs, roles and team words agree with it. */
export type Gender = 'm' | 'f';

/** The Russian cases a sentence can put a name in. */
export type Case = 'nom' | 'gen' | 'dat' | 'acc' | 'ins' | 'prep';

/** The oblique cases, in the school order (Р, Д, В, Т, П) the player line's forms use. */
export const OBLIQUE = ['gen', 'dat', 'acc', 'ins', 'prep'] as const;

/** A case other than the nominative. */
export type Oblique = (typeof OBLIQUE)[number];

/** A name in every case. */
export type Forms = Readonly<Record<Case, string>>;

/** The same word in every case: Latin nicknames, numbers, «Кэтти», «Планше». */
export function unchanged(name: string): Forms {
  return { nom: name, gen: name, dat: name, acc: name, ins: name, prep: name };
}
