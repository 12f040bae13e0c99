import { LK_SEAT_ROLE } from './roles/index.ts';
import type { ExtensionMemo, LkRole } from './roles/role.ts';
import type { LkPlayer, LkState } from './state.ts';

// The once-per-game day extension (D-16, D-26, D-43) is the right of three roles and of whoever holds
// the Don's seat: each right's memory is in its role's slot (`extension.memo`); these read and spend it.

/** The role whose memory keeps a player's own extension: his role's, or the seat's for a mafia member (he may hold it, D-12). */
function keeper(p: LkPlayer): LkRole | null {
  if (p.def.extension && !p.def.extension.bySeat) return p.def;
  return p.def.team === 'mafia' ? LK_SEAT_ROLE : null;
}

/** Has the player spent his own extension (the seat's too under lkDonExtension = perPlayer)? */
export function ownExtensionUsed(state: LkState, p: LkPlayer): boolean {
  return keeper(p)?.extension?.memo(state).usedBy.includes(p.name) ?? false;
}

/** Spends the player's own extension. */
export function spendOwnExtension(state: LkState, p: LkPlayer): void {
  const m = keeper(p)?.extension?.memo(state);
  if (m && !m.usedBy.includes(p.name)) m.usedBy.push(p.name);
}

/** The Don's seat's extension (lkDonExtension = perSeat: spent once for the seat, whoever holds it). */
export function seatExtension(state: LkState): ExtensionMemo {
  const memo = LK_SEAT_ROLE.extension?.memo;
  if (!memo) throw new Error('the seat role has no extension');
  return memo(state);
}
