// The role specs now come from the registry (roles/index.ts); kept as an import path for tests and benchmarks.
export { TM_ROLES } from './roles/index.ts';
