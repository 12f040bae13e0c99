import type { LkPlayer, LkState } from './state.ts';

/**
 * The start facts (start-facts.ts) that hold for a player in the live state: the inverse of what
 * init.ts reads from a player line, so the recorded roster names them in the words a host writes.
 */
export function carriedFacts(state: LkState, p: LkPlayer): string[] {
  const out: string[] = [];
  if (p.healed) out.push('healed');
  out.push(...(p.def.carried?.(state) ?? []));
  if (p.extendUsed) out.push('extendUsed');
  if (p.warnTotal > 0) out.push(p.warnTotal >= 2 ? 'warnedTwice' : 'warned');
  if (p.inactiveDays.length > 0) out.push('inactive');
  return out;
}
