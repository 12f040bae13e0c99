import type { OptionSpec } from '../../engine/option.ts';

/** Options about days, order, evening (C.1–C.3, C.12, C.19 day parts, win). */
export const TM_DAY_OPTIONS: readonly OptionSpec[] = [];
