import type { OptionSpec } from '../../engine/option.ts';

/** Options about night resolution, roles and messages (C.4–C.20 night parts). */
export const TM_NIGHT_OPTIONS: readonly OptionSpec[] = [];
