import type { Clause, ClauseId } from '../../engine/clause.ts';
import { TM_DAY_CLAUSES } from './clauses-day.ts';
import { TM_NIGHT_CLAUSES } from './clauses-night.ts';

/** Clause table of «Три мушкетера», keyed by RULES-NOTES Part A rule numbers (A-1 … A-170). */
export const TM_CLAUSES: Readonly<Record<string, Clause>> = { ...TM_DAY_CLAUSES, ...TM_NIGHT_CLAUSES };

/** Every TM clause id, as a type: a cause citing any other id does not compile. */
export type TmClauseId = ClauseId<typeof TM_DAY_CLAUSES> | ClauseId<typeof TM_NIGHT_CLAUSES>;
