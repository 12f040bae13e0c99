import { cause } from '../../../engine/cause.ts';
import { who } from '../context.ts';
import { agree } from '../../../engine/grammar/people.ts';
import type { DayEvent, DayInput } from '../../../engine/scenario.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { TmCause, TmContext } from '../context.ts';
import { dayPowerOf } from '../roles/index.ts';
import { playerByName } from '../state.ts';
import { dayEventId, openDayBook, type DayBook } from './book.ts';
import { jailPlayers, revealText } from './jailing.ts';
import { optionValue } from './option-value.ts';
import { gateDayPower } from './power-gate.ts';
import { recordDayStep } from './step.ts';
import { countVotes, type DayCount } from './tally.ts';
import { castVote } from './votes.ts';
import { dayStep } from '../../../engine/step-id.ts';

/** Reads one day event in time order. */
function readEvent(ctx: TmContext, book: DayBook, ev: DayEvent, n: number): void {
  ctx.trace.settle(); // the changes so far are the earlier steps': what this event changes is its own step's
  if (ev.kind === 'vote') return castVote(ctx, book, ev, n);
  if (ev.kind === 'note') {
    ctx.trace.diagnose(
      'NOTE_NOT_IN_TM',
      'warning',
      t(`«${ev.note}» — не правило «Трёх мушкетеров»`, `"${ev.note}" is not a TM rule`),
      ev.span,
    );
    recordDayStep(ctx, {
      id: dayEventId(book.day, n),
      day: book.day,
      actor: ev.player,
      role: '?',
      ability: ev.note,
      targets: [],
      outcome: 'none',
      summary: t(`Пометка ведущего: ${ev.note} ${ev.player}`, `Host note: ${ev.note} ${ev.player}`),
      causes: [],
      span: ev.span,
    });
    return;
  }
  // The power's own hook (its role file); an unknown verb is refused by the gate.
  const perform = dayPowerOf(ev.verb)?.power.perform;
  if (perform) return perform(ctx, book, ev, n);
  gateDayPower(ctx, book, ev, n);
}

/** «Посажен», «Посажена», «Посажены» for the day's jailed. */
function jailedWord(ctx: TmContext, jailed: readonly string[]): string {
  return jailed.length > 1 ? 'Посажены' : agree(who(ctx, jailed[0] ?? ''), 'Посажен', 'Посажена');
}

/** The public post of the day: the pull (if public), the duel, the jailing with status revealed. */
function publicPost(ctx: TmContext, book: DayBook, count: DayCount, jailed: readonly string[]): Text {
  const parts: Text[] = [];
  const pulls = [...book.live.values()].filter((b) => b.pulledBy).map((b) => b.voter);
  if (pulls.length && optionValue(ctx, 'constancePullVisibility') === 'public') {
    parts.push(
      t(`Констанция перевела на себя голоса: ${pulls.join(', ')}.`, `Constance pulled onto herself the votes of ${pulls.join(', ')}.`),
    );
  }
  if (book.duel)
    parts.push(
      t(`Д'Артаньян вызвал ${who(ctx, book.duel.target).forms.acc} на дуэль.`, `D'Artagnan challenged ${book.duel.target} to a duel.`),
    );
  const reveals = jailed
    .map((n) => playerByName(ctx.state, n))
    .filter((p) => p !== undefined)
    .map((p) => revealText(ctx, p));
  if (reveals.length)
    parts.push(t(`${jailedWord(ctx, jailed)}: ${reveals.map((r) => r.ru).join('; ')}.`, `Jailed: ${reveals.map((r) => r.en).join('; ')}.`));
  else if (count.result === 'tie') parts.push(t('Равенство голосов — никто не посажен.', 'A tie — nobody is jailed.'));
  else parts.push(t('Голосовавших не было — все остаются в игре.', 'Nobody voted — everyone stays.'));
  return t(parts.map((p) => p.ru).join(' '), parts.map((p) => p.en).join(' '));
}

/** Resolves a day: votes and day powers in time order, the tally, at most one jailing (A.3). */
export function resolveDay(ctx: TmContext, day: DayInput): void {
  ctx.trace.enter('day', day.number);
  const book = openDayBook(day.number);
  day.events.forEach((ev, i) => readEvent(ctx, book, ev, i + 1));
  const count = countVotes(ctx, book);
  const duel = book.duel;
  const jailed = duel ? [duel.target] : count.jailed;
  const tallyId = dayStep(day.number, 'tally');
  const causes: TmCause[] = duel
    ? [
        cause(
          duel.step,
          'A-84',
          t(
            `Дуэль: ${duel.target} ${agree(who(ctx, duel.target), 'посажен', 'посажена')}, голоса не считаются`,
            `Duel: ${duel.target} is jailed, the votes are not counted`,
          ),
        ),
      ]
    : count.causes;
  for (const n of jailed) causes.push(cause(null, 'A-3', t(`Статус ${who(ctx, n).forms.gen} раскрыт`, `${n}'s status is revealed`)));
  const tally = duel ? {} : count.tally;
  ctx.trace.step({
    id: tallyId,
    phase: 'day',
    number: day.number,
    automatic: true,
    outcome: 'info',
    summary: jailed.length
      ? t(`Итог дня: ${jailedWord(ctx, jailed).toLowerCase()} ${jailed.join(', ')}`, `Day result: ${jailed.join(', ')} jailed`)
      : t('Итог дня: никто не посажен', 'Day result: nobody jailed'),
    causes,
    changes: [],
    affects: [...jailed],
  });
  const summaryPost = publicPost(ctx, book, count, jailed);
  jailPlayers(ctx, jailed, day.number, tallyId);
  ctx.trace.days.push({ day: day.number, tally, jailed: jailed[jailed.length - 1] ?? null, public: summaryPost });
  ctx.state.lastDay = {
    day: day.number,
    voters: duel ? [] : count.voters.filter((n) => !jailed.includes(n)),
    nonVoters: duel ? [] : count.nonVoters.filter((n) => !jailed.includes(n)),
    denied: [...book.denied.keys()].filter((n) => !jailed.includes(n)),
    duel: duel !== null,
    jailed: jailed[jailed.length - 1] ?? null,
    jailedAll: jailed,
    voterSteps: count.voterSteps,
    deniedSteps: Object.fromEntries(book.denied),
    duelStep: duel?.step ?? null,
    tallyStep: tallyId,
    voteBasedVoters: count.voters.filter((n) => !jailed.includes(n)),
  };
}
