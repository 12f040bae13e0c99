import { optionAccess, type OptionKey } from '../../engine/option-access.ts';
import { TM_DAY_OPTIONS } from './options-day.ts';
import { TM_NIGHT_OPTIONS } from './options-night.ts';

/** Interpretation options of «Три мушкетера» (RULES-NOTES Part C), defaults = the Lean reading. */
export const TM_OPTIONS = [...TM_DAY_OPTIONS, ...TM_NIGHT_OPTIONS] as const;

/** Every TM option key, as a type (a look-up with a wrong key or reading does not compile). */
export type TmOptionKey = OptionKey<typeof TM_OPTIONS>;

/** Typed access to the options in force (the engine's option kit bound to this table). */
export const { optionValue, optionOn, optionNote } = optionAccess(TM_OPTIONS);
