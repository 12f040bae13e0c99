import type { Clause } from '../../engine/clause.ts';
import { t } from '../../engine/text.ts';

/** One clause: RULES-NOTES number, rulebook line, the rulebook's words, our reading in both languages. */
export function c(id: string, source: string, quote: string, ru: string, en: string): Clause {
  return { id, source, quote, summary: t(ru, en) };
}

/** Turns a list of clauses into a table keyed by id (a later duplicate wins). */
export function table(...lists: (readonly Clause[])[]): Readonly<Record<string, Clause>> {
  return Object.fromEntries(lists.flat().map((x) => [x.id, x]));
}
