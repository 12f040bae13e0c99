import { inclineFirstname, inclineLastname } from 'lvovich';
import type { Forms, Gender } from './cases.ts';
import type { DeclineWord } from './core.ts';
import { declineWith } from './words.ts';

/** lvovich as the word decliner (chosen by `npm run bench:declension`, see README «Declension»). */
export const lvovichWord: DeclineWord = (word, c, gender, kind) =>
  (kind === 'last' ? inclineLastname : inclineFirstname)(
    word,
    c === 'prep' ? 'prepositional' : CASE_NAME[c],
    gender === 'f' ? 'female' : 'male',
  );

const CASE_NAME = { gen: 'genitive', dat: 'dative', acc: 'accusative', ins: 'instrumental' } as const;

/** A player's name in every case, from its nominative and gender (no scenario overrides). */
export const declineName: (name: string, gender: Gender) => Forms = declineWith(lvovichWord);
