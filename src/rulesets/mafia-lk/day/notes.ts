import { agree } from '../../../engine/grammar/people.ts';
import type { DayNoteEvent } from '../../../engine/scenario.ts';
import { t } from '../../../engine/text.ts';
import type { StepId } from '../../../engine/timeline.ts';
import { because, isOn, opt, type LkContext, who } from '../context.ts';
import { publicName } from '../reveal.ts';
import { warning } from '../messages.ts';
import { playerByName, type LkPlayer } from '../state.ts';
import { consequenceOf, countWarning } from '../warnings.ts';
import { removeByDay } from './remove.ts';
import type { DayRun } from './run.ts';

/** A day-kind warning (D-74, D.R 4): 2nd voids today's vote, 3rd removes the player at once; he is told (L152). */
export function dayWarning(ctx: LkContext, run: DayRun, p: LkPlayer, id: StepId, source: DayNoteEvent['span'] | null, why: string): void {
  ctx.trace.settle(); // the changes so far are the earlier steps'
  const v = countWarning(ctx, p, 'day');
  ctx.trace.settle(id); // the count is this warning's, written below (a step's effects otherwise follow its record)
  const effect =
    v.effect === 'remove'
      ? t('покидает игру', 'leaves the game')
      : v.effect === 'voidToday'
        ? t('лишается голоса сегодня', "loses today's vote")
        : t('без последствий', 'no consequence');
  ctx.trace.step({
    id,
    phase: 'day',
    number: run.day,
    actor: p.name,
    role: p.role,
    outcome: 'info',
    affects: [p.name],
    changes: [],
    ...(source ? { source } : { automatic: true }),
    summary: t(
      `Предупреждение №${v.level} ${who(ctx, p.name).forms.dat}${why}: ${effect.ru}`,
      `Warning no. ${v.level} to ${p.name}${why}: ${effect.en}`,
    ),
    causes: [
      because(ctx, null, v.ladder === 'night' ? 'D-57' : 'D-74', 'Лестница предупреждений', 'The warning ladder', 'lkWarningLadder'),
    ],
  });
  run.send(p.name, warning(v.level, consequenceOf(v), id));
  if (v.effect === 'voidToday') run.voidToday.set(p.name, id);
  if (v.effect === 'remove') {
    removeByDay(ctx, run, p, 'warnings', id);
    const who = publicName(ctx, p, 'warnings');
    run.publicParts.push(t(`${who.ru} покидает игру за предупреждения.`, `${who.en} leaves the game for warnings.`));
  }
}

/** Does this inactive day bring the player to removal (D-83, D-A29)? */
function reachesLimit(ctx: LkContext, p: LkPlayer, day: number): boolean {
  if (opt(ctx, 'lkInactivity') === 'twoConsecutive') return p.inactiveDays.includes(day - 1);
  return p.inactiveDays.length >= 2;
}

/** `warn X` / `inactive X` by day (D-74, D-83; D.R 8). */
export function applyDayNote(ctx: LkContext, run: DayRun, note: DayNoteEvent, id: StepId): void {
  const p = playerByName(ctx.state, note.player);
  if (!p?.alive) {
    ctx.trace.diagnose('LK-NOTE', 'warning', t(`${note.player} не в игре`, `${note.player} is not in the game`), note.span);
    return;
  }
  if (note.note === 'warn') {
    dayWarning(ctx, run, p, id, note.span, '');
    return;
  }
  if (note.note !== 'inactive') {
    ctx.trace.diagnose('LK-NOTE', 'warning', t(`Неизвестная пометка «${note.note}»`, `Unknown note "${note.note}"`), note.span);
    return;
  }
  if (run.day === 1) {
    ctx.trace.diagnose(
      'LK-INACTIVE-DAY1',
      'info',
      t('Первый день не считается неактивным (D-83)', 'Day 1 does not count as inactive (D-83)'),
      note.span,
    );
    return;
  }
  if (run.muted.has(p.name) && !isOn(ctx, 'lkMutedDayCountsInactive')) {
    ctx.trace.diagnose(
      'LK-INACTIVE-MUTED',
      'info',
      t(
        `${p.name} сегодня не имеет права обсуждать: день не считается неактивным`,
        `${p.name} is muted today: the day does not count as inactive`,
      ),
      note.span,
    );
    return;
  }
  // a new list, not a push: the roster's write barrier notes assignments only (roster.ts)
  if (!p.inactiveDays.includes(run.day)) p.inactiveDays = [...p.inactiveDays, run.day];
  const out = reachesLimit(ctx, p, run.day);
  ctx.trace.step({
    id,
    phase: 'day',
    number: run.day,
    actor: p.name,
    role: p.role,
    outcome: 'info',
    source: note.span,
    affects: [p.name],
    changes: [],
    summary: out
      ? t(`${p.name} ${inactive(ctx, p.name)} второй раз: выбывает`, `${p.name} is inactive for the second time: removed`)
      : t(`${p.name} ${inactive(ctx, p.name)}`, `${p.name} is inactive`),
    causes: [because(ctx, null, 'D-83', 'Неактивные дни', 'Inactive days', 'lkInactivity')],
  });
  if (!out) return;
  if (opt(ctx, 'lkInactivityDeathTiming') === 'withNightResults')
    ctx.state.pendingRemovals.push({ player: p.name, kind: 'inactivity', step: id, clause: 'D-83' });
  else run.closeRemovals.push({ player: p.name, step: id, clause: 'D-83' });
}

/** «неактивен» / «неактивна». */
function inactive(ctx: LkContext, name: string): string {
  return agree(who(ctx, name), 'неактивен', 'неактивна');
}
