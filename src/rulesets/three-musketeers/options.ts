import type { OptionSpec } from '../../engine/option.ts';
import { TM_DAY_OPTIONS } from './options-day.ts';
import { TM_NIGHT_OPTIONS } from './options-night.ts';

/** Interpretation options of «Три мушкетера» (RULES-NOTES Part C), defaults = the Lean reading. */
export const TM_OPTIONS: readonly OptionSpec[] = [...TM_DAY_OPTIONS, ...TM_NIGHT_OPTIONS];
