import { optionAccess, type OptionKey } from '../../engine/option-access.ts';
import { LK_DAY_OPTIONS } from './options-day.ts';
import { LK_GAME_OPTIONS } from './options-game.ts';
import { LK_NIGHT_OPTIONS } from './options-night.ts';

/** Interpretation options of «Мафия ЛК» (RULES-NOTES D.14 after D.R), defaults = the Lean reading. */
export const LK_OPTIONS = [...LK_NIGHT_OPTIONS, ...LK_DAY_OPTIONS, ...LK_GAME_OPTIONS] as const;

/** Every LK option key, as a type (a look-up with a wrong key or reading does not compile). */
export type LkOptionKey = OptionKey<typeof LK_OPTIONS>;

/** Typed access to the options in force (the engine's option kit bound to this table). */
export const { optionValue, optionOn, optionNote } = optionAccess(LK_OPTIONS);
