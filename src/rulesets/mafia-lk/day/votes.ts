import type { VoteEvent } from '../../../engine/scenario.ts';
import { t } from '../../../engine/text.ts';
import type { StepId } from '../../../engine/timeline.ts';
import type { LkCause } from '../context.ts';
import { because, type LkContext, who } from '../context.ts';
import { playerByName } from '../state.ts';
import type { DayRun } from './run.ts';
import type { LkClauseId } from '../clauses.ts';

/** The clause a vote line applies: a blitz vote (D-76, D-77), a vote (D-64, the last counts D-65), «не голосую» (D-66). */
function voteCause(ctx: LkContext, blitz: boolean, named: boolean): LkCause {
  if (blitz) return because(ctx, null, 'D-77', 'Блиц-голосование: только имя игрока', "A blitz vote: a player's name only");
  if (!named) return because(ctx, null, 'D-66', '«Не голосую»', '"I do not vote"');
  return because(ctx, null, 'D-65', 'Голос за казнь; засчитывается последний голос', 'A vote to execute; the last vote counts');
}

/** Records a vote line (D-64 … D-67, D.R 20): day-1 votes, self-votes and votes for the removed are refused. */
export function recordVote(ctx: LkContext, run: DayRun, ev: VoteEvent, id: StepId): void {
  const s = ctx.state;
  const voter = playerByName(s, ev.voter);
  const target = ev.target === null ? null : playerByName(s, ev.target);
  const refuse = (code: string, clause: LkClauseId, ru: string, en: string): void => {
    ctx.trace.diagnose(code, 'warning', t(ru, en), ev.span);
    ctx.trace.step({
      id,
      phase: 'day',
      number: run.day,
      actor: ev.voter,
      outcome: 'refused',
      source: ev.span,
      affects: [],
      changes: [],
      submitted: { actor: ev.voter, ability: ev.blitz ? 'blitz' : 'vote', role: voter?.role ?? '', targets: ev.target ? [ev.target] : [] },
      summary: t(`Голос ${who(ctx, ev.voter).forms.gen} не принят: ${ru}`, `${ev.voter}'s vote is refused: ${en}`),
      causes: [because(ctx, null, clause, ru, en)],
    });
  };
  if (!voter?.alive) return refuse('LK-VOTER-OUT', 'D-64', `${ev.voter} не в игре`, `${ev.voter} is not in the game`);
  if (!run.voting) return refuse('LK-DAY1-VOTE', 'D-67', 'в первый день не голосуют', 'nobody votes on day 1');
  if (ev.target !== null && (!target?.alive || target.name === voter.name)) {
    return refuse(
      'LK-VOTE-INVALID',
      'D-R20',
      target?.name === voter.name ? 'голос за себя недействителен' : `${ev.target} не в игре`,
      target?.name === voter.name ? 'a vote for oneself is invalid' : `${ev.target} is not in the game`,
    );
  }
  const rec = { voter: voter.name, target: target?.name ?? null, step: id, span: ev.span };
  if (ev.blitz) {
    run.blitz.push(rec);
    run.blitzStarted ??= id;
  } else run.votes.push(rec);
  const what = rec.target ?? 'не голосую';
  ctx.trace.step({
    id,
    phase: 'day',
    number: run.day,
    actor: voter.name,
    role: voter.role,
    outcome: 'performed',
    source: ev.span,
    changes: [],
    affects: rec.target ? [rec.target] : [],
    submitted: { actor: voter.name, ability: ev.blitz ? 'blitz' : 'vote', role: voter.role, targets: rec.target ? [rec.target] : [] },
    summary: t(
      `${ev.blitz ? 'Блиц: ' : ''}${voter.name} → ${what}`,
      `${ev.blitz ? 'Blitz: ' : ''}${voter.name} → ${rec.target ?? 'abstains'}`,
    ),
    causes: [voteCause(ctx, ev.blitz === true, rec.target !== null)],
  });
}
