import { cause } from '../../../engine/cause.ts';
import { who } from '../context.ts';
import { agree } from '../../../engine/grammar/people.ts';
import type { DayPowerEvent } from '../../../engine/scenario.ts';
import { t, type Text } from '../../../engine/text.ts';
import { dayPowerOf } from '../roles/index.ts';
import { hasFact, nightBeforeStart } from '../start-hook.ts';
import type { TmContext } from '../context.ts';
import type { TmPlayer } from '../state.ts';
import { dayEventId, type DayBook } from './book.ts';
import { effectiveRole, knownPlayer, outOfGame } from './players.ts';
import { optionNote, optionValue } from './option-value.ts';
import { recordDayStep } from './step.ts';
import type { TmClauseId } from '../clauses.ts';
import type { TmOptionKey } from '../options.ts';
import type { OptionNote } from '../../../engine/option-access.ts';
import type { StepId } from '../../../engine/step-id.ts';

/** Records a refused day power with its diagnostic. */
export function refusePower(
  ctx: TmContext,
  book: DayBook,
  ev: DayPowerEvent,
  n: number,
  code: string,
  text: Text,
  clause: TmClauseId,
  extra: { option?: OptionNote<TmOptionKey>; step?: StepId | null; severity?: 'error' | 'warning' } = {},
): void {
  ctx.trace.diagnose(code, extra.severity ?? 'error', text, ev.span);
  recordDayStep(ctx, {
    id: dayEventId(book.day, n),
    day: book.day,
    actor: ev.actor,
    role: dayPowerOf(ev.verb)?.role ?? '?',
    ability: ev.verb,
    targets: ev.targets,
    outcome: 'refused',
    summary: text,
    span: ev.span,
    causes: [cause(extra.step ?? null, clause, text, extra.option)],
  });
}

/** Was `name` the mafia killer the night before this day (C-5 nightAndNextDay)? A start fact says so for the first day. */
function wasKillerLastNight(ctx: TmContext, day: number, name: string): boolean {
  const night = ctx.scenario.phases.find((ph) => ph.kind === 'night' && ph.number === day - 1);
  if (night?.kind === 'night') return night.moves.some((m) => m.killer && m.actor === name);
  return (
    day - 1 === nightBeforeStart(ctx.scenario) &&
    hasFact(
      ctx.scenario.players.find((p) => p.name === name),
      'killerLastNight',
    )
  );
}

/**
 * Checks that a day power may be used at all: a known verb, a living, conscious holder of the
 * role, known targets, a day not yet ended. Returns the actor and targets, or null (refused).
 */
export function gateDayPower(ctx: TmContext, book: DayBook, ev: DayPowerEvent, n: number): { actor: TmPlayer; targets: TmPlayer[] } | null {
  const role = dayPowerOf(ev.verb)?.role;
  if (!role) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'POWER_UNKNOWN_VERB',
      t(`В «Трёх мушкетерах» нет дневного действия «${ev.verb}»`, `TM has no day power "${ev.verb}"`),
      'A-34',
    );
    return null;
  }
  const actor = knownPlayer(ctx, ev.actor, ev.span);
  const targets = ev.targets.map((name) => knownPlayer(ctx, name, ev.span));
  if (!actor || targets.some((x) => !x)) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'POWER_UNKNOWN_NAME',
      t('Дневное действие с неизвестным именем не принято', 'Day power with an unknown name refused'),
      dayPowerOf(ev.verb)?.power.clause ?? 'A-34',
      { severity: 'warning' },
    );
    return null;
  }
  const clause = dayPowerOf(ev.verb)?.power.clause ?? 'A-34';
  if (book.duel) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'DAY_ENDED',
      t(`День уже закончен дуэлью; ${actor.name} не действует`, `The day already ended in a duel; ${actor.name} cannot act`),
      'A-84',
      { step: book.duel.step, severity: 'warning' },
    );
    return null;
  }
  const out = outOfGame(actor);
  if (out) {
    const gone = out === 'dead' ? agree(who(ctx, actor.name), 'мёртв', 'мертва') : agree(who(ctx, actor.name), 'посажен', 'посажена');
    refusePower(
      ctx,
      book,
      ev,
      n,
      out === 'dead' ? 'POWER_BY_DEAD' : 'POWER_BY_JAILED',
      t(`${actor.name} ${gone} и не действует днём`, `${actor.name} is ${out} and has no day power`),
      'A-32',
    );
    return null;
  }
  if (actor.knocked) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'POWER_BY_KNOCKED',
      t(
        `${actor.name} ${agree(who(ctx, actor.name), 'вырублен', 'вырублена')}: дневные спецвозможности недоступны`,
        `${actor.name} is knocked out: no day powers`,
      ),
      'A-123',
    );
    return null;
  }
  if (actor.clubbed) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'POWER_BY_CLUBBED',
      t(
        `${actor.name} ${agree(who(ctx, actor.name), 'оглушён дубинкой: заблокирован', 'оглушена дубинкой: заблокирована')} на сутки`,
        `${actor.name} was clubbed: blocked for a day`,
      ),
      'A-78',
    );
    return null;
  }
  if (effectiveRole(ctx, actor) !== role) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'POWER_WRONG_ROLE',
      t(`У ${who(ctx, actor.name).forms.gen} нет действия «${ev.verb}»`, `${actor.name} has no "${ev.verb}" power`),
      clause,
    );
    return null;
  }
  if (optionValue(ctx, 'killerSuppresses') === 'nightAndNextDay' && wasKillerLastNight(ctx, book.day, actor.name)) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'POWER_SUPPRESSED_KILLER',
      t(
        `${actor.name} ${agree(who(ctx, actor.name), 'был', 'была')} киллером: ролевые возможности не работают и днём`,
        `${actor.name} was the killer: role powers are off for the day too`,
      ),
      'A-11',
      { option: optionNote(ctx, 'killerSuppresses') },
    );
    return null;
  }
  const dead = targets.find((x) => x && outOfGame(x));
  if (dead) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'POWER_TARGET_OUT',
      t(`${dead.name} вне игры: цель недопустима`, `${dead.name} is out of the game: not a valid target`),
      clause,
    );
    return null;
  }
  return { actor, targets: targets.filter((x): x is TmPlayer => x !== undefined) };
}
