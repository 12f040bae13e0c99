import { cause as citing } from '../../../engine/cause.ts';
import { agree } from '../../../engine/grammar/people.ts';
import { who } from '../context.ts';
import { t } from '../../../engine/text.ts';
import { ABILITIES, type AbilitySpec } from './abilities.ts';
import { idle, settleBlockChanges } from './blocks.ts';
import { fnRef } from './refs.ts';
import { cause, life } from './run.ts';
import { atSlotOf } from '../roles/index.ts';
import type { FnResult } from './support.ts';
import { aim, earlyHolds, pairedWith } from './targets.ts';
import type { Fn, NightAction, NightRun } from './types.ts';

let atSlot: readonly AbilitySpec[] | undefined;

/** The abilities with a say about any record as its slot comes (built on first use: the registry imports rule code). */
function slotAbilities(): readonly AbilitySpec[] {
  atSlot ??= Object.values(ABILITIES).filter((a) => a.atSlot);
  return atSlot;
}

const DIED_MID_MOVE = t('Погиб на своём ходу: остальное он уже не делает (C-29)', 'Killed at his own slot: he does nothing more (C-29)');

/** Resolves one record at its slot: death, blocks, then each function through the mirror and Felton. */
export function executeRecord(run: NightRun, rec: NightAction): void {
  rec.executed = true;
  // A refused own move is no move; a function Milady gave him (C-31 randomTarget) is still his to do.
  if (rec.status === 'refused' && !(rec.forced && rec.fns.length > 0)) return;
  if (atSlotOf(rec.player.role)?.(run, rec)) return; // the role's own rule settled it (the Father's unfit move)
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
  // What an ability's effect changes about this record as its slot comes (a charm partner's death, C-52).
  for (const a of slotAbilities()) a.atSlot!(run, rec);
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
  const several = rec.fns.length > 1;
  for (const fn of rec.fns) {
    const [death, report] = [rec.deathFailure, rec.reportCode];
    if (several) [rec.deathFailure, rec.reportCode] = [false, null];
    const r = performFn(run, rec, fn);
    // Each function of a two-function move earns its own message (as the lone maf's two records do).
    if (several) {
      const [ability, idle, targets] = [fn.ability, rec.targetIdle, [...rec.aimed]];
      rec.outcomes.push({ ability, result: r, idle, death: rec.deathFailure, report: rec.reportCode, targets });
      rec.deathFailure ||= death;
      rec.reportCode ??= report;
    }
    // What went ahead, for the step (issue 8.5): a function stopped at every target, or ignored
    // under Felton's pairing, did not; a spread attack stopped at one target went at the others.
    if (r !== 'blocked' && rec.aimed.length > 0) rec.done.push(fnRef(rec.actor, fn, rec.aimed));
    if (r === 'performed') performed = true;
    else if (r === 'blocked') blocked = true;
    else if (r === 'powerless') powerless = true;
    // Killed by his own first function (Porthos's trap): the rest is a dead man's move, as the lone
    // maf's own second record would be (A-69, C-29).
    if (several && !rec.player.alive && fn !== rec.fns[rec.fns.length - 1] && run.opt('deadActorActs') === 'false') {
      const died = `${rec.actor} ${agree(who(run.ctx, rec.actor), 'погиб', 'погибла')} на своём ходу: остальное уже не выполняется (C-29)`;
      rec.causes.push(
        cause(null, 'A-69', t(died, `${rec.actor} was killed at the slot: the rest is not performed (C-29)`), run, 'deadActorActs'),
      );
      // The functions he was given and never performed: his death cancelled them (a change each, issue 8.5).
      for (const rest of rec.fns.slice(rec.fns.indexOf(fn) + 1))
        rec.changes.push({ target: rec.stepId, kind: 'cancelled', before: fnRef(rec.actor, rest), after: null });
      break;
    }
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
  rec.aimed = targets; // aim's own copy, shared with the ref: rec.aimed is only ever replaced, never written to
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
