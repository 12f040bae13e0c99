import { cause } from '../../../engine/cause.ts';
import { who } from '../context.ts';
import { agree } from '../../../engine/grammar/people.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { StepId } from '../../../engine/timeline.ts';
import { frozenCause, type TmCause, type TmContext } from '../context.ts';
import type { TmPlayer } from '../state.ts';
import type { Ballot, DayBook } from './book.ts';
import { optionNote, optionOn, optionValue } from './option-value.ts';
import { playersInGame } from './players.ts';

/** What the count of a day produced: the tally, who is jailed, and the voters' order. */
export interface DayCount {
  readonly tally: Record<string, number>;
  /** Jailed by the vote: none, one, or all tied under allowMultipleJailings (C-92). */
  readonly jailed: string[];
  /** Voters by ballot time (C-16), for the night order. */
  readonly voters: string[];
  readonly voterSteps: Record<string, StepId>;
  readonly nonVoters: string[];
  readonly result: 'noVoters' | 'tie' | 'jailed' | 'multiple';
  readonly causes: TmCause[];
}

/** The voters by ballot time: the last ballot (re-vote) or the first, by C-16. */
export function votersByTime(ctx: TmContext, book: DayBook): Ballot[] {
  // Each voter's first ballot, found once (looking it up in every comparison grew as players squared).
  const first = optionValue(ctx, 'orderTimestamp') === 'firstBallot';
  const firstSeq = new Map<string, number>();
  if (first) for (const x of book.ballots) firstSeq.set(x.voter, Math.min(x.seq, firstSeq.get(x.voter) ?? Infinity));
  const time = (b: Ballot): number => (first ? (firstSeq.get(b.voter) ?? Infinity) : b.seq);
  const keepAll = optionValue(ctx, 'feltonDiscountedVote') !== 'treatAsNonVoter';
  return [...book.live.values()].filter((b) => keepAll || b.status === 'counted').sort((a, b) => time(a) - time(b));
}

/** Why a player without a counted ballot does or does not get a self-vote (C-9, C-10, C-11, C-69). */
function selfVoteReason(ctx: TmContext, book: DayBook, p: TmPlayer): TmCause | null {
  const ballot = book.live.get(p.name);
  if (ballot) {
    if (ballot.status !== 'paired' || optionValue(ctx, 'feltonDiscountedVote') === 'dropKeepOrder') return null;
    return cause(
      ballot.step,
      'A-33',
      t(`Неучтённый голос ${who(ctx, p.name).forms.gen} уходит на себя`, `${p.name}'s discounted vote goes to themselves`),
      optionNote(ctx, 'feltonDiscountedVote'),
    );
  }
  const blocked = p.knocked || p.clubbed || book.denied.has(p.name);
  if (blocked) {
    if (optionValue(ctx, 'blockedVoterSelfVote') !== 'self') return null;
    const denied = book.denied.get(p.name);
    return denied === undefined
      ? ctx.trace.phrases.say(p.name, blockedSelfVote, ctx)
      : cause(denied, 'A-32', blockedSelfVoteText(ctx, p.name), optionNote(ctx, 'blockedVoterSelfVote'));
  }
  const cancel = book.cancelled.get(p.name);
  if (cancel) {
    if (optionValue(ctx, 'rochefortCancelNoRevote') !== 'nonVoter') return null;
    return cause(
      cancel,
      'A-105',
      t(
        `${p.name} не ${agree(who(ctx, p.name), 'переголосовал', 'переголосовала')}: голос на себя`,
        `${p.name} did not re-vote: self-vote`,
      ),
      optionNote(ctx, 'rochefortCancelNoRevote'),
    );
  }
  return ctx.trace.phrases.say(p.name, nonVoterSelfVote, ctx);
}

// A non-voter's and a blocked voter's self-vote are said the same way each day: made once per
// resolve and shared (engine/phrasebook.ts), frozen.
function blockedSelfVoteText(ctx: TmContext, name: string): Text {
  return t(`${name} не ${agree(who(ctx, name), 'мог', 'могла')} голосовать: голос на себя`, `${name} could not vote: self-vote`);
}

function blockedSelfVote(ctx: TmContext, name: string): TmCause {
  return frozenCause(cause(null, 'A-32', blockedSelfVoteText(ctx, name), optionNote(ctx, 'blockedVoterSelfVote')));
}

function nonVoterSelfVote(ctx: TmContext, name: string): TmCause {
  const text = t(`${name} не ${agree(who(ctx, name), 'голосовал', 'голосовала')}: голос на себя`, `${name} did not vote: self-vote`);
  return frozenCause(cause(null, 'A-26', text, optionNote(ctx, 'selfVoteCounts')));
}

/** When did voting for `name` begin (first ballot on him), for the Father's "later" rule. */
export function votingBeganAt(book: DayBook, name: string): number {
  const seqs = book.ballots.filter((b) => b.target === name && b.status === 'counted').map((b) => b.seq);
  return seqs.length ? Math.min(...seqs) : Number.MAX_SAFE_INTEGER;
}

/** The count's record, its fields written out in order (a spread of `base` made each day's count a slow clone). */
function dayCount(
  base: Pick<DayCount, 'tally' | 'voters' | 'voterSteps' | 'nonVoters'>,
  jailed: string[],
  result: DayCount['result'],
  causes: TmCause[],
): DayCount {
  return { tally: base.tally, voters: base.voters, voterSteps: base.voterSteps, nonVoters: base.nonVoters, jailed, result, causes };
}

/** Counts the day: ballots, self-votes, Felton discounts, Constance's pulls; finds the jailed. */
export function countVotes(ctx: TmContext, book: DayBook): DayCount {
  const inGame = playersInGame(ctx);
  const votes = new Map<string, number>();
  for (const p of inGame) votes.set(p.name, 0);
  const causes: TmCause[] = [];
  const counted: Ballot[] = [];
  for (const b of book.live.values()) if (b.status === 'counted') counted.push(b);
  for (const b of counted) {
    votes.set(b.target, (votes.get(b.target) ?? 0) + 1);
    const line = `${b.voter} → ${b.target}`;
    causes.push(cause(b.pulledBy ?? b.step, b.pulledBy ? 'A-103' : 'A-25', t(line, line)));
  }
  for (const b of book.live.values()) {
    if (b.status === 'paired')
      causes.push(
        cause(
          b.feltonStep,
          'A-145',
          t(`${b.voter} → ${b.target} не учтён`, `${b.voter} → ${b.target} not counted`),
          optionNote(ctx, 'feltonDiscountedVote'),
        ),
      );
  }
  const selfVotes = optionOn(ctx, 'selfVoteCounts');
  for (const p of inGame) {
    const self = selfVotes ? selfVoteReason(ctx, book, p) : null;
    if (!self) continue;
    const puller = book.pulledSelfVotes.get(p.name);
    const to = puller ? puller.by : p.name;
    votes.set(to, (votes.get(to) ?? 0) + 1);
    causes.push(
      puller
        ? cause(
            puller.step,
            'A-103',
            t(`Голос на себя ${who(ctx, p.name).forms.gen} перетянут Констанцией`, `${p.name}'s self-vote pulled by Constance`),
            optionNote(ctx, 'constancePullCanTakeSelfVotes'),
          )
        : self,
    );
  }
  const voterBallots = votersByTime(ctx, book);
  const voters = voterBallots.map((b) => b.voter);
  const voterSteps: Record<string, StepId> = {};
  for (const b of voterBallots) voterSteps[b.voter] = b.step;
  const voted = new Set(voters);
  const nonVoters = inGame.map((p) => p.name).filter((n) => !voted.has(n) && !book.denied.has(n));
  const noVoters = optionValue(ctx, 'noVotersRule') === 'noCastBallots' ? book.ballots.length === 0 : counted.length === 0;
  let max = 0;
  for (const v of votes.values()) if (v > max) max = v;
  const tally: Record<string, number> = {};
  for (const [n, v] of votes) tally[n] = v;
  const top = Object.keys(tally).filter((n) => tally[n] === max); // object key order, as the tally shows it
  const base = { tally, voters, voterSteps, nonVoters };
  if (noVoters || max === 0) {
    causes.push(
      cause(null, 'A-30', t('Голосовавших не было: все остаются в игре', 'Nobody voted: everyone stays'), optionNote(ctx, 'noVotersRule')),
    );
    return dayCount(base, [], 'noVoters', causes);
  }
  if (top.length === 1) {
    causes.push(
      cause(null, 'A-29', t(`Больше всех голосов у ${who(ctx, top[0]!).forms.gen} (${max})`, `${top[0]} has the most votes (${max})`)),
    );
    return dayCount(base, top, 'jailed', causes);
  }
  if (optionOn(ctx, 'allowMultipleJailings')) {
    const jailed = [...top].sort((a, b) => votingBeganAt(book, a) - votingBeganAt(book, b));
    causes.push(
      cause(
        null,
        'A-154',
        t(`Равенство (${max}): садятся все — ${jailed.join(', ')}`, `Tie (${max}): all are jailed — ${jailed.join(', ')}`),
        optionNote(ctx, 'allowMultipleJailings'),
      ),
    );
    return dayCount(base, jailed, 'multiple', causes);
  }
  causes.push(
    cause(
      null,
      'A-31',
      t(`Равенство (${top.join(', ')}: ${max}) — никто не посажен`, `Tie (${top.join(', ')}: ${max}) — nobody is jailed`),
      optionNote(ctx, 'allowMultipleJailings'),
    ),
  );
  return dayCount(base, [], 'tie', causes);
}
