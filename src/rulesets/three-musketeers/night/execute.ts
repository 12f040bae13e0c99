import { cause as citing } from '../../../engine/cause.ts';
import { agree } from '../../../engine/grammar/people.ts';
import { who } from '../context.ts';
import { t } from '../../../engine/text.ts';
import { ABILITIES } from './abilities.ts';
import { idle, settleBlockChanges } from './blocks.ts';
import { fnRef } from './refs.ts';
import { cause, life } from './run.ts';
import { roleOf } from '../roles/index.ts';
import type { FnResult } from './support.ts';
import { aim, earlyHolds, pairedWith } from './targets.ts';
import type { Fn, NightAction, NightRun } from './types.ts';

/** C-52 partnerReverts: the survivor of a charm whose partner died before acting does his own move. */
function revertIfPartnerDied(run: NightRun, rec: NightAction): void {
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

/** Resolves one record at its slot: death, blocks, then each function through the mirror and Felton. */
export function executeRecord(run: NightRun, rec: NightAction): void {
  rec.executed = true;
  // A refused own move is no move; a function Milady gave him (C-31 randomTarget) is still his to do.
  if (rec.status === 'refused' && !(rec.forced && rec.fns.length > 0)) return;
  if (roleOf(rec.player.role)?.atSlot?.(run, rec)) return; // the role's own rule settled it (the Father's unfit move)
  if (!rec.player.alive && (run.opt('deadActorActs') === 'false' || rec.fns.length === 0)) {
    rec.status = 'dead';
    rec.note = t(
      `${rec.actor} ${agree(who(run.ctx, rec.actor), 'убит', 'убита')} до своего хода`,
      `${rec.actor} was killed before ${agree(who(run.ctx, rec.actor), 'his', 'her')} slot`,
    );
    rec.causes.push(
      cause(
        null,
        'A-69',
        t('Убитый до своего хода не ходит (C-29)', 'A player killed before his slot does not act (C-29)'),
        run,
        'deadActorActs',
      ),
    );
    return;
  }
  revertIfPartnerDied(run, rec);
  const blocks = rec.blocks.filter((b) => (!b.ownOnly || (!rec.forced && rec.kind === 'role')) && (!b.placed || earlyHolds(b.placed)));
  if (blocks.length > 0 && (rec.fns.length > 0 || rec.status === 'pending')) {
    for (const b of blocks) rec.causes.push(citing(b.step, b.clause, b.note, b.option));
    if (!(rec.forced && rec.fns.length > 0 && run.opt('blockStopsForced') === 'false')) {
      settleBlockChanges(run, rec, rec.blocks, blocks);
      rec.status = 'blocked';
      if (rec.forced)
        rec.causes.push(
          cause(
            null,
            'A-95',
            t('Блок останавливает действие по воле Миледи (M9)', 'A block stops a Milady-forced action (M9)'),
            run,
            'blockStopsForced',
          ),
        );
      return;
    }
    rec.causes.push(
      cause(null, 'A-95', t('Воля Миледи сильнее блока (C-44)', "Milady's will overrides the block (C-44)"), run, 'blockStopsForced'),
    );
  }
  settleBlockChanges(run, rec, rec.blocks, []);
  if (rec.fns.length === 0) {
    if (rec.status === 'pending') rec.status = 'none';
    return;
  }
  let performed = false;
  let blocked = false;
  let powerless = false;
  for (const fn of rec.fns) {
    const r = performFn(run, rec, fn);
    // What went ahead, for the step (issue 8.5): a function stopped at every target, or ignored
    // under Felton's pairing, did not; a spread attack stopped at one target went at the others.
    if (r !== 'blocked' && rec.aimed.length > 0) rec.done.push(fnRef(rec.actor, fn, rec.aimed));
    if (r === 'performed') performed = true;
    else if (r === 'blocked') blocked = true;
    else if (r === 'powerless') powerless = true;
  }
  rec.status = performed ? 'performed' : powerless ? 'powerless' : blocked ? 'blocked' : 'failed';
}

/** One function: mirror, Felton's mutual ignore, then the ability's handler (per target when spread, C-46). */
function performFn(run: NightRun, rec: NightAction, fn: Fn): FnResult {
  const { targets, causes } = aim(run, rec, fn);
  if (causes.length > 0) {
    rec.causes.push(...causes);
    // Only a real redirect is a change (a mirror pointing back to the same target changes nothing).
    if (targets.join('\n') !== fn.targets.join('\n'))
      rec.changes.push({ target: rec.stepId, kind: 'redirected', before: fnRef(rec.actor, fn), after: fnRef(rec.actor, fn, targets) });
    life(run, rec, 'action.redirect', causes[0]!.step ?? rec.stepId);
  }
  rec.performed = fnRef(rec.actor, fn, targets);
  rec.aimed = [...targets];
  const charmExempt = ABILITIES[fn.ability].charm === true && run.opt('miledyCharmIsAction') === 'false';
  const paired = charmExempt ? null : pairedWith(run, rec, fn, targets);
  if (paired) {
    rec.causes.push(
      cause(
        paired.step,
        'A-141',
        t(
          `${rec.actor} сведен Фельтоном со своей целью: действие игнорируется`,
          `${rec.actor} is paired with his target by Felton: the action is ignored`,
        ),
        run,
        'feltonIgnoresInduced',
      ),
    );
    rec.note = t('Сведенные ничего не могут делать друг с другом', 'Paired players can do nothing to each other');
    return 'blocked';
  }
  rec.targetIdle = targets.every((n) => idle(run, n));
  const handler = ABILITIES[fn.ability].perform;
  if (ABILITIES[fn.ability].targets === 1 && targets.length > 1) {
    let best: FnResult = 'failed';
    for (const tg of targets) {
      const r = handler(run, rec, fn, [tg]);
      if (r === 'performed') best = r;
    }
    return best;
  }
  return handler(run, rec, fn, targets);
}
