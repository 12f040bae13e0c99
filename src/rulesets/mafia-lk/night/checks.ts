import type { LkRoleId } from '../roles/index.ts';
import { agree } from '../../../engine/grammar/people.ts';
import { shuffle } from '../../../engine/random.ts';
import type { Move } from '../../../engine/scenario.ts';
import { t } from '../../../engine/text.ts';
import type { StepId } from '../../../engine/timeline.ts';
import { because, type LkContext, who } from '../context.ts';
import { playerByName, seatOf } from '../state.ts';
import type { Refusal } from './attempts.ts';
import { lifeOf } from './attempts.ts';
import { actionRef, type NightBook, type NightSlot } from './book.ts';
import { coverRuling } from './cover-table.ts';
import type { LkClauseId } from '../clauses.ts';

/** A target must be a player still in the game. */
export function deadTarget(ctx: LkContext, target: string): Refusal | null {
  const p = playerByName(ctx.state, target);
  if (!p) return { code: 'LK-TARGET-UNKNOWN', clause: 'D-58', reason: t(`нет игрока «${target}»`, `no player "${target}"`) };
  if (!p.alive)
    return {
      code: 'LK-TARGET-DEAD',
      clause: 'D-58',
      reason: t(`${target} уже ${agree(who(ctx, target), 'выбыл', 'выбыла')}`, `${target} is already out`),
    };
  return null;
}

/** A self-target where the rulebook forbids «самосуд» (D-25, D-41). */
export function selfTarget(actor: string, target: string, clause: LkClauseId): Refusal | null {
  return actor === target
    ? { code: 'LK-SELF-TARGET', clause, reason: t('стрелять в себя нельзя (самосуд)', 'one may not shoot oneself') }
    : null;
}

/** A seeded lot among candidates (sorted by declaration order first, so the draw is reproducible). */
export function drawOne(ctx: LkContext, candidates: readonly string[]): string | null {
  // seats looked up, not searched: a blitz among everyone draws from the whole table
  const s = ctx.state;
  const sorted = [...candidates].sort((a, b) => seatOf(s, a) - seatOf(s, b));
  const [mixed, rng] = shuffle(sorted, ctx.state.rng);
  ctx.state.rng = rng;
  return mixed[0] ?? null;
}

/**
 * The guest's own night move against the cover table (D-47; under lkPriestessBlocks it does nothing,
 * D-A6). Records the blocked step and returns true when the actor is tonight's guest and is blocked.
 */
export function blockedAsGuest(
  ctx: LkContext,
  book: NightBook,
  slot: NightSlot,
  actor: string,
  role: LkRoleId,
  ability: string,
  target: string,
  move: Move | null,
): boolean {
  const v = book.visit;
  const ruling = coverRuling(ctx, v, 'move', actor);
  if (!v || ruling?.outcome !== 'blocked') return false;
  const id: StepId = book.id(slot);
  const submitted = actionRef(actor, ability, role, [target]);
  ctx.trace.step({
    id,
    phase: 'night',
    number: book.night,
    slot: book.slotNumber(slot),
    actor,
    role,
    submitted,
    outcome: 'blocked',
    summary: t(`${actor} — гость жрицы: действие не состоялось`, `${actor} is the Priestess's guest: the action does not happen`),
    causes: [because(ctx, v.step, ruling.clause, ruling.says(actor, v.guest).ru, ruling.says(actor, v.guest).en, ruling.option)],
    changes: [{ target: id, kind: 'blocked', before: submitted, after: null }],
    affects: [actor],
    ...(move ? { source: move.span } : {}),
  });
  lifeOf(ctx, book, id, actor, 'action.block');
  book.order.push(actor);
  return true;
}
