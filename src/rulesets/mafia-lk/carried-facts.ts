import { ownExtensionUsed, seatExtension } from './extension-memory.ts';
import { LK_ROLE_MODULES } from './roles/index.ts';
import type { LkRole } from './roles/role.ts';
import { LK_START_FACTS } from './start-facts.ts';
import type { LkPlayer, LkState } from './state.ts';

/** A fact's place in the start-fact list: the roster names a player's facts in that order. */
const ORDER: ReadonlyMap<string, number> = new Map(LK_START_FACTS.map((f, i) => [f.id, i]));

/**
 * The start facts (start-facts.ts) that hold for a player in the live state: the inverse of what
 * init.ts reads from a player line, so the recorded roster names them in the words a host writes.
 * The role files say what their memory holds (`carried` for the role's own player, `carriedOn` for anyone).
 */
export function carriedFacts(state: LkState, p: LkPlayer): string[] {
  const out: string[] = [...(p.def.carried?.(state) ?? [])];
  for (const r of LK_ROLE_MODULES as readonly LkRole[]) out.push(...(r.carriedOn?.(state, p) ?? []));
  // The Don's seat carries its spent extension to whoever holds it (lkDonExtension = perSeat; init reads it back).
  if (ownExtensionUsed(state, p) || (state.donSeat === p.name && seatExtension(state).seatUsed)) out.push('extendUsed');
  // Day and night warnings apart, so separate ladders (lkWarningLadder) resume too; init adds them up.
  if (p.warnDay > 0) out.push(p.warnDay >= 2 ? 'warnedTwice' : 'warned');
  if (p.warnNight > 0) out.push('nightWarned');
  if (state.loseVoteNextDay.some((l) => l.value === p.name)) out.push('voteLost');
  if (p.inactiveDays.length > 0) out.push('inactive');
  return out.sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0));
}
