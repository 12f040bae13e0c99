import type { TmPlayer, TmState } from './state.ts';

/**
 * The start facts (start-facts.ts) that hold for a player in the live state: the inverse of
 * applyStartFacts, so the recorded roster of a played-out game names, in the same words a host
 * writes on a player line, what a mid-game start from that phase would have to state.
 * `knockedOut` implies a hit, so `knocked` is named only for a player who has come round.
 */
export function carriedFacts(state: TmState, p: TmPlayer): string[] {
  const out: string[] = [];
  const day = state.dayPowers;
  const memo = state.nightMemo;
  if (p.knocked) out.push('knockedOut');
  else if (p.hits >= 1) out.push('knocked');
  if (p.clubbed || memo?.blockedNextNight.some((b) => b.value === p.name && b.clause === 'A-78')) out.push('clubbed');
  if (state.sermonNextNight.some((m) => m.value === p.name)) out.push('preached');
  if (state.kittyLastTarget === p.name) out.push('hadAmulet');
  if (state.feltonPairs.some((m) => m.value.includes(p.name))) out.push('paired');
  switch (p.role) {
    case 'kitty': if (state.kittySelfKeepUsed) out.push('selfKeepUsed'); break;
    case 'abbess': if (state.abbessUsed) out.push('restoreUsed'); break;
    case 'dartagnan':
      if (state.duelUsed) out.push('duelUsed');
      if (day?.duelNeutralized) out.push('duelNeutralized');
      break;
    case 'constance':
      if (day && Object.values(day.constancePulls).reduce((a, b) => a + b, 0) >= 2) out.push('pullUsed');
      if (day?.pullNeutralized) out.push('pullNeutralized');
      break;
    case 'rochefort': if (day?.rochefortDays.length) out.push('cancelUsed'); break;
    case 'father':
      if (memo?.fatherSelfKeepUsed) out.push('selfKeepUsed');
      if (day?.fatherDuelUsed) out.push('duelUsed');
      if (state.fatherRole) out.push('inherits');
      break;
    default: break;
  }
  return out;
}
