import { cause } from '../../../engine/cause.ts';
import { who } from '../context.ts';
import { agree } from '../../../engine/grammar/people.ts';
import type { VoteEvent } from '../../../engine/scenario.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { TmCause, TmContext } from '../context.ts';
import type { TmPlayer } from '../state.ts';
import { dayEventId, type DayBook } from './book.ts';
import { feltonPair } from './felton.ts';
import { optionNote, optionOn } from './option-value.ts';
import { knownPlayer, outOfGame } from './players.ts';
import { recordDayStep } from './step.ts';
import type { TmClauseId } from '../clauses.ts';
import type { StepId } from '../../../engine/step-id.ts';

/** Why a voter may not vote right now, as a diagnostic code and text, or null if he may. */
function voterBar(ctx: TmContext, book: DayBook, p: TmPlayer): { code: string; text: Text; clause: TmClauseId } | null {
  const out = outOfGame(p);
  if (out === 'dead')
    return {
      code: 'VOTE_BY_DEAD',
      clause: 'A-32',
      text: t(`${p.name} ${agree(who(ctx, p.name), 'мёртв', 'мертва')} и не голосует`, `${p.name} is dead and cannot vote`),
    };
  if (out === 'jailed')
    return {
      code: 'VOTE_BY_JAILED',
      clause: 'A-32',
      text: t(`${p.name} ${agree(who(ctx, p.name), 'посажен', 'посажена')} и не голосует`, `${p.name} is jailed and cannot vote`),
    };
  if (p.knocked)
    return {
      code: 'VOTE_BY_KNOCKED',
      clause: 'A-123',
      text: t(
        `${p.name} ${agree(who(ctx, p.name), 'вырублен', 'вырублена')} и не может голосовать`,
        `${p.name} is knocked out and cannot vote`,
      ),
    };
  if (p.clubbed)
    return {
      code: 'VOTE_BY_CLUBBED',
      clause: 'A-78',
      text: t(
        `${p.name} ${agree(who(ctx, p.name), 'оглушён', 'оглушена')} дубинкой Портоса и не голосует`,
        `${p.name} was clubbed by Porthos and cannot vote`,
      ),
    };
  if (book.denied.has(p.name))
    return {
      code: 'VOTE_DENIED',
      clause: 'A-106',
      text: t(`Рошфор отказал ${who(ctx, p.name).forms.dat} в голосовании`, `Rochefort refused ${p.name} the vote`),
    };
  return null;
}

/** A refused vote's step, citing the rule (the caller has reported its diagnostic). */
function refusedStep(
  ctx: TmContext,
  book: DayBook,
  ev: VoteEvent,
  id: StepId,
  role: string,
  text: Text,
  clause: TmClauseId,
  note = text,
  option?: TmCause['option'],
): void {
  recordDayStep(ctx, {
    id,
    day: book.day,
    actor: ev.voter,
    role,
    ability: 'vote',
    targets: ev.target ? [ev.target] : [],
    outcome: 'refused',
    summary: text,
    causes: [cause(null, clause, note, option)],
    span: ev.span,
  });
}

/** A refused vote: a diagnostic and a refused step citing the rule. */
function refuseVote(
  ctx: TmContext,
  book: DayBook,
  ev: VoteEvent,
  id: StepId,
  role: string,
  code: string,
  text: Text,
  clause: TmClauseId,
  severity: 'error' | 'warning' = 'error',
): void {
  ctx.trace.diagnose(code, severity, text, ev.span);
  refusedStep(ctx, book, ev, id, role, text, clause);
}

/** Reads one vote `A -> B`: refuses what the rules forbid, records a ballot otherwise. */
export function castVote(ctx: TmContext, book: DayBook, ev: VoteEvent, n: number): void {
  const id = dayEventId(book.day, n);
  const voter = knownPlayer(ctx, ev.voter, ev.span);
  const target = ev.target === null ? null : knownPlayer(ctx, ev.target, ev.span);
  const role = voter?.role ?? '?';
  if (!voter || (ev.target !== null && !target)) {
    // knownPlayer has already reported the unknown name with its position.
    const text = t('Голос с неизвестным именем не принят', 'Vote with an unknown name refused');
    refusedStep(ctx, book, ev, id, role, text, 'A-25', t('Имя не из игры', 'A name not in the game'));
    return;
  }
  if (book.duel)
    return refuseVote(
      ctx,
      book,
      ev,
      id,
      role,
      'DAY_ENDED',
      t(
        `День уже закончен дуэлью (${book.duel.step}); голос ${who(ctx, voter.name).forms.gen} не учитывается`,
        `The day already ended in a duel (${book.duel.step}); ${voter.name}'s vote is ignored`,
      ),
      'A-84',
      'warning',
    );
  const bar = voterBar(ctx, book, voter);
  if (bar) return refuseVote(ctx, book, ev, id, role, bar.code, bar.text, bar.clause);
  if (!target)
    return refuseVote(
      ctx,
      book,
      ev,
      id,
      role,
      'VOTE_ABSTAIN',
      t(
        'В «Трёх мушкетерах» нет явного воздержания: не голосовать — значит голос на себя',
        'TM has no explicit abstention: not voting sends the vote to oneself',
      ),
      'A-26',
      'warning',
    );
  const targetOut = outOfGame(target);
  if (targetOut)
    return refuseVote(
      ctx,
      book,
      ev,
      id,
      role,
      'VOTE_FOR_DEAD',
      t(
        `Нельзя голосовать за ${who(ctx, target.name).forms.acc}: ` +
          (targetOut === 'dead' ? agree(who(ctx, target.name), 'мёртв', 'мертва') : agree(who(ctx, target.name), 'посажен', 'посажена')),
        `Cannot vote for ${target.name}: ${targetOut}`,
      ),
      'A-29',
    );
  if (target.name === voter.name && !optionOn(ctx, 'activeSelfVoteAllowed')) {
    ctx.trace.diagnose(
      'SELF_VOTE_FORBIDDEN',
      'error',
      t(`${voter.name} не может голосовать за себя`, `${voter.name} may not vote for themselves`),
      ev.span,
    );
    const summary = t(`Голос ${who(ctx, voter.name).forms.gen} за себя не принят`, `${voter.name}'s vote for themselves refused`);
    const note = t('Голос за себя запрещён', 'Voting for oneself is not allowed');
    refusedStep(ctx, book, ev, id, role, summary, 'A-25', note, optionNote(ctx, 'activeSelfVoteAllowed'));
    return;
  }
  if (book.live.has(voter.name)) {
    return refuseVote(
      ctx,
      book,
      ev,
      id,
      role,
      'VOTE_CHANGED',
      t(
        `${voter.name} уже ${agree(who(ctx, voter.name), 'проголосовал', 'проголосовала')}: менять голос нельзя`,
        `${voter.name} has already voted: a vote cannot be changed`,
      ),
      'A-25',
    );
  }
  const causes: TmCause[] = [cause(null, 'A-25', t('Голос принят', 'Vote accepted'))];
  const revote = book.cancelled.get(voter.name);
  if (revote) {
    book.cancelled.delete(voter.name);
    causes.push(cause(revote, 'A-105', t('Переголосование после отмены Рошфором', "Re-vote after Rochefort's cancel")));
  }
  const pair = feltonPair(ctx, voter.name, target.name);
  if (pair) {
    causes.push(
      cause(
        pair.step,
        'A-145',
        t('Голос против сведённого Фельтоном не учитывается', "A vote against one's Felton partner is not counted"),
        optionNote(ctx, 'feltonDiscountedVote'),
      ),
    );
  }
  book.live.set(voter.name, {
    voter: voter.name,
    target: target.name,
    originalTarget: target.name,
    step: id,
    seq: n,
    span: ev.span,
    status: pair ? 'paired' : 'counted',
    feltonStep: pair?.step ?? null,
    pulledBy: null,
  });
  book.ballots.push(book.live.get(voter.name)!);
  recordDayStep(ctx, {
    id,
    day: book.day,
    actor: voter.name,
    role,
    ability: 'vote',
    targets: [target.name],
    outcome: pair ? 'failed' : 'performed',
    summary: pair
      ? t(`${voter.name} → ${target.name} (не учитывается: сводка Фельтона)`, `${voter.name} → ${target.name} (not counted: Felton pair)`)
      : t(`${voter.name} голосует за ${who(ctx, target.name).forms.acc}`, `${voter.name} votes for ${target.name}`),
    causes,
    affects: [target.name],
    span: ev.span,
  });
}
