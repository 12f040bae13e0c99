import { opt, type LkContext } from './context.ts';
import type { WarningConsequence } from './messages.ts';
import type { LkPlayer } from './state.ts';

/** The kind of breach (D.R 4): a post in the thread at night (L167), or any other breach (L147, L152-154). */
export type BreachKind = 'day' | 'night';

/** What a warning does: nothing, void today's vote, cost the next day's vote, or remove the player. */
export type WarningEffect = 'none' | 'voidToday' | 'loseNextDay' | 'remove';

/** A warning's number on the ladder in force, the ladder used, and its consequence. */
export interface WarningVerdict {
  readonly level: number;
  readonly ladder: BreachKind;
  readonly effect: WarningEffect;
}

/**
 * Counts a warning and rules on it (D-57, D-74, D-A27 after D.R 4, D-A28). Day ladder: 1st none,
 * 2nd no vote, 3rd out. Night ladder: 2nd kills. lkWarningLadder chooses the counter and the ladder.
 */
export function countWarning(ctx: LkContext, p: LkPlayer, kind: BreachKind): WarningVerdict {
  const ladderOpt = opt(ctx, 'lkWarningLadder');
  p.warnTotal++;
  if (kind === 'day') p.warnDay++;
  else p.warnNight++;
  const level = ladderOpt === 'separateCounters' ? (kind === 'day' ? p.warnDay : p.warnNight) : p.warnTotal;
  if (kind === 'night' && ladderOpt !== 'dayLadderOnly') {
    return { level, ladder: 'night', effect: level >= 2 ? 'remove' : 'none' };
  }
  if (level >= 3) return { level, ladder: 'day', effect: 'remove' };
  if (level === 2) {
    if (kind === 'day') return { level, ladder: 'day', effect: 'voidToday' };
    return { level, ladder: 'day', effect: opt(ctx, 'lkSecondWarningTiming') === 'voidCurrentOrNext' ? 'loseNextDay' : 'none' };
  }
  return { level, ladder: 'day', effect: 'none' };
}

/** The consequence a warning's message names (L152 day ladder, L167 night ladder). */
export function consequenceOf(v: WarningVerdict): WarningConsequence {
  if (v.effect === 'remove') return v.ladder === 'night' ? 'killed' : 'removed';
  return v.effect;
}
