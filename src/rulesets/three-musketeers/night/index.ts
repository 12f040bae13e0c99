import type { NightInput } from '../../../engine/scenario.ts';
import { memoryPhaseBegins } from '../../../engine/memory-watch.ts';
import { t } from '../../../engine/text.ts';
import type { TmContext, TmStep } from '../context.ts';
import { buildActions } from './actions.ts';
import { breakCircularCauses, type ResolvedRecord } from './circular.ts';
import { startNight } from './carry.ts';
import { executeRecord } from './execute.ts';
import { morning } from './morning.ts';
import { citeM2 } from './notify.ts';
import { finalOrder } from './order.ts';
import { cause, createRun } from './run.ts';
import { ABILITIES, type AbilitySpec } from './abilities.ts';
import { emitRecordStep } from './steps.ts';

let after: readonly AbilitySpec[] | undefined;

/** The abilities that settle their own records after the last slot (built on first use: the registry imports rule code). */
function settlingAbilities(): readonly AbilitySpec[] {
  after ??= Object.values(ABILITIES).filter((a) => a.afterSlots);
  return after;
}

/** The automatic steps of a record that produced none (shared, never written to). */
const NO_EXTRA: readonly TmStep[] = [];

/**
 * Resolves a night of «Три мушкетера» slot by slot in the final order and writes the morning
 * summary. Invalid moves become diagnostics; nothing here throws on user input.
 */
export function resolveNight(ctx: TmContext, night: NightInput): void {
  ctx.trace.enter('night', night.number);
  const run = createRun(ctx, night, finalOrder(ctx, night));
  buildActions(run, night);
  startNight(run);
  ctx.trace.settle(); // what carries into the night is part of its start
  // The night-start hooks have returned and keep no memory: the slots begin a new phase for the watch.
  memoryPhaseBegins(ctx.state.memory);
  // Steps are written after the last slot: a later event (a charmed target's death, a late block
  // of a no-ability player) can still change how an earlier record ended (clarification 9, M4).
  const resolved: ResolvedRecord[] = [];
  for (let i = 0; i < run.queue.length; i++) {
    const rec = run.queue[i]!;
    run.slot = rec.slot;
    run.pos = i;
    if (run.bomb) {
      rec.executed = true;
      if (rec.status !== 'refused') rec.status = rec.blocks.length > 0 ? 'blocked' : 'cancelled';
      rec.causes.push(cause(run.bomb.step, 'A-100', t('Ночь закончилась взрывом бомбы', 'The night ended with the bomb')));
    } else executeRecord(run, rec);
    ctx.trace.settle(rec.stepId); // the record's step is written later; its state change is its own
    // The slot's rule code has returned and keeps no memory: the next slot is a new phase for the
    // watch, so each settle asks only of memories reached since the last slot, not all night's.
    memoryPhaseBegins(ctx.state.memory);
    resolved.push({ rec, extra: run.extra.length > 0 ? run.extra.splice(0) : NO_EXTRA });
  }
  for (const a of settlingAbilities()) a.afterSlots!(run);
  // as after a slot: writing the steps reaches no memory, so the first step's settle is the last to ask
  memoryPhaseBegins(ctx.state.memory);
  breakCircularCauses(resolved);
  for (const r of resolved) {
    citeM2(run, r.rec);
    emitRecordStep(run, r.rec, r.extra);
  }
  morning(run);
}
