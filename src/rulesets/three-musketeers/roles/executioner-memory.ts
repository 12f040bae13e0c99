import { memoryOf, memorySlot, memoryView } from '../../../engine/role-memory.ts';
import { t } from '../../../engine/text.ts';
import { carryBlock } from '../night/carry.ts';
import type { NightRun } from '../night/types.ts';
import type { Marked, TmPlayer, TmState } from '../state.ts';

/**
 * The executioner's memory: the night of each player's last landed blow (C-76, C-79), and the ones hit
 * last night where the next night still reads the blow (C-79 literal24h: still out; C-77 consecutiveNights).
 */
export const executionerMemory = memorySlot(
  'executioner',
  () => ({
    lastHit: {} as Record<string, number>,
    stillOut: [] as Marked<string>[],
  }),
  // The roster shows who is still out (hitLastNight), not the blow history.
  (m, put) => {
    for (const o of m.stillOut) put(o.value);
  },
);

/** The executioner's memory in a state. */
export function executionerMemo(state: TmState): ReturnType<typeof executionerMemory.fresh> {
  return memoryOf(state.memory, executionerMemory);
}

/** The start of a night, before a player comes round: under C-79 literal24h last night's blow still takes tonight. */
export function stillUnconscious(run: NightRun, p: TmPlayer): void {
  if (!p.alive || run.opt('knockoutDuration') !== 'literal24h' || executionerMemo(run.ctx.state).lastHit[p.name] !== run.night - 1) return;
  const recs = carryBlock(
    run,
    p.name,
    null,
    'A-126',
    `${p.name} еще без сознания (сутки)`,
    `${p.name} is still unconscious (24 h)`,
    false,
    'knockoutDuration',
  );
  for (const r of recs)
    if (r.move)
      run.ctx.trace.diagnose(
        'MOVE_BY_KNOCKED',
        'warning',
        t(`${p.name} без сознания и не может ходить`, `${p.name} is unconscious and cannot move`),
        r.move.span,
      );
}

/** The start of a night: last night's blows have been read (the `hitLastNight` fact holds no more). */
export function forgetStillOut(run: NightRun): void {
  executionerMemo(run.ctx.state).stillOut = [];
}

/** The `hitLastNight` fact on a player who has come round but whom last night's blow still takes tonight. */
export function stillOutBit(state: TmState, p: TmPlayer, bit: number): number {
  if (p.knocked || !p.alive) return 0;
  for (const m of memoryView(state.memory, executionerMemory).stillOut) if (m.value === p.name) return bit;
  return 0;
}
