import { shuffle } from '../../../engine/random.ts';
import type { TmContext } from '../context.ts';
import { inviteesOrder } from './previous-order.ts';

/** The host's lot: a seeded shuffle of `names`, advancing the game's random state. */
export function drawLots(ctx: TmContext, names: readonly string[]): string[] {
  const [drawn, next] = shuffle(inviteesOrder(ctx, names), ctx.state.rng);
  ctx.state.rng = next;
  return drawn;
}
