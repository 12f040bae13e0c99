import type { Clause, ClauseId } from '../../engine/clause.ts';
import { LK_DAY_CLAUSES } from './clauses-day.ts';
import { LK_NIGHT_CLAUSES } from './clauses-night.ts';

/** Clause table of «Мафия ЛК», keyed by RULES-NOTES Part D rule numbers (D-2 … D-92). */
export const LK_CLAUSES: Readonly<Record<string, Clause>> = { ...LK_NIGHT_CLAUSES, ...LK_DAY_CLAUSES };

/** Every LK clause id, as a type: a cause citing any other id does not compile. */
export type LkClauseId = ClauseId<typeof LK_DAY_CLAUSES> | ClauseId<typeof LK_NIGHT_CLAUSES>;
