import { cause } from '../../../engine/cause.ts';
import { who } from '../context.ts';
import { agree } from '../../../engine/grammar/people.ts';
import type { VoteEvent } from '../../../engine/scenario.ts';
import { t, type Text } from '../../../engine/text.ts';
import { NO_ITEMS } from '../../../engine/timeline.ts';
import { frozenCause, type TmCause, type TmContext } from '../context.ts';
import type { TmPlayer } from '../state.ts';
import { dayEventId, type DayBook } from './book.ts';
import { dayPair } from './pairing.ts';
import { optionNote, optionOn } from './option-value.ts';
import { knownPlayer, outOfGame } from './players.ts';
import { recordDayStep } from './step.ts';
import type { TmClauseId } from '../clauses.ts';
import type { StepId } from '../../../engine/step-id.ts';

/** A refusal said the same way each time: its diagnostic code, text, clause and the one cause its step cites (shared, frozen). */
interface Refusal {
  readonly code: string;
  readonly text: Text;
  readonly clause: TmClauseId;
  readonly causes: readonly TmCause[];
}

function refusal(code: string, clause: TmClauseId, text: Text): Refusal {
  return Object.freeze({ code, text, clause, causes: Object.freeze([frozenCause(cause(null, clause, text))]) });
}

// The refusals of a voter that depend on nobody but him, made once per resolve (engine/phrasebook.ts): a
// dead player's line is refused every day of a long game in the same words.
const deadVoter = (ctx: TmContext, name: string): Refusal =>
  refusal(
    'VOTE_BY_DEAD',
    'A-32',
    t(`${name} ${agree(who(ctx, name), 'мёртв', 'мертва')} и не голосует`, `${name} is dead and cannot vote`),
  );
const jailedVoter = (ctx: TmContext, name: string): Refusal =>
  refusal(
    'VOTE_BY_JAILED',
    'A-32',
    t(`${name} ${agree(who(ctx, name), 'посажен', 'посажена')} и не голосует`, `${name} is jailed and cannot vote`),
  );
const knockedVoter = (ctx: TmContext, name: string): Refusal =>
  refusal(
    'VOTE_BY_KNOCKED',
    'A-123',
    t(`${name} ${agree(who(ctx, name), 'вырублен', 'вырублена')} и не может голосовать`, `${name} is knocked out and cannot vote`),
  );
const clubbedVoter = (ctx: TmContext, name: string): Refusal =>
  refusal(
    'VOTE_BY_CLUBBED',
    'A-78',
    t(
      `${name} ${agree(who(ctx, name), 'оглушён', 'оглушена')} дубинкой Портоса и не голосует`,
      `${name} was clubbed by Porthos and cannot vote`,
    ),
  );
const deniedVoter = (ctx: TmContext, name: string): Refusal =>
  refusal('VOTE_DENIED', 'A-106', t(`Рошфор отказал ${who(ctx, name).forms.dat} в голосовании`, `Rochefort refused ${name} the vote`));
const forDead = (ctx: TmContext, name: string): Refusal =>
  refusal(
    'VOTE_FOR_DEAD',
    'A-29',
    t(`Нельзя голосовать за ${who(ctx, name).forms.acc}: ${agree(who(ctx, name), 'мёртв', 'мертва')}`, `Cannot vote for ${name}: dead`),
  );
const forJailed = (ctx: TmContext, name: string): Refusal =>
  refusal(
    'VOTE_FOR_DEAD',
    'A-29',
    t(
      `Нельзя голосовать за ${who(ctx, name).forms.acc}: ${agree(who(ctx, name), 'посажен', 'посажена')}`,
      `Cannot vote for ${name}: jailed`,
    ),
  );

/** Which refusal bars a voter right now (its maker), or null if he may vote. */
function barOf(book: DayBook, p: TmPlayer): ((ctx: TmContext, name: string) => Refusal) | null {
  const out = outOfGame(p);
  if (out === 'dead') return deadVoter;
  if (out === 'jailed') return jailedVoter;
  if (p.knocked) return knockedVoter;
  if (p.clubbed) return clubbedVoter;
  return book.denied.has(p.name) ? deniedVoter : null;
}

/** Why a voter may not vote right now, or null if he may. */
function voterBar(ctx: TmContext, book: DayBook, p: TmPlayer): Refusal | null {
  const bar = barOf(book, p);
  return bar && ctx.trace.phrases.say(p.name, bar, ctx);
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
  causes: readonly TmCause[] = [cause(null, clause, note, option)],
): void {
  recordDayStep(ctx, {
    id,
    day: book.day,
    actor: ev.voter,
    role,
    ability: 'vote',
    targets: ev.target ? ctx.trace.phrases.onlyName(ev.target) : NO_ITEMS,
    outcome: 'refused',
    summary: text,
    causes,
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

/** A refused vote said in shared words: its diagnostic and a refused step citing its one shared cause. */
function refuseSaid(ctx: TmContext, book: DayBook, ev: VoteEvent, id: StepId, role: string, r: Refusal): void {
  ctx.trace.diagnose(r.code, 'error', r.text, ev.span);
  refusedStep(ctx, book, ev, id, role, r.text, r.clause, r.text, undefined, r.causes);
}

/** The cause of a vote taken as cast, and a vote's causes when that is all (shared, frozen). */
const VOTE_ACCEPTED = frozenCause(cause(null, 'A-25', t('Голос принят', 'Vote accepted')));
const ACCEPTED_ONLY: readonly TmCause[] = Object.freeze([VOTE_ACCEPTED]);

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
  if (bar) return refuseSaid(ctx, book, ev, id, role, bar);
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
    return refuseSaid(ctx, book, ev, id, role, ctx.trace.phrases.say(target.name, targetOut === 'dead' ? forDead : forJailed, ctx));
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
  const causes: TmCause[] = [VOTE_ACCEPTED];
  const revote = book.cancelled.get(voter.name);
  if (revote) {
    book.cancelled.delete(voter.name);
    causes.push(cause(revote, 'A-105', t('Переголосование после отмены Рошфором', "Re-vote after Rochefort's cancel")));
  }
  const pair = dayPair(ctx, voter.name, target.name);
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
  const whom = ctx.trace.phrases.onlyName(target.name); // the step's target and the one it affects: one shared list
  recordDayStep(ctx, {
    id,
    day: book.day,
    actor: voter.name,
    role,
    ability: 'vote',
    targets: whom,
    outcome: pair ? 'failed' : 'performed',
    summary: pair
      ? t(`${voter.name} → ${target.name} (не учитывается: сводка Фельтона)`, `${voter.name} → ${target.name} (not counted: Felton pair)`)
      : t(`${voter.name} голосует за ${who(ctx, target.name).forms.acc}`, `${voter.name} votes for ${target.name}`),
    causes: causes.length === 1 ? ACCEPTED_ONLY : causes,
    affects: whom,
    span: ev.span,
  });
}
