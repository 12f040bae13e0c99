// The roles as the rest of the app reads them; each role is one file in roles/ (roles/index.ts lists them).
export { isLkRole, LK_ROLE_IDS, LK_ROLES, lkRoleById, type LkRoleId } from './roles/index.ts';
