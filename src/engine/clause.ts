import { t, type Text } from './text.ts';

/**
 * A rule clause the engine can cite. `source` is the rulebook line reference ("L101"), `quote`
 * the rulebook's own words (Russian), `summary` our bilingual reading of it.
 */
export interface Clause<I extends string = string> {
  readonly id: I;
  readonly source: string;
  readonly quote: string;
  readonly summary: Text;
}

/** A clause table keyed by its ids, which stay literal types (a cite of an unknown id does not compile). */
export type ClauseTable<I extends string> = { readonly [K in I]: Clause<K> };

/** The ids of a clause table, as a union of literals. */
export type ClauseId<T> = T extends ClauseTable<infer I> ? I : never;

/** Builds a clause record: id (RULES-NOTES A-n / D-n), rulebook line, the rulebook's words, our reading. */
export function clause<const I extends string>(id: I, source: string, quote: string, ru: string, en: string): Clause<I> {
  return { id, source, quote, summary: t(ru, en) };
}

/** Turns a list of clauses into a table keyed by id. */
export function clauseTable<const L extends readonly Clause[]>(list: L): ClauseTable<L[number]['id']> {
  return Object.fromEntries(list.map((c) => [c.id, c])) as ClauseTable<L[number]['id']>;
}
