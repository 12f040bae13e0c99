// Milady's charm when a charmed player dies before his slot (clarification 9, A-68, C-52): her
// record ends as a failure, and under C-52 partnerReverts the survivor does his own move after all.
import { t } from '../../../engine/text.ts';
import { cause } from '../night/run.ts';
import type { NightAction, NightRun } from '../night/types.ts';

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

/** C-52 partnerReverts: the survivor of a charm whose partner died before acting does his own move. */
export function revertIfPartnerDied(run: NightRun, rec: NightAction): void {
  if (!rec.forced || run.opt('miledyPartnerDies') !== 'partnerReverts') return;
  const entry = run.charms.find((c) => c.charmed.includes(rec));
  if (!entry) return;
  const partnerDied = entry.charmed.some((o) => o.actor !== rec.actor && !o.player.alive && (!o.executed || o.status === 'dead'));
  if (!partnerDied) return;
  rec.fns = rec.own.slice();
  rec.forced = false;
  // He does his own move after all: the charm's step records no change to it (issue 8.5).
  const changes = entry.milady.changes;
  for (let i = changes.length - 1; i >= 0; i--) if (changes[i]!.target === rec.stepId) changes.splice(i, 1);
  if (rec.status === 'failed') rec.status = 'pending';
  rec.causes.push(
    cause(
      entry.milady.stepId,
      'A-68',
      t('Партнер по чарам погиб до хода: выполняется свой ход (C-52)', 'The charm partner died before acting: own move instead (C-52)'),
      run,
      'miledyPartnerDies',
    ),
  );
}
