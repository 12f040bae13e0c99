import { agree } from '../../../engine/grammar/people.ts';
import type { DayInput } from '../../../engine/scenario.ts';
import { t } from '../../../engine/text.ts';
import { because, isOn, opt, type LkContext, who as person } from '../context.ts';
import { publicName, publicSubject } from '../reveal.ts';
import { playerByName } from '../state.ts';
import { LK_ROLE_MODULES } from '../roles/index.ts';
import type { LkRole } from '../roles/role.ts';
import { requestExtension } from './extend.ts';
import { removeByDay } from './remove.ts';
import { applyDayNote, dayWarning } from './notes.ts';
import { DayRun } from './run.ts';
import { tallyDay, type Verdict } from './tally.ts';
import { recordVote } from './votes.ts';
import { stepIn } from '../../../engine/step-id.ts';

/** Another planet, one vote per block: the first day of a two-day block carries its votes over (D-A35). */
function carriesVotes(ctx: LkContext): boolean {
  return isOn(ctx, 'lkOtherPlanet') && opt(ctx, 'lkOtherPlanetVotes') === 'voteOncePerBlock' && ctx.state.daysSinceNight === 0;
}

/** Starts the day: who is muted and who has lost today's vote, from the night before. */
function openDay(ctx: LkContext, day: DayInput): DayRun {
  const s = ctx.state;
  const run = new DayRun(day.number, day.number > 1);
  for (const r of LK_ROLE_MODULES as readonly LkRole[]) for (const m of r.mutesToday?.(s) ?? []) run.muted.set(m.value, m.step);
  for (const l of s.loseVoteNextDay.splice(0)) run.voidToday.set(l.value, l.step);
  if (isOn(ctx, 'lkOtherPlanet') && s.daysSinceNight >= 2) {
    ctx.trace.diagnose(
      'LK-PLANET-DAY',
      'warning',
      t('«Другая планета»: после двух дней должна наступить ночь', '"Another planet": a night is due after two days'),
      day.span,
    );
  } else if (!isOn(ctx, 'lkOtherPlanet') && s.daysSinceNight >= 1) {
    ctx.trace.diagnose(
      'LK-DAY-SEQUENCE',
      'warning',
      t(
        'Два дня подряд без ночи (только при «Другой планете», D-90)',
        'Two days without a night between (only under "another planet", D-90)',
      ),
      day.span,
    );
  }
  return run;
}

/** A vote is a message in the thread: a player who voted today was not inactive (D-83 «не написали ни одного сообщения»). */
function inactiveButVoted(ctx: LkContext, run: DayRun): void {
  for (const v of [...run.votes, ...run.blitz]) {
    if (!playerByName(ctx.state, v.voter)?.inactiveDays.includes(run.day)) continue;
    ctx.trace.diagnose(
      'LK-INACTIVE-VOTED',
      'warning',
      t(
        `${v.voter} отмечен неактивным, но голосовал сегодня (голос — это сообщение в теме, D-83)`,
        `${v.voter} is marked inactive but voted today (a vote is a post in the thread, D-83)`,
      ),
      v.span,
    );
  }
}

/** The close of a day: silent non-voters (D-A23), inactivity removals at close (D.R 8). */
function closeDay(ctx: LkContext, run: DayRun, verdict: Verdict | null): void {
  const s = ctx.state;
  inactiveButVoted(ctx, run);
  if (verdict && opt(ctx, 'lkSilentNonVote') === 'abstainAndWarn') {
    const voted = new Set(run.votes.map((v) => v.voter));
    for (const p of s.players.filter((x) => x.alive && !voted.has(x.name) && !run.voidToday.has(x.name))) {
      const who = person(ctx, p.name);
      const why = ` (не ${agree(who, 'голосовал', 'голосовала')} и не ${agree(who, 'написал', 'написала')} «не голосую»)`;
      dayWarning(ctx, run, p, stepIn(run.prefix, `silent.${p.name}`), null, why);
    }
  }
  const leaving = run.closeRemovals
    .map((r) => ({ r, p: playerByName(s, r.player) }))
    .filter((x, i) => x.p?.alive && run.closeRemovals.findIndex((o) => o.player === x.r.player) === i);
  // All leave at the close together, so the seat skips a successor who leaves with the Don (L12).
  for (const { p } of leaving) p!.alive = false;
  for (const { r, p } of leaving) {
    if (!p) continue;
    removeByDay(ctx, run, p, 'inactivity', r.step);
    const who = publicName(ctx, p, 'inactivity');
    run.publicParts.push(
      t(
        `${publicSubject(ctx, p, 'inactivity').ru} ${agree(person(ctx, p.name), 'погиб', 'погибла')} ` +
          'при загадочных обстоятельствах (неактивность).',
        `${who.en} died in mysterious circumstances (inactivity).`,
      ),
    );
  }
}

/**
 * Resolves a day: events in time order (votes, blitz votes, extensions, warnings, inactivity),
 * then the tally (none on day 1, D-67), the execution and the close of the day.
 */
export function resolveDay(ctx: LkContext, day: DayInput): void {
  const { state, trace } = ctx;
  trace.enter('day', day.number);
  const run = openDay(ctx, day);
  day.events.forEach((ev, i) => {
    const id = stepIn(run.prefix, `e${i + 1}`);
    if (ev.kind === 'vote') recordVote(ctx, run, ev, id);
    else if (ev.kind === 'note') applyDayNote(ctx, run, ev, id);
    else if (ev.verb === 'extend') requestExtension(ctx, run, ev, id);
    else
      trace.diagnose('LK-DAY-POWER', 'warning', t(`В ЛК нет дневного действия «${ev.verb}»`, `LK has no day power "${ev.verb}"`), ev.span);
  });
  let verdict: Verdict | null = null;
  if (run.voting && carriesVotes(ctx)) {
    state.carriedVotes = run.votes.map((v) => ({ voter: v.voter, target: v.target, step: v.step }));
    run.publicParts.push(t('Голосование продолжится завтра (одно на два дня).', 'The vote continues tomorrow (one per two days).'));
  } else if (run.voting) {
    const carried = state.carriedVotes.splice(0).map((c) => ({ ...c, span: day.span }));
    verdict = tallyDay(ctx, run, carried);
  }
  const lynched = verdict?.lynched ? playerByName(state, verdict.lynched) : undefined;
  if (lynched && verdict?.step) {
    const id = stepIn(run.prefix, 'lynch');
    const who = publicName(ctx, lynched, 'lynch');
    run.publicParts.unshift(t(`Город казнил: ${who.ru}.`, `The town executed ${who.en}.`));
    trace.step({
      id,
      phase: 'day',
      number: run.day,
      actor: lynched.name,
      role: lynched.role,
      outcome: 'performed',
      automatic: true,
      affects: [lynched.name],
      changes: [],
      summary: t(`Город казнит ${person(ctx, lynched.name).forms.acc}`, `The town executes ${lynched.name}`),
      causes: [
        because(ctx, verdict.step, 'D-64', 'Решение общего голосования', 'The town vote decided'),
        because(
          ctx,
          null,
          'D-88',
          'Роль казнённого раскрывается, если не принято доп. правило 1',
          'The role is revealed unless optional rule 1 is adopted',
          'lkRevealRoles',
        ),
      ],
    });
    removeByDay(ctx, run, lynched, 'lynch', id);
  } else if (run.voting && verdict) {
    run.publicParts.unshift(t('Сегодня никого не казнили.', 'Nobody was executed today.'));
  }
  closeDay(ctx, run, verdict);
  if (!run.voting) run.publicParts.unshift(t(`День ${run.day}: знакомство, голосования нет.`, `Day ${run.day}: introductions, no vote.`));
  for (const name of run.muted.keys())
    run.publicParts.push(t(`${name} сегодня не обсуждает (маньяк-насильник).`, `${name} may not discuss today (maniac-rapist).`));
  state.daysSinceNight++;
  trace.days.push({
    day: run.day,
    tally: verdict?.tally ?? {},
    jailed: lynched?.name ?? null,
    ...(Object.keys(run.messages).length ? { messages: run.messages } : {}),
    public: t(run.publicParts.map((p) => p.ru).join(' '), run.publicParts.map((p) => p.en).join(' ')),
  });
}
