import type { OptionValues } from '../../engine/option.ts';
import { LK_DAY_OPTIONS } from './options-day.ts';
import { LK_GAME_OPTIONS } from './options-game.ts';
import { LK_NIGHT_OPTIONS } from './options-night.ts';

/** Interpretation options of «Мафия ЛК» (RULES-NOTES D.14 after D.R), defaults = the Lean reading. */
export const LK_OPTIONS = [...LK_NIGHT_OPTIONS, ...LK_DAY_OPTIONS, ...LK_GAME_OPTIONS] as const;

/** Every LK option key, as a type (look-ups with a wrong key do not compile). */
export type LkOptionKey = (typeof LK_OPTIONS)[number]['key'];

/** The value in force for an option (defaults are filled by resolveOptions). */
export function optionValue(values: OptionValues, key: LkOptionKey): string {
  return values[key] ?? LK_OPTIONS.find((o) => o.key === key)?.defaultValue ?? '';
}
