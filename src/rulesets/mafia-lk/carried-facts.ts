import type { LkPlayer, LkState } from './state.ts';

/**
 * The start facts (start-facts.ts) that hold for a player in the live state: the inverse of what
 * init.ts reads from a player line, so the recorded roster names them in the words a host writes.
 */
export function carriedFacts(state: LkState, p: LkPlayer): string[] {
  const out: string[] = [];
  if (p.healed) out.push('healed');
  out.push(...(p.def.carried?.(state) ?? []));
  // The Don's seat carries its spent extension to whoever holds it (lkDonExtension = perSeat; init reads it back).
  if (p.extendUsed || (state.donSeat === p.name && state.donSeatExtendUsed)) out.push('extendUsed');
  // Day and night warnings apart, so separate ladders (lkWarningLadder) resume too; init adds them up.
  if (p.warnDay > 0) out.push(p.warnDay >= 2 ? 'warnedTwice' : 'warned');
  if (p.warnNight > 0) out.push('nightWarned');
  if (state.loseVoteNextDay.some((l) => l.value === p.name)) out.push('voteLost');
  if (state.lastGuest?.guest === p.name && state.lastGuest.night === state.previousNight) out.push('priestessGuest');
  if (state.mutedNextDay.some((m) => m.value === p.name)) out.push('muted');
  if (p.inactiveDays.length > 0) out.push('inactive');
  return out;
}
