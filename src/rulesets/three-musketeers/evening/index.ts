import type { EveningInput } from '../../../engine/scenario.ts';
import type { TmContext } from '../context.ts';

/** Resolves an evening: official order, public list, Planchet's lock, mafia swaps. (Stub.) */
export function resolveEvening(ctx: TmContext, evening: EveningInput): void {
  ctx.trace.enter('evening', evening.number);
}
