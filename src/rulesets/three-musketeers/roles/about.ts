/**
 * The characters as data (specs with case forms, names of abilities and powers): what the page reads
 * at start-up. Here they are the registry's own (index.ts); the client build and the dev server load
 * this module as the same values computed at build time (vite/role-data.ts), so the first paint
 * gets the data without the role files' rule code. Only plain data may be exported from it.
 */
export { TM_ABILITY_NAMES, TM_ROLES, TM_VERBS } from './index.ts';
