/**
 * What each rulebook lets a day vote be, as the desk reads a thread. The rule lines are quoted
 * so every refusal the desk lists says which rule it applies.
 */
import type { RulesetId } from '../engine/scenario.ts';
import { t, type Text } from '../engine/text.ts';

/** How the desk reads two different votes in one post. */
export type TwoVotesInPost = 'last' | 'ask';

/** One ruleset's vote rules for the desk. */
export interface VotePolicy {
  /** A later vote replaces an earlier one. */
  readonly changes: boolean;
  /** Only a bold / coloured vote counts. */
  readonly markRequired: boolean;
  /** A host's «блиц» announcement starts a blitz re-vote. */
  readonly blitz: boolean;
  /** «не голосую» is a vote of its own (LK L144); in TM not voting sends the vote to oneself (L17). */
  readonly abstain: boolean;
  readonly abstainRule: Text;
  /** Default reading of two votes in one post (an option: `--post-votes last|ask`). */
  readonly twoInPost: TwoVotesInPost;
  /** The rule lines quoted in the desk's messages. */
  readonly noChangeRule: Text;
  readonly markRule: Text;
  readonly twoInPostRule: Text;
}

/** Vote rules per ruleset. */
export const VOTE_POLICY: Record<RulesetId, VotePolicy> = {
  'three-musketeers': {
    changes: false,
    markRequired: false,
    blitz: false,
    abstain: false,
    abstainRule: t(
      '«Если кто не проголосовал — се ля ви, голос уходит на себя» (строка 17): строка голоса не нужна',
      '"Whoever does not vote — c\'est la vie, the vote goes to oneself" (line 17): no vote line is needed',
    ),
    // L18 forbids changing a vote, so neither the first nor the last name of a post is backed by
    // the text: the host picks.
    twoInPost: 'ask',
    noChangeRule: t('«Менять свой голос нельзя» (правила, строка 18)', '"A vote cannot be changed" (rulebook, line 18)'),
    markRule: t('', ''),
    twoInPostRule: t(
      'менять голос нельзя (строка 18), какой из двух голос — решает ведущий',
      'a vote cannot be changed (line 18): the host decides which of the two it is',
    ),
  },
  'mafia-lk': {
    changes: true,
    markRequired: true,
    blitz: true,
    abstain: true,
    abstainRule: t('', ''),
    twoInPost: 'last',
    noChangeRule: t('голос помечен «окончательно»', 'the vote was marked "final"'),
    markRule: t(
      '«имя своей жертвы выделяется жирным зеленым цветом» (правила, строка 144)',
      '"the name of your victim is written in bold green" (rulebook, line 144)',
    ),
    twoInPostRule: t('«засчитан будет последний голос в теме» (строка 144)', '"the last vote in the thread counts" (line 144)'),
  },
};
