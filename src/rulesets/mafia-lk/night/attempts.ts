import type { LkRoleId } from '../roles/index.ts';
import type { Move } from '../../../engine/scenario.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { StepId } from '../../../engine/timeline.ts';
import { because, opt, type LkContext } from '../context.ts';
import { refused } from '../messages.ts';
import { actionRef, type NightBook, type NightSlot, type SlotMove } from './book.ts';
import type { LkClauseId } from '../clauses.ts';
import { subStep } from '../../../engine/step-id.ts';

/** Why a target is refused: a stable diagnostic code, the clause broken, and a reason for the actor. */
export interface Refusal {
  readonly code: string;
  readonly clause: LkClauseId;
  readonly reason: Text;
}

/** The single target of a move line (a second target is a diagnostic, not a crash). */
export function targetOf(ctx: LkContext, move: Move): string | null {
  if (move.targets.length > 1) {
    ctx.trace.diagnose(
      'LK-TARGETS',
      'warning',
      t('У ночного хода в ЛК одна цель; лишние отброшены', 'An LK night move has one target; the rest are dropped'),
      move.span,
    );
  }
  return move.targets[0] ?? null;
}

/**
 * Takes the slot's move lines in order and returns the first acceptable one. A refused line is
 * recorded as its own step (`n2.mafia.r1`) with a diagnostic and the host's refusal; under
 * lkInvalidTarget = reask the next line is the actor's new answer, under noAction the action is lost.
 */
export function firstAcceptable(
  ctx: LkContext,
  book: NightBook,
  slot: NightSlot,
  role: LkRoleId,
  ability: string,
  recipients: readonly string[],
  validate: (sm: SlotMove, target: string) => Refusal | null,
): { sm: SlotMove; target: string } | null {
  const lines = book.movesOf(slot);
  let chosen: { sm: SlotMove; target: string } | null = null;
  let refusedCount = 0;
  for (const sm of lines) {
    if (chosen || (refusedCount > 0 && opt(ctx, 'lkInvalidTarget') === 'noAction')) {
      ctx.trace.diagnose(
        'LK-MOVE-EXTRA',
        'warning',
        t('Лишняя строка хода: действие этой роли уже решено', "Extra move line: this role's action is already settled"),
        sm.move.span,
      );
      continue;
    }
    const target = targetOf(ctx, sm.move);
    if (target === null) continue;
    const refusal = validate(sm, target);
    if (!refusal) {
      chosen = { sm, target };
      continue;
    }
    refusedCount++;
    const id = subStep(book.id(slot), `r${refusedCount}`);
    ctx.trace.diagnose(refusal.code, 'error', refusal.reason, sm.move.span);
    const submitted = actionRef(sm.actor, ability, role, [target]);
    ctx.trace.step({
      id,
      phase: 'night',
      number: book.night,
      slot: book.slotNumber(slot),
      actor: sm.actor,
      role,
      submitted,
      outcome: 'refused',
      summary: t(`Цель не принята: ${refusal.reason.ru}`, `Target refused: ${refusal.reason.en}`),
      causes: [because(ctx, null, refusal.clause, refusal.reason.ru, refusal.reason.en, 'lkInvalidTarget')],
      changes: [],
      affects: [],
      source: sm.move.span,
    });
    ctx.trace.life(id, book.night, sm.actor, 'action.submit', id);
    ctx.trace.life(id, book.night, sm.actor, 'action.fail', id);
    book.unreported.push({ id, actor: sm.actor });
    for (const r of recipients) book.send(r, refused(refusal.reason, id));
  }
  return chosen;
}

/** Records submit and the terminal lifecycle event of a slot's action; the report comes at the morning. */
export function lifeOf(
  ctx: LkContext,
  book: NightBook,
  id: StepId,
  actor: string,
  end: 'action.perform' | 'action.fail' | 'action.block' | 'action.cancel',
): void {
  ctx.trace.life(id, book.night, actor, 'action.submit', id);
  ctx.trace.life(id, book.night, actor, end, id);
  book.unreported.push({ id, actor });
}
