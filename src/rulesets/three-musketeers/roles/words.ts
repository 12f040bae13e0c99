/** Grammar helpers the role files word their deeds with (a leaf module: no rule code, no registry). */

/** Grammatical case used in report sentences. */
export type Case = 'nom' | 'gen' | 'dat' | 'acc' | 'ins';

/** A name that can be declined: Russian by case, English as is. */
export interface Named {
  readonly ru: (c: Case) => string;
  readonly en: string;
}

/** Picks the masculine or feminine past-tense form. */
export function past(g: 'm' | 'f', m: string, f: string): string {
  return g === 'f' ? f : m;
}

/** «Атоса и Портоса»: several names in one case. */
export function and(ns: readonly Named[], c: Case): string {
  return ns.map((n) => n.ru(c)).join(' и ');
}

/** "Athos and Porthos". */
export function andEn(ns: readonly Named[]): string {
  return ns.map((n) => n.en).join(' and ');
}

/** The first name of a deed, or "someone" when none is known. */
export function first(ns: readonly Named[]): Named {
  return ns[0] ?? { ru: () => 'кого-то', en: 'someone' };
}

/** One form for every case (indeclinable names: «Миледи», «Планше»). */
export function same(s: string): readonly [string, string, string, string, string] {
  return [s, s, s, s, s];
}
