import type { OptionSpec } from '../../engine/option.ts';

/** Interpretation options of «Три мушкетера» (RULES-NOTES Part C), defaults = the Lean reading. */
export const TM_OPTIONS: readonly OptionSpec[] = [];
