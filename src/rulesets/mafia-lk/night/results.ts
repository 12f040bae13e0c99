import { agree } from '../../../engine/grammar/people.ts';
import type { DayNoteEvent } from '../../../engine/scenario.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { Death, StepId } from '../../../engine/timeline.ts';
import type { LkCause } from '../context.ts';
import { because, type LkContext, who } from '../context.ts';
import { fixedMessage, newDonMessage, warning } from '../messages.ts';
import { publicName } from '../reveal.ts';
import { recordSuccession, takeOut, type Succession } from '../removal.ts';
import { playerByName, type LkPlayer, type RemovalKind } from '../state.ts';
import { consequenceOf, countWarning } from '../warnings.ts';
import { LK_NIGHT_ORDER, LK_ROLE_MODULES } from '../roles/index.ts';
import type { LkRole } from '../roles/role.ts';
import type { NightBook, Side } from './book.ts';
import type { LkClauseId } from '../clauses.ts';
import { stepIn } from '../../../engine/step-id.ts';

/** A removal to announce this morning. */
interface Out {
  readonly p: LkPlayer;
  readonly kind: RemovalKind;
  readonly step: StepId | null;
  readonly cause: Text;
  readonly clause: LkClauseId;
}

/** Night-post warnings (D-57, D.R 4): the night ladder may kill at the results. */
function nightWarnings(ctx: LkContext, book: NightBook, notes: readonly DayNoteEvent[], outs: Out[]): void {
  notes.forEach((note, i) => {
    const p = playerByName(ctx.state, note.player);
    if (note.note !== 'warn' || !p || !p.alive) {
      ctx.trace.diagnose(
        'LK-NOTE',
        'warning',
        t(`Ночью учитываются только предупреждения живым игрокам`, `At night only warnings to living players count`),
        note.span,
      );
      return;
    }
    const v = countWarning(ctx, p, 'night');
    const id = stepIn(book.prefix, `warn${i + 1}`);
    const effect =
      v.effect === 'remove'
        ? t('игрок убит ведущим, роль раскрывается', 'the host kills the player, role revealed')
        : v.effect === 'loseNextDay'
          ? t('лишается голоса в следующий день', "loses the next day's vote")
          : t('без последствий', 'no consequence');
    ctx.trace.step({
      id,
      phase: 'night',
      number: book.night,
      actor: p.name,
      role: p.role,
      outcome: 'info',
      source: note.span,
      affects: [p.name],
      changes: [],
      summary: t(
        `Предупреждение №${v.level} ${who(ctx, p.name).forms.dat} (ночной пост): ${effect.ru}`,
        `Warning no. ${v.level} to ${p.name} (night post): ${effect.en}`,
      ),
      causes: [
        because(ctx, null, v.ladder === 'night' ? 'D-57' : 'D-74', 'Лестница предупреждений', 'The warning ladder', 'lkWarningLadder'),
      ],
    });
    book.send(p.name, warning(v.level, consequenceOf(v), id));
    if (v.effect === 'remove')
      outs.push({
        p,
        kind: 'warnings',
        step: id,
        cause: t('убит ведущим за предупреждения', 'killed by the host for warnings'),
        clause: v.ladder === 'night' ? 'D-57' : 'D-74',
      });
    if (v.effect === 'loseNextDay') ctx.state.loseVoteNextDay.push({ value: p.name, step: id });
  });
}

/**
 * Step 6 of the night (D-58): everyone on the stretchers not saved dies (D-59); night-ladder and
 * deferred inactivity removals join them; the morning post names the dead (roles: D-88).
 */
export function announceResults(ctx: LkContext, book: NightBook, notes: readonly DayNoteEvent[]): void {
  const { state, trace } = ctx;
  trace.enter('morning', book.night);
  const id = book.id('results');
  const saved = new Set(book.heal?.saves ?? []);
  const outs: Out[] = [];
  for (const [name, wounds] of book.wounds) {
    const p = playerByName(state, name);
    const w = wounds[0];
    if (!p || !w || saved.has(name) || !p.alive) continue;
    const { ru, en } = LK_NIGHT_ORDER.find((turn) => turn.slot === w.side)?.killedBy ?? t(w.side, w.side);
    const g = who(ctx, p.name);
    const cause = w.direct
      ? t(`${agree(g, 'убит', 'убита')}: ${ru}`, `killed by ${en}`)
      : t(`${agree(g, 'погиб', 'погибла')} вместе со жрицей (${ru})`, `died with the Priestess (${en})`);
    outs.push({ p, kind: 'night', step: w.step, cause, clause: w.direct ? 'D-59' : 'D-49' });
  }
  nightWarnings(ctx, book, notes, outs);
  for (const r of state.pendingRemovals.splice(0)) {
    const p = playerByName(state, r.player);
    if (p?.alive)
      outs.push({
        p,
        kind: r.kind,
        step: r.step,
        cause: t(
          `${agree(who(ctx, p.name), 'погиб', 'погибла')} при загадочных обстоятельствах (неактивность)`,
          'died in mysterious circumstances (inactivity)',
        ),
        clause: r.clause,
      });
  }
  const deaths: Death[] = [];
  const causes: LkCause[] = [because(ctx, null, 'D-58', 'Ведущий объявляет результаты ночи', "The host announces the night's results")];
  causes.push(...book.resultCauses);
  const done = outs.filter((o, i) => o.p.alive && outs.findIndex((x) => x.p === o.p) === i);
  // Everyone out tonight leaves at once (D-59): the seat passes to the senior mafioso who lives
  // through the night, so a successor who dies too is never told he is Don (D-12, L12).
  for (const o of done) o.p.alive = false;
  const successions: Succession[] = [];
  for (const o of done) {
    const succession = takeOut(ctx, o.p, o.kind, book.prefix);
    if (succession) successions.push(succession);
    deaths.push({ player: o.p.name, role: o.p.role, team: o.p.team, cause: o.cause, step: o.step });
    causes.push(
      because(
        ctx,
        o.step,
        o.clause,
        `${o.p.name}: ${o.cause.ru}`,
        `${o.p.name}: ${o.cause.en}`,
        o.kind === 'inactivity' ? 'lkInactivityDeathTiming' : undefined,
      ),
    );
    book.send(o.p.name, fixedMessage('LK-KILLED', id));
    if (succession) book.send(succession.newDon, newDonMessage(succession.newDon, succession.step));
  }
  const roleNotes = LK_ROLE_MODULES.flatMap((r: LkRole) => r.atResults?.(ctx, book) ?? []);
  const parts: Text[] = [
    deaths.length
      ? t(
          `Этой ночью погибли: ${done.map((o) => publicName(ctx, o.p, o.kind).ru).join(', ')}.`,
          `Killed tonight: ${done.map((o) => publicName(ctx, o.p, o.kind).en).join(', ')}.`,
        )
      : t('Этой ночью никто не погиб.', 'Nobody died tonight.'),
  ];
  for (const note of roleNotes) {
    causes.push(note.cause);
    parts.push(note.post);
  }
  const publicPost = t(parts.map((p) => p.ru).join(' '), parts.map((p) => p.en).join(' '));
  trace.settle(id); // the removals above are this results step's
  trace.step({
    id,
    phase: 'morning',
    number: book.night,
    outcome: 'info',
    automatic: true,
    summary: publicPost,
    causes,
    changes: [],
    affects: deaths.map((d) => d.player),
  });
  // The seat passes once the results have named the dead Don (D-12), so the step comes after them.
  for (const s of successions) recordSuccession(ctx, s, id, book.prefix);
  for (const u of book.unreported) trace.life(u.id, book.night, u.actor, 'action.report', id);
  trace.nights.push({
    night: book.night,
    order: book.order,
    deaths,
    facts: {},
    messages: book.messages,
    reports: book.reports,
    public: publicPost,
  });
  state.previousNight = book.night;
  state.daysSinceNight = 0;
}
