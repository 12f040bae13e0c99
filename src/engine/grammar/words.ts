import { OBLIQUE, type Forms, type Gender, type Oblique } from './cases.ts';
import type { DeclineWord } from './core.ts';

/**
 * The rules that sit on top of a declension library (measured by `npm run bench:declension`):
 * a word with Latin letters or digits stays as written (forum nicknames, «007»); name particles
 * (де, ля, фон) stay; hyphenated parts decline one by one; adjectival words (Тёмный, Толстая,
 * Рыжий) decline as adjectives; -ов/-ев/-ова/-ева words by surname rules; the rest as first names.
 */
export function declineWith(core: DeclineWord): (name: string, gender: Gender) => Forms {
  return (name, gender) => {
    const words = name.split(/(\s+)/);
    // Words after a preposition are its object and keep their case: «Палач из Лилля» → «Палача из Лилля».
    const stop = words.findIndex((w) => PREPOSITIONS.has(w.toLowerCase()));
    const one = (c: Oblique): string =>
      words.map((w, i) => (/^\s+$/.test(w) || (stop >= 0 && i >= stop) ? w : hyphenated(core, w, c, gender))).join('');
    const out: Record<string, string> = { nom: name };
    for (const c of OBLIQUE) out[c] = one(c);
    return out as unknown as Forms;
  };
}

const PREPOSITIONS = new Set(['из', 'с', 'со', 'у', 'от', 'до', 'без', 'для', 'при', 'на', 'в', 'во', 'о', 'об', 'под', 'над', 'за']);
const PARTICLES = new Set(['де', 'д', 'ля', 'ле', 'фон', 'ван', 'дю', 'ди', 'да', 'дель', 'оф']);

function hyphenated(core: DeclineWord, word: string, c: Oblique, gender: Gender): string {
  return word
    .split('-')
    .map((part) => declineWord(core, part, c, gender))
    .join('-');
}

function declineWord(core: DeclineWord, word: string, c: Oblique, gender: Gender): string {
  if (word === '' || /[A-Za-z0-9]/.test(word) || !/[А-Яа-яЁё]/.test(word)) return word;
  if (PARTICLES.has(word.replace(/['’]$/, ''))) return word;
  if (/[оеиуюэы]$/i.test(word)) return word; // Отто, Гюго, Рене, Гарри, Шевченко: never declined
  if (gender === 'f' && /[бвгджзйклмнпрстфхцчшщ]$/i.test(word)) return word; // a woman's Ким, Цой, Кармен
  const adj = adjective(word, c);
  if (adj !== null) return adj;
  // -ов/-ева surnames; short words (Лев, Яков, Ева, Сова) are first names and nicknames.
  const kind = word.length >= 5 && /(ов|ев|ёв)(а)?$/i.test(word) ? 'last' : 'first';
  const form = core(word, c, gender, kind);
  return form === word ? form : soften(form, c);
}

/** After ж ш ч щ ц an unstressed instrumental ending is -ей (Серёжей, Жрицей), not -ой. */
function soften(form: string, c: Oblique): string {
  return c === 'ins' ? form.replace(/([жшчщц])ой$/i, '$1ей') : form;
}

type Endings = Readonly<Record<Oblique, string>>;
const HARD_M: Endings = { gen: 'ого', dat: 'ому', acc: 'ого', ins: 'ым', prep: 'ом' };
const VELAR_M: Endings = { gen: 'ого', dat: 'ому', acc: 'ого', ins: 'им', prep: 'ом' };
const HUSH_M: Endings = { gen: 'его', dat: 'ему', acc: 'его', ins: 'им', prep: 'ем' };
const HARD_F: Endings = { gen: 'ой', dat: 'ой', acc: 'ую', ins: 'ой', prep: 'ой' };
const SOFT_F: Endings = { gen: 'ей', dat: 'ей', acc: 'юю', ins: 'ей', prep: 'ей' };

/** Adjectival names (Тёмный, Горький, Рыжий, Толстой, Толстая); null when the word is not one. */
function adjective(word: string, c: Oblique): string | null {
  const lower = word.toLowerCase();
  const cut = (n: number, e: Endings): string => word.slice(0, -n) + e[c];
  if (lower.length >= 5 && /ый$/.test(lower)) return cut(2, HARD_M);
  if (/[гкх]ий$/.test(lower)) return cut(2, VELAR_M);
  if (/[жшчщ]ий$/.test(lower)) return cut(2, HUSH_M);
  if (lower.length >= 6 && /[^аеёиоуыэюя]ой$/.test(lower)) return cut(2, /[гкхжшчщ]ой$/.test(lower) ? VELAR_M : HARD_M);
  if (lower.length >= 5 && /[^аеёиоуыэюяй]ая$/.test(lower))
    return cut(2, /[жшчщ]ая$/.test(lower) ? { ...HARD_F, gen: 'ей', dat: 'ей', ins: 'ей', prep: 'ей' } : HARD_F);
  if (lower.length >= 5 && /[нж]яя$/.test(lower)) return cut(2, SOFT_F);
  return null;
}
