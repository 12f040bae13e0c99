import type { TmPlayer } from '../state.ts';

/** Grammatical case used in report sentences. */
export type Case = 'nom' | 'gen' | 'dat' | 'acc' | 'ins';

/** How a character is named and declined in reports (the text names characters, not players). */
interface Forms {
  readonly g: 'm' | 'f';
  readonly ru: readonly [string, string, string, string, string];
  readonly en: string;
}

const same = (s: string): readonly [string, string, string, string, string] => [s, s, s, s, s];

/** Declension of the 17 character names (nom, gen, dat, acc, ins) and grammatical gender. */
const FORMS: Readonly<Record<string, Forms>> = {
  athos: { g: 'm', ru: ['Атос', 'Атоса', 'Атосу', 'Атоса', 'Атосом'], en: 'Athos' },
  porthos: { g: 'm', ru: ['Портос', 'Портоса', 'Портосу', 'Портоса', 'Портосом'], en: 'Porthos' },
  aramis: { g: 'm', ru: ['Арамис', 'Арамиса', 'Арамису', 'Арамиса', 'Арамисом'], en: 'Aramis' },
  dartagnan: { g: 'm', ru: ["Д'Артаньян", "Д'Артаньяна", "Д'Артаньяну", "Д'Артаньяна", "Д'Артаньяном"], en: "D'Artagnan" },
  milady: { g: 'f', ru: same('Миледи'), en: 'Milady' },
  constance: { g: 'f', ru: ['Констанция Бонасье', 'Констанции Бонасье', 'Констанции Бонасье', 'Констанцию Бонасье', 'Констанцией Бонасье'], en: 'Constance' },
  rochefort: { g: 'm', ru: ['Рошфор', 'Рошфора', 'Рошфору', 'Рошфора', 'Рошфором'], en: 'Rochefort' },
  bonacieux: { g: 'm', ru: ['Галантерейщик Бонасье', 'Галантерейщика Бонасье', 'Галантерейщику Бонасье', 'Галантерейщика Бонасье', 'Галантерейщиком Бонасье'], en: 'Bonacieux' },
  lachesnaye: { g: 'm', ru: same('Ля Шене'), en: 'La Chesnaye' },
  executioner: { g: 'm', ru: ['Палач из Лилля', 'Палача из Лилля', 'Палачу из Лилля', 'Палача из Лилля', 'Палачом из Лилля'], en: 'the Executioner' },
  jussac: { g: 'm', ru: ['де Жюссак', 'де Жюссака', 'де Жюссаку', 'де Жюссака', 'де Жюссаком'], en: 'de Jussac' },
  kitty: { g: 'f', ru: same('Кэтти'), en: 'Kitty' },
  felton: { g: 'm', ru: ['Джон Фельтон', 'Джона Фельтона', 'Джону Фельтону', 'Джона Фельтона', 'Джоном Фельтоном'], en: 'John Felton' },
  abbess: { g: 'f', ru: ['Аббатиса', 'Аббатисы', 'Аббатисе', 'Аббатису', 'Аббатисой'], en: 'the Abbess' },
  planchet: { g: 'm', ru: same('Планше'), en: 'Planchet' },
  father: { g: 'm', ru: ["Отец Д'Артаньяна", "Отца Д'Артаньяна", "Отцу Д'Артаньяна", "Отца Д'Артаньяна", "Отцом Д'Артаньяна"], en: "D'Artagnan's Father" },
  treville: { g: 'm', ru: ['де Тревиль', 'де Тревиля', 'де Тревилю', 'де Тревиля', 'де Тревилем'], en: 'de Tréville' },
};

const CASE_INDEX: Readonly<Record<Case, number>> = { nom: 0, gen: 1, dat: 2, acc: 3, ins: 4 };

/** A character's oblique forms (for a player named after the role), or undefined. */
export function characterForms(role: string): { gen: string; dat: string; acc: string; ins: string } | undefined {
  const f = FORMS[role];
  return f ? { gen: f.ru[1], dat: f.ru[2], acc: f.ru[3], ins: f.ru[4] } : undefined;
}

/** A character's name in a Russian case (falls back to the player's name for unknown roles). */
export function ruName(p: TmPlayer | undefined, name: string, c: Case): string {
  const f = p ? FORMS[p.role] : undefined;
  return f ? f.ru[CASE_INDEX[c]]! : name;
}

/** A character's English name. */
export function enName(p: TmPlayer | undefined, name: string): string {
  return (p ? FORMS[p.role]?.en : undefined) ?? name;
}

/** Grammatical gender of a character (masculine by default). */
export function genderOf(p: TmPlayer | undefined): 'm' | 'f' {
  return (p ? FORMS[p.role]?.g : undefined) ?? 'm';
}

/** Picks the masculine or feminine past-tense form. */
export function past(g: 'm' | 'f', m: string, f: string): string {
  return g === 'f' ? f : m;
}
