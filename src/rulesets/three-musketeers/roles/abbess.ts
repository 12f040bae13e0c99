import { t } from '../../../engine/text.ts';
import { abbessMayRestore, performRestore } from '../night/abbess.ts';
import { defineRole, one, type TmRole } from './role.ts';
import { abbessAbout } from './abbess.about.ts';
import { first, past } from './words.ts';

/** the Abbess: traits, hooks and night action (the names and case forms are in abbess.about.ts). */
export const abbess: TmRole<'abbess', 'restore'> = defineRole({
  ...abbessAbout,
  carried: (state, bit) => (state.abbessUsed ? bit.restoreUsed : 0),
  startFacts: { restoreUsed: (use) => void (use.state.abbessUsed = true) },
  morning: (run) => {
    // C-90: a blocked prayer is spent too under abbessBlockedSpends.
    const blocked = run.queue.some((rec) => rec.player.role === 'abbess' && rec.status === 'blocked');
    if (blocked && run.opt('abbessBlockedSpends') === 'true') run.ctx.state.abbessUsed = true;
  },
  notInherited: true,
  unmultiplied: true,
  night: {
    ...abbessAbout.night,
    targets: 1,
    attack: null,
    harmful: false,
    blocker: false,
    watcher: null,
    clause: 'A-147',
    summary: t('молитва', 'prayer'),
    deed: (g, n) =>
      t(
        `${past(g, 'вознес', 'вознесла')} молитву и ${past(g, 'вернул', 'вернула')} к жизни ${first(n).ru('acc')}`,
        `prayed and brought ${first(n).en} back to life`,
      ),
    perform: one((run, rec, _fn, name) => performRestore(run, rec, name)),
    targetsOut: true,
    passesTavern: true,
    checkTargets: (run, p, targets) => abbessMayRestore(run, p, targets[0]!),
  },
});
