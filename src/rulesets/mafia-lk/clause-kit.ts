import type { Clause } from '../../engine/clause.ts';
import { t } from '../../engine/text.ts';

/** Builds a clause record: id (RULES-NOTES D-n), rulebook line, the rulebook's words, our reading. */
export function clause(id: string, source: string, quote: string, ru: string, en: string): Clause {
  return { id, source, quote, summary: t(ru, en) };
}

/** Turns a list of clauses into a table keyed by id. */
export function table(list: readonly Clause[]): Readonly<Record<string, Clause>> {
  return Object.fromEntries(list.map((c) => [c.id, c]));
}
