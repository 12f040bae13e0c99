import { NIGHT_GUARD_OPTIONS } from './options-night-guard.ts';
import { NIGHT_MILADY_OPTIONS } from './options-night-milady.ts';
import { NIGHT_WATCH_OPTIONS } from './options-night-watch.ts';
import { NIGHT_POWER_OPTIONS } from './options-night-powers.ts';
import { NIGHT_MESSAGE_OPTIONS } from './options-night-messages.ts';

/** Options about night resolution, roles and messages (C.4–C.20 night parts, with C.R applied). */
export const TM_NIGHT_OPTIONS = [
  ...NIGHT_GUARD_OPTIONS,
  ...NIGHT_MILADY_OPTIONS,
  ...NIGHT_WATCH_OPTIONS,
  ...NIGHT_POWER_OPTIONS,
  ...NIGHT_MESSAGE_OPTIONS,
] as const;

/** Key of a night option. */
export type NightOptionKey = (typeof TM_NIGHT_OPTIONS)[number]['key'];
