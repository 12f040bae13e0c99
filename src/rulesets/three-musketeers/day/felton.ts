import type { StepId } from '../../../engine/timeline.ts';
import type { TmContext } from '../context.ts';

/** The Felton pair binding a and b today, with the night step that made it. */
export function feltonPair(
  ctx: TmContext,
  a: string,
  b: string,
): { step: StepId | null; pair: readonly [string, string]; slot?: number } | null {
  const hit = ctx.state.feltonPairs.find((m) => (m.value[0] === a && m.value[1] === b) || (m.value[0] === b && m.value[1] === a));
  return hit ? { step: hit.step, pair: hit.value, ...(hit.slot !== undefined ? { slot: hit.slot } : {}) } : null;
}

/**
 * Does the pairing bar a day power of `actor` on `target`? C.R 1: only the vote bar is
 * order-free; for powers, both partners before Felton → votes only, both after → full effect,
 * mixed → only the later mover is barred from acting on the earlier one. Without slot data the
 * full effect is assumed.
 */
export function feltonBarsPower(ctx: TmContext, actor: string, target: string): { step: StepId | null } | null {
  const hit = feltonPair(ctx, actor, target);
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
