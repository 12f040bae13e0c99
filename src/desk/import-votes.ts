/**
 * The day importer: a pasted thread + the scenario → the votes found (each with its source post),
 * what could not be read (with its place in the paste and a fix), and the `day N` block lines.
 * Pure and deterministic; never throws.
 */
import { parseScenario } from '../dsl/parse.ts';
import { personOf } from '../engine/grammar/people.ts';
import { normalizeName } from '../dsl/normalize.ts';
import type { RulesetId } from '../engine/scenario.ts';
import { t, type Text } from '../engine/text.ts';
import { RULESETS } from '../rulesets/index.ts';
import { readAnnouncement } from './announce.ts';
import { findItems, type PostItem } from './find.ts';
import { clock, markupLost } from './paste-notes.ts';
import { openQuote } from './open-quote.ts';
import { DeskNames } from './names.ts';
import { VOTE_POLICY, type TwoVotesInPost } from './policy.ts';
import { readBody } from './thread/body.ts';
import { stampValue } from './thread/clock.ts';
import { LineIndex } from './thread/lines.ts';
import { readThread } from './thread/read.ts';
import type { DeskIssue, FoundVote, Post, Stamp, ThreadFormat, VoteFix } from './types.ts';

/** Choices the host makes for one import. */
export interface ImportOptions {
  /** Nicks of the host(s): their posts are announcements, never votes. */
  readonly hosts?: readonly string[];
  /** Two different votes in one post: the ruleset's default unless given. */
  readonly twoInPost?: TwoVotesInPost;
}

/** What the importer returns. */
export interface DayImport {
  readonly ruleset: RulesetId;
  readonly format: ThreadFormat | null;
  readonly posts: readonly Post[];
  readonly votes: readonly FoundVote[];
  readonly issues: readonly DeskIssue[];
  /** The deadline the thread states, as "HH:MM", if any. */
  readonly deadline: string | null;
}

/** Reads the votes of a pasted day thread for the scenario's players. */
export function importVotes(thread: string, scenarioText: string, options: ImportOptions = {}): DayImport {
  const { scenario } = parseScenario(scenarioText);
  const ruleset = RULESETS[scenario.ruleset];
  const policy = VOTE_POLICY[scenario.ruleset];
  const twoInPost = options.twoInPost ?? policy.twoInPost;
  const read = readThread(thread);
  if (read.error) return { ruleset: scenario.ruleset, format: null, posts: [], votes: [], issues: [read.error], deadline: null };
  const index = new LineIndex(thread);
  const names = new DeskNames(ruleset, scenario.players);
  /** «проголосовал» / «проголосовала», agreeing with the player. */
  const votedWord = (player: string): string => {
    const decl = scenario.players.find((p) => p.name === player);
    return decl && personOf(decl).gender === 'f' ? 'проголосовала' : 'проголосовал';
  };
  // A paste without any BBCode lost its bold and colour: marking cannot be checked, and a name
  // alone on a line stands for a bold name.
  const markup = /\[(?:b|color|quote)[=\]\s]/iu.test(thread);
  const hosts = new Set((options.hosts ?? []).map(normalizeName));
  const votes: FoundVote[] = [];
  const issues: DeskIssue[] = [];
  let deadline: Stamp | null = null;
  let blitz = false;
  // Votes marked «окончательно»: a later change is refused even where changes are allowed.
  const finals = new Set<FoundVote>();

  const issue = (
    code: string,
    severity: DeskIssue['severity'],
    message: Text,
    post: Post,
    at: { offset: number; length: number; written: string },
    fixes: VoteFix[] = [],
    voter?: string,
  ): void => {
    issues.push({
      code,
      severity,
      message,
      span: index.span(post.bodyOffset + at.offset, at.length),
      post: post.number,
      written: at.written,
      fixes,
      ...(voter ? { voter } : {}),
    });
  };

  for (const post of read.posts) {
    const body = readBody(post.body);
    const items = findItems(body, names, !markup);
    const voter = hosts.has(normalizeName(post.author)) ? null : names.author(post.author);
    if (voter === null) {
      const said = readAnnouncement(body.text, post.stamp);
      if (said.blitz && policy.blitz && !blitz) {
        // The blitz opens a new vote: its own deadline, if the post states one, replaces the day's.
        blitz = true;
        deadline = said.deadline;
      } else {
        if (said.deadline) deadline = said.deadline;
        if (said.closes && post.stamp && (!deadline || stampValue(post.stamp) < stampValue(deadline))) deadline = post.stamp;
      }
      const near = hosts.has(normalizeName(post.author)) ? null : names.near(post.author);
      for (const it of items.filter((i) => i.kind !== 'unreadable')) {
        const who = hosts.has(normalizeName(post.author))
          ? t(`Пост ведущего (${post.author})`, `A host's post (${post.author})`)
          : t(`${post.author} — не игрок этой партии`, `${post.author} is not a player of this game`);
        const dym = near ? t(` Может быть, это «${near}»?`, ` Did you mean "${near}"?`) : t('', '');
        issue(
          'NOT_A_VOTER',
          near ? 'warning' : 'info',
          t(`${who.ru}: «${it.written}» — не голос.${dym.ru}`, `${who.en}: "${it.written}" is not a vote.${dym.en}`),
          post,
          it,
          near ? [{ voter: near, target: it.target }] : [],
        );
      }
      continue;
    }
    const quote = openQuote(post.body, body);
    if (quote) {
      issue(
        'QUOTE_OPEN',
        'warning',
        t(
          `${voter}: после цитаты «${quote.written}» нет пустой строки — остаток поста прочитан как цитата. ` +
            'Если там голос, впишите имя',
          `${voter}: no blank line after the quote "${quote.written}", so the rest of the post was read as the quote. ` +
            'If it holds a vote, type the name',
        ),
        post,
        quote,
        [],
        voter,
      );
    }
    const late = deadline !== null && post.stamp !== null && stampValue(post.stamp) > stampValue(deadline);
    const usable: PostItem[] = [];
    for (const it of items) {
      if (it.kind === 'unreadable') {
        const dym = it.near ? t(` Может быть, «${it.near}»?`, ` Did you mean "${it.near}"?`) : t('', '');
        issue(
          'VOTE_UNREADABLE',
          'warning',
          t(
            `${voter}: непонятно, за кого голос «${it.written}».${dym.ru}`,
            `${voter}: cannot tell who "${it.written}" votes for.${dym.en}`,
          ),
          post,
          it,
          it.near ? [{ voter, target: it.near }] : [],
          voter,
        );
      } else if (policy.markRequired && markup && !it.marked) {
        issue(
          'VOTE_UNMARKED',
          'warning',
          t(
            `${voter}: «${it.written}» не выделен — ${policy.markRule.ru}; не засчитан`,
            `${voter}: "${it.written}" is not marked — ${policy.markRule.en}; not counted`,
          ),
          post,
          it,
          [{ voter, target: it.target }],
        );
      } else if (it.kind === 'abstain' && !policy.abstain) {
        issue(
          'NOT_VOTING',
          'info',
          t(`${voter}: «${it.written}» — ${policy.abstainRule.ru}`, `${voter}: "${it.written}" — ${policy.abstainRule.en}`),
          post,
          it,
        );
      } else usable.push(it);
    }
    const choices = [...new Set(usable.filter((i) => i.kind !== 'cancel').map((i) => i.target))];
    let kept = usable;
    if (choices.length > 1) {
      const last = usable[usable.length - 1]!;
      const span = {
        offset: usable[0]!.offset,
        length: last.offset + last.length - usable[0]!.offset,
        written: usable.map((i) => i.written).join(' … '),
      };
      if (twoInPost === 'ask') {
        issue(
          'POST_TWO_VOTES',
          'warning',
          t(
            `${voter}: в одном посте два голоса (${choices.map((c) => c ?? 'не голосую').join(', ')}); ${policy.twoInPostRule.ru}`,
            `${voter}: two votes in one post (${choices.map((c) => c ?? 'abstain').join(', ')}); ${policy.twoInPostRule.en}`,
          ),
          post,
          span,
          choices.map((c) => ({ voter, target: c })),
        );
        kept = [];
      } else {
        issue(
          'POST_TWO_VOTES',
          'info',
          t(
            `${voter}: в одном посте два голоса — засчитан последний, ${policy.twoInPostRule.ru}`,
            `${voter}: two votes in one post — the last counts, ${policy.twoInPostRule.en}`,
          ),
          post,
          span,
        );
        kept = usable.filter((i) => i.kind === 'cancel' || i === [...usable].reverse().find((u) => u.kind !== 'cancel'));
      }
    }
    for (const it of kept) record(voter, it, post, late);
  }

  function record(voter: string, it: PostItem, post: Post, late: boolean): void {
    const at = index.span(post.bodyOffset + it.offset, it.length);
    const base = {
      voter,
      target: it.target,
      blitz,
      cancel: it.kind === 'cancel',
      post: post.number,
      time: post.time,
      span: at,
      written: it.written,
    };
    const mine = votes.filter((v) => v.voter === voter && v.blitz === blitz && v.status === 'counted');
    if (late) {
      votes.push({ ...base, status: 'late' });
      issue(
        'VOTE_LATE',
        'warning',
        t(
          `${voter}: голос в ${post.time ?? '?'} — после срока (${clock(deadline)}); не засчитан`,
          `${voter}: vote at ${post.time ?? '?'} is after the deadline (${clock(deadline)}); not counted`,
        ),
        post,
        it,
        [{ voter, target: it.target }],
      );
      return;
    }
    const finalBefore = mine.find((v) => finals.has(v));
    if (mine.length && (!policy.changes || finalBefore)) {
      if (mine.some((v) => v.target === it.target && !base.cancel)) return;
      votes.push({ ...base, status: 'refused' });
      const rule = finalBefore ? t('голос помечен «окончательно»', 'the vote was marked "final"') : policy.noChangeRule;
      issue(
        'VOTE_CHANGE_REFUSED',
        'warning',
        t(
          `${voter} уже ${votedWord(voter)} (${mine[0]!.target ?? 'не голосую'}, пост ${mine[0]!.post}): ${rule.ru}`,
          `${voter} has already voted (${mine[0]!.target ?? 'abstain'}, post ${mine[0]!.post}): ${rule.en}`,
        ),
        post,
        it,
        [{ voter, target: it.target }],
      );
      return;
    }
    if (!policy.changes && (it.kind === 'change' || it.kind === 'cancel')) {
      votes.push({ ...base, status: 'refused' });
      issue(
        'VOTE_CHANGE_REFUSED',
        'warning',
        t(`${voter}: «${it.written}» — ${policy.noChangeRule.ru}`, `${voter}: "${it.written}" — ${policy.noChangeRule.en}`),
        post,
        it,
        it.target ? [{ voter, target: it.target }] : [],
      );
      return;
    }
    for (const v of mine) votes[votes.indexOf(v)] = { ...v, status: base.cancel ? 'cancelled' : 'replaced' };
    if (base.cancel) {
      if (!mine.length)
        issue(
          'VOTE_CANCEL_NOTHING',
          'info',
          t(`${voter}: «${it.written}», но голоса ещё не было`, `${voter}: "${it.written}", but there was no vote yet`),
          post,
          it,
        );
      votes.push({ ...base, status: 'cancelled' });
      return;
    }
    const v: FoundVote = { ...base, status: 'counted' };
    if (it.final) finals.add(v);
    votes.push(v);
  }

  if (policy.markRequired && !markup && votes.length) issues.unshift(markupLost(policy, index.span(0, 0)));
  return { ruleset: scenario.ruleset, format: read.format, posts: read.posts, votes, issues, deadline: deadline ? clock(deadline) : null };
}
