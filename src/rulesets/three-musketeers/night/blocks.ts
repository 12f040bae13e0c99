import type { Text } from '../../../engine/text.ts';
import type { NightOptionKey } from '../options-night.ts';
import { recRef } from './refs.ts';
import { recordsOf } from './run.ts';
import type { NightAction, NightRun, Placed } from './types.ts';

/** Did this player plan nothing tonight (no function of his own, none forced on him)? For M2 (C-101). */
export function idle(run: NightRun, name: string): boolean {
  for (const r of recordsOf(run, name)) if (r.fns.length > 0 || r.own.length > 0) return false;
  return true;
}

/**
 * Blocks a player's records that have not resolved yet (tavern, sermon, knockout), recording the
 * change on the blocking step. A no-ability player who already "did nothing" is marked blocked too
 * (he was dragged out of bed: M4). Returns how many pending records were blocked.
 */
export function blockPending(
  run: NightRun, by: NightAction, name: string, clause: string, note: Text, key?: NightOptionKey, ownOnly = false, placed?: Placed,
): number {
  let n = 0;
  const option = key ? { key, value: run.opt(key) } : undefined;
  for (const r of recordsOf(run, name)) {
    if (!r.executed) {
      const b = option ? { step: by.stepId, clause, note, option, ownOnly } : { step: by.stepId, clause, note, ownOnly };
      r.blocks.push(placed ? { ...b, placed } : b);
      by.changes.push({ target: r.stepId, kind: 'blocked', before: recRef(r), after: null });
      n++;
    } else if (r.status === 'none') {
      // His own step shows it too, with the blocker's step as the cause (M4).
      r.status = 'blocked';
      r.causes.push(option ? { step: by.stepId, clause, note, option } : { step: by.stepId, clause, note });
      by.changes.push({ target: r.stepId, kind: 'blocked', before: recRef(r), after: null });
    }
  }
  return n;
}
