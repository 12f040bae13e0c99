import type { DayPowerEvent } from '../../../engine/scenario.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { StepId } from '../../../engine/timeline.ts';
import type { LkClauseId } from '../clauses.ts';
import { because, opt, type LkContext } from '../context.ts';
import { LK_SEAT_ROLE } from '../roles/index.ts';
import type { LkRole } from '../roles/role.ts';
import { ownExtensionUsed, seatExtension, spendOwnExtension } from '../extension-memory.ts';
import { playerByName, type LkPlayer } from '../state.ts';
import type { DayRun } from './run.ts';

/** Whose right a request uses: the Don's seat (whoever holds it, D-12) or the player's own role's. */
function rightOf(ctx: LkContext, p: LkPlayer | undefined): LkRole | null {
  if (!p) return null;
  if (ctx.state.donSeat === p.name) return LK_SEAT_ROLE;
  return p.def.extension && !p.def.extension.bySeat ? p.def : null;
}

/** Why a request is refused, or null if it is accepted. */
function refusal(ctx: LkContext, run: DayRun, ev: DayPowerEvent): Text | null {
  const s = ctx.state;
  const p = playerByName(s, ev.actor);
  if (!p?.alive) return t(`${ev.actor} не в игре`, `${ev.actor} is not in the game`);
  const seat = s.donSeat === p.name;
  if (!rightOf(ctx, p)) {
    return t(
      'продлить день могут только Дон (или заменяющий), шериф и маньяк',
      'only the Don (or his replacement), the Sheriff and the Maniac may extend the day',
    );
  }
  const used = seat && opt(ctx, 'lkDonExtension') === 'perSeat' ? seatExtension(s).seatUsed : ownExtensionUsed(s, p);
  if (used) return t('право продления уже использовано (раз за партию)', 'the extension right is already spent (once per game)');
  if (run.roleExtension) return t('этот день уже продлён по просьбе роли', "this day was already extended at a role's request");
  if (run.blitzStarted && opt(ctx, 'lkExtensionBlockedBy') === 'anyExtension')
    return t('день уже продлён блиц-голосованием', 'the day is already extended by the blitz');
  return null;
}

/** `X: extend` (D-16, D-26, D-43, D-79): once per game per role, only if the day is not yet extended (D-A31). */
export function requestExtension(ctx: LkContext, run: DayRun, ev: DayPowerEvent, id: StepId): void {
  const s = ctx.state;
  const p = playerByName(s, ev.actor);
  const right = rightOf(ctx, p);
  const seat = right === LK_SEAT_ROLE;
  const role = right?.id ?? p?.role ?? '';
  const clause = (right ?? p?.def)?.extension?.clause ?? 'D-79';
  const why = refusal(ctx, run, ev);
  if (why) {
    ctx.trace.diagnose('LK-EXTEND-REFUSED', 'warning', t(`Продление не принято: ${why.ru}`, `Extension refused: ${why.en}`), ev.span);
    ctx.trace.step({
      id,
      phase: 'day',
      number: run.day,
      actor: ev.actor,
      role,
      outcome: 'refused',
      source: ev.span,
      affects: [],
      changes: [],
      summary: t(`${ev.actor} просит продлить день — отказ: ${why.ru}`, `${ev.actor} asks to extend the day — refused: ${why.en}`),
      causes: [because(ctx, run.blitzStarted, clause, why.ru, why.en, run.blitzStarted ? 'lkExtensionBlockedBy' : undefined)],
    });
    return;
  }
  if (!p) return;
  ctx.trace.settle(); // the changes so far are the earlier steps'
  if (seat) seatExtension(s).seatUsed = true;
  spendOwnExtension(s, p);
  ctx.trace.settle(id); // the spent right is this request's step, written below
  run.roleExtension = id;
  run.publicParts.push(t('День продлён на 24 часа.', 'The day is extended by 24 hours.'));
  ctx.trace.step({
    id,
    phase: 'day',
    number: run.day,
    actor: p.name,
    role,
    outcome: 'performed',
    source: ev.span,
    affects: [],
    changes: [],
    submitted: { actor: p.name, ability: 'extend', role, targets: [] },
    performed: { actor: p.name, ability: 'extend', role, targets: [] },
    summary: t(`${p.name} просит продлить день: день продлён на 24 часа`, `${p.name} asks to extend the day: extended by 24 hours`),
    causes: [
      because(
        ctx,
        null,
        clause,
        'Раз за партию можно попросить продлить день на 24 часа',
        'Once per game one may ask to extend the day by 24 hours',
        seat ? 'lkDonExtension' : undefined,
      ),
    ],
  });
}
