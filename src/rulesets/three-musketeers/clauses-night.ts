import type { Clause } from '../../engine/clause.ts';

/** Clauses of the night rules (A.2, A.7–A.10), keyed by RULES-NOTES rule number. */
export const TM_NIGHT_CLAUSES: Readonly<Record<string, Clause>> = {};
