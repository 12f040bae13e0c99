import type { PlayerFact } from '../../../engine/scenario.ts';
import type { StartFactUse } from '../start-hook.ts';
import type { InheritedRole } from './index.ts';
import { isMusket, MUSKET_ROLE } from './musket.ts';
import { defineRole, type TmRole } from './role.ts';
import { fatherAbout } from './father.about.ts';

/** D'Artagnan's Father: traits, hooks and night action (the names and case forms are in father.about.ts). */
export const father: TmRole<'father', never> = defineRole({
  ...fatherAbout,
  carried: (state, bit) =>
    (state.nightMemo?.fatherSelfKeepUsed ? bit.selfKeepUsed : 0) |
    (state.dayPowers?.fatherDuelUsed ? bit.duelUsed : 0) |
    (state.fatherRole ? (isMusket(state.fatherRole) ? bit.inheritsMusket : bit.inherits) : 0),
  startFacts: {
    inherits: (use, _p, fact) => inheritStated(use, fact, null),
    inheritsMusket: (use, _p, fact) => inheritStated(use, fact, MUSKET_ROLE),
  },
  inheritor: true,
  night: null,
});

/** Start facts `inherits`/`inheritsMusket`: the Father already holds the named player's abilities, or his musket (A-153, C-94). */
function inheritStated(use: StartFactUse, fact: PlayerFact, musket: typeof MUSKET_ROLE | null): void {
  const from = fact.player ? use.state.players.find((x) => x.name === fact.player) : undefined;
  if (!from) return;
  const role = musket ?? (from.role as InheritedRole);
  use.state.fatherRole = role;
  use.memo.fatherHistory.push({ role, from: from.name });
}
