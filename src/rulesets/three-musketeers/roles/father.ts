import { isMusket } from './musket.ts';
import { defineRole, type TmRole } from './role.ts';
import { fatherAbout } from './father.about.ts';

/** D'Artagnan's Father: traits, hooks and night action (the names and case forms are in father.about.ts). */
export const father: TmRole<'father', never> = defineRole({
  ...fatherAbout,
  carried: (state, bit) =>
    (state.nightMemo?.fatherSelfKeepUsed ? bit.selfKeepUsed : 0) |
    (state.dayPowers?.fatherDuelUsed ? bit.duelUsed : 0) |
    (state.fatherRole ? (isMusket(state.fatherRole) ? bit.inheritsMusket : bit.inherits) : 0),
  inheritor: true,
  night: null,
});
