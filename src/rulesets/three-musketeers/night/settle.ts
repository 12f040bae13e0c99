import { t } from '../../../engine/text.ts';
import { cause } from './run.ts';
import type { NightRun } from './types.ts';

/**
 * Clarification 9 (A-68, C-52): a charm is only partly performed when one of Milady's targets was
 * killed before his own slot, so her record ends as a failure (M3 under C-103), and her step says so
 * with a cause pointing at the death. Runs after the last slot, before the steps are written.
 */
export function settleCharms(run: NightRun): void {
  for (const { milady, charmed } of run.charms) {
    if (milady.status !== 'performed') continue;
    const lost = charmed.find((o) => o.status === 'dead' && !o.player.alive);
    if (!lost) continue;
    const death = run.deaths.find((d) => d.player === lost.actor);
    milady.status = 'failed';
    milady.deathFailure = true;
    milady.note = t(
      `цель ${lost.actor} погибла до своего хода: чары выполнены не полностью`,
      `target ${lost.actor} was killed before acting: the charm was only partly performed`,
    );
    milady.causes.push(
      cause(
        death?.step ?? lost.stepId,
        'A-68',
        t(
          'Ход выполнен не полностью из-за смерти цели: неудачный ход (пояснение 9)',
          'Only partly performed because a target died: a failed move (clarification 9)',
        ),
        run,
        'failureMessage',
      ),
    );
  }
}
