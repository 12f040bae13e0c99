import type { StepId } from '../../../engine/timeline.ts';
import type { TmContext } from '../context.ts';
import type { DayPair } from '../roles/role.ts';
import { dayPairOf } from '../roles/traits.ts';

/** The pair binding a and b today (Felton's, A-145), with the night step that made it: the role's memory answers. */
export function dayPair(ctx: TmContext, a: string, b: string): DayPair | null {
  return dayPairOf(ctx.state, a, b);
}

/**
 * Does the pairing bar a day power of `actor` on `target`? C.R 1: only the vote bar is
 * order-free; for powers, both partners before Felton → votes only, both after → full effect,
 * mixed → only the later mover is barred from acting on the earlier one. Without slot data the
 * full effect is assumed.
 */
export function pairingBarsPower(ctx: TmContext, actor: string, target: string): { step: StepId | null } | null {
  const hit = dayPair(ctx, actor, target);
  if (!hit) return null;
  const night = ctx.state.lastNight;
  const feltonSlot = hit.step ? hit.slot : undefined;
  if (!night || feltonSlot === undefined) return { step: hit.step };
  const slotOf = (name: string): number => night.order.indexOf(name) + 1;
  const actorAfter = slotOf(actor) > feltonSlot;
  const targetAfter = slotOf(target) > feltonSlot;
  if (!actorAfter && !targetAfter) return null;
  if (actorAfter && targetAfter) return { step: hit.step };
  // mixed: the earlier mover may act on the later one, not the other way round
  return actorAfter ? { step: hit.step } : null;
}
