/**
 * The roles as data (their specs): what the page reads at start-up. Here they are the registry's own
 * (index.ts); the client build and the dev server load this module as the same values computed at
 * build time (vite/role-data.ts), so the first paint gets the data without the role files' rule code.
 * Only plain data may be exported from it.
 */
export { LK_NIGHT_VERBS, LK_ROLE_ABILITY_NAMES, LK_ROLES } from './index.ts';
