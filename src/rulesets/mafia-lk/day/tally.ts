import { agree } from '../../../engine/grammar/people.ts';
import { t } from '../../../engine/text.ts';
import type { StepId } from '../../../engine/timeline.ts';
import type { LkCause } from '../context.ts';
import { drawOne } from '../night/checks.ts';
import { because, opt, type LkContext, who as person } from '../context.ts';
import { playerByName } from '../state.ts';
import type { DayRun, VoteRec } from './run.ts';
import { stepIn } from '../../../engine/step-id.ts';

/** The day's ruling: the counted tally and who is executed. */
export interface Verdict {
  readonly tally: Record<string, number>;
  readonly lynched: string | null;
  readonly step: StepId | null;
}

/** Last vote per eligible voter (D-65), dropping void voters (D-74) and votes for the removed. */
function lastVotes(ctx: LkContext, run: DayRun, votes: readonly VoteRec[], allowed: ReadonlySet<string> | null): Map<string, VoteRec> {
  const last = new Map<string, VoteRec>();
  for (const v of votes) {
    if (allowed && v.target !== null && !allowed.has(v.target)) {
      ctx.trace.diagnose(
        'LK-BLITZ-TARGET',
        'warning',
        t(`Блиц только против: ${[...allowed].join(', ')}`, `The blitz is only between: ${[...allowed].join(', ')}`),
        v.span,
      );
      continue;
    }
    last.set(v.voter, v);
  }
  for (const [voter, v] of last) {
    const p = playerByName(ctx.state, voter);
    const target = v.target ? playerByName(ctx.state, v.target) : null;
    if (!p?.alive || run.voidToday.has(voter) || (v.target !== null && !target?.alive)) last.delete(voter);
  }
  return last;
}

/** A counted tally and its names in the record's own key order (read once, not by enumerating a big record per use). */
interface Count {
  readonly tally: Record<string, number>;
  readonly names: readonly string[];
}

function count(last: Map<string, VoteRec>): Count {
  const tally: Record<string, number> = {};
  for (const v of last.values()) if (v.target) tally[v.target] = (tally[v.target] ?? 0) + 1;
  // the record's own key order, read once (the shown tally and the leaders follow it)
  return { tally, names: Object.keys(tally) };
}

function leadersOf({ tally, names }: Count): { max: number; leaders: string[] } {
  let max = 0;
  for (const k of names) max = Math.max(max, tally[k]!);
  return { max, leaders: names.filter((k) => tally[k] === max && max > 0) };
}

function show({ tally, names }: Count): string {
  return names.map((k) => `${k} ${tally[k]}`).join(', ') || '—';
}

/** The blitz among the tied (D-76, D-77), then the host's lot on a repeated tie. */
/** «Васей и Колей», «Васей, Колей и Петей». */
function both(names: readonly string[], and: string): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

function blitz(ctx: LkContext, run: DayRun, candidates: string[], cause: StepId, allAbstain: boolean): { lynched: string; step: StepId } {
  const id = stepIn(run.prefix, 'blitz');
  const allowed = new Set(candidates);
  const counted = count(lastVotes(ctx, run, run.blitz, allowed));
  const { leaders } = leadersOf(counted);
  const tally = show(counted);
  const sole = leaders.length === 1 ? leaders[0] : undefined;
  ctx.trace.step({
    id,
    phase: 'day',
    number: run.day,
    outcome: 'info',
    automatic: true,
    affects: candidates,
    changes: [],
    summary: t(
      `Блиц между ${both(
        candidates.map((c) => person(ctx, c).forms.ins),
        'и',
      )}: ${tally}`,
      `Blitz between ${both(candidates, 'and')}: ${tally}`,
    ),
    causes: [
      allAbstain
        ? because(
            ctx,
            cause,
            'D-76',
            'Голосов нет ни за кого — блиц среди всех',
            'Nobody received a vote — a blitz among everyone',
            'lkAllAbstain',
          )
        : because(ctx, cause, 'D-76', 'Равенство голосов — блиц только против этих игроков', 'A tie — a blitz among those players only'),
    ],
  });
  if (sole) return { lynched: sole, step: id };
  const pool = leaders.length ? leaders : candidates;
  const lotId = stepIn(run.prefix, 'lot');
  const pick = drawOne(ctx, pool) ?? pool[0] ?? '';
  ctx.trace.step({
    id: lotId,
    phase: 'day',
    number: run.day,
    outcome: 'info',
    automatic: true,
    affects: [pick],
    changes: [],
    summary: t(
      `Повторное равенство (${pool.join(', ')}): генератор случайных чисел выбирает ${person(ctx, pick).forms.acc}`,
      `Another tie (${pool.join(', ')}): the random generator picks ${pick}`,
    ),
    causes: [
      because(
        ctx,
        id,
        'D-76',
        'При повторном равенстве выбор делает генератор случайных чисел',
        'On a repeated tie the random generator decides',
      ),
    ],
  });
  run.publicParts.push(t(`Жребий: ${pick}.`, `Lot: ${pick}.`));
  return { lynched: pick, step: lotId };
}

/**
 * Counts the day (D-65, D-66, D-76): plurality or majority (lkThreshold); nobody voted → no
 * execution or a blitz among all (lkAllAbstain); a tie → blitz → lot.
 */
export function tallyDay(ctx: LkContext, run: DayRun, carried: readonly VoteRec[]): Verdict {
  const id = stepIn(run.prefix, 'tally');
  const last = lastVotes(ctx, run, [...carried, ...run.votes], null);
  const counted = count(last);
  const { tally } = counted;
  const { max, leaders } = leadersOf(counted);
  const shown = show(counted);
  const entitled = ctx.state.players.filter((p) => p.alive && !run.voidToday.has(p.name)).length;
  const causes: LkCause[] = [because(ctx, null, 'D-65', 'Засчитан последний голос каждого', "Each player's last vote counts")];
  for (const [who, step] of run.voidToday)
    causes.push(
      because(
        ctx,
        step,
        'D-74',
        `${who} ${agree(person(ctx, who), 'лишён', 'лишена')} голоса сегодня`,
        `${who} has no vote today`,
        'lkWarningLadder',
      ),
    );
  const majority = opt(ctx, 'lkThreshold') === 'majority';
  let lynched: string | null = null;
  let decisive: StepId | null = id;
  let note = t('', '');
  const sole = leaders.length === 1 ? leaders[0] : undefined;
  if (max === 0) {
    note = t('голосов нет', 'no votes');
    causes.push(because(ctx, null, 'D-76', 'Никто не получил голосов', 'Nobody received a vote', 'lkAllAbstain'));
  } else if (majority && max * 2 <= entitled) {
    note = t(`нет большинства (${max} из ${entitled})`, `no majority (${max} of ${entitled})`);
    causes.push(because(ctx, null, 'D-76', 'Нужно больше половины голосов', 'More than half the votes are needed', 'lkThreshold'));
  } else if (sole) {
    lynched = sole;
    causes.push(because(ctx, null, 'D-76', 'Больше всех голосов', 'The most votes', 'lkThreshold'));
  }
  ctx.trace.step({
    id,
    phase: 'day',
    number: run.day,
    outcome: 'info',
    automatic: true,
    affects: leaders,
    changes: [],
    causes,
    summary: t(`Итог голосования: ${shown}${note.ru ? ` — ${note.ru}` : ''}`, `Tally: ${shown}${note.en ? ` — ${note.en}` : ''}`),
  });
  const tie = !majority && leaders.length > 1;
  const allAbstain = max === 0 && opt(ctx, 'lkAllAbstain') === 'blitzAll';
  if (tie || allAbstain) {
    const candidates = tie ? leaders : ctx.state.players.filter((p) => p.alive).map((p) => p.name);
    const b = blitz(ctx, run, candidates, id, !tie);
    lynched = b.lynched;
    decisive = b.step;
  } else {
    for (const v of run.blitz)
      ctx.trace.diagnose(
        'LK-BLITZ-UNNEEDED',
        'warning',
        t('Блиц не назначался: равенства нет', 'No blitz was called: there is no tie'),
        v.span,
      );
  }
  return { tally, lynched, step: lynched ? decisive : null };
}
