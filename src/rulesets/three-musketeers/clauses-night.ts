import { clauseTable } from '../../engine/clause.ts';
import { NIGHT_GUARD_CLAUSES } from './clauses-night-guard.ts';
import { NIGHT_MILADY_CLAUSES } from './clauses-night-milady.ts';
import { NIGHT_POWER_CLAUSES } from './clauses-night-powers.ts';

/** Clauses of the night rules (A.2, A.7–A.10), keyed by RULES-NOTES rule number. */
export const TM_NIGHT_CLAUSES = clauseTable([...NIGHT_GUARD_CLAUSES, ...NIGHT_MILADY_CLAUSES, ...NIGHT_POWER_CLAUSES] as const);
