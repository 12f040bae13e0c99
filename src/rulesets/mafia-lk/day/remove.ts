import type { StepId } from '../../../engine/timeline.ts';
import type { LkContext } from '../context.ts';
import { newDonMessage } from '../messages.ts';
import { removePlayer } from '../removal.ts';
import type { LkPlayer, RemovalKind } from '../state.ts';
import type { DayRun } from './run.ts';

/**
 * Takes a player out by day (lynch, third warning, inactivity at the close) and, when the seat
 * passes, tells the new Don at once: L12 «Если Дона убили, то Доном становится следующий по
 * старшинству мафиози» holds whatever took the Don out (lkDonSuccession), not only a night kill.
 */
export function removeByDay(ctx: LkContext, run: DayRun, p: LkPlayer, kind: RemovalKind, step: StepId): void {
  const s = removePlayer(ctx, p, kind, step, run.prefix);
  if (s) run.send(s.newDon, newDonMessage(s.newDon, s.step));
}
