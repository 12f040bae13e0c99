import type { DayInput } from '../../../engine/scenario.ts';
import type { TmContext } from '../context.ts';

/** Resolves a day: votes, day powers, tally, jailing. (Stub: to be completed by the day work.) */
export function resolveDay(ctx: TmContext, day: DayInput): void {
  ctx.trace.enter('day', day.number);
}
