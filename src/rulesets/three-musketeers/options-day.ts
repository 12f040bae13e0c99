import { optionSpec as option } from '../../engine/option-kit.ts';
import { r, YES_NO } from './option-rows.ts';
import { DAY_POWER_OPTIONS } from './options-day-powers.ts';

/** Options about days, order, evening, day powers, the Father's day side and the win (Part C). */
export const TM_DAY_OPTIONS = [
  option('winCondition', 'C-3', 'A-8', 'Когда игра заканчивается?', 'When does the game end?', [
    r('standardParity', 'честные — когда нет живых мафов; мафия — при паритете', 'honest: no maf left in game; mafia: at parity'),
    r('allHonestDead', 'мафия — только когда не осталось честных', 'mafia only when no honest player is left'),
    r('hostDefined', 'решает ведущий (движок не объявляет победителя)', 'the host decides (the engine names no winner)'),
  ]),
  option(
    'selfVoteCounts',
    'C-9',
    'A-26',
    'Считается ли голос непроголосовавшего «на себя»?',
    "Does a non-voter's self-vote count in the tally?",
    YES_NO('да, +1 себе', 'yes, +1 to himself', 'нет, символический', 'no, symbolic only'),
  ),
  option(
    'blockedVoterSelfVote',
    'C-10',
    'A-32',
    'Получают ли вырубленные и лишённые голоса голос на себя?',
    'Do knocked-out or refused players get a self-vote?',
    [
      r('none', 'нет: не могут голосовать вовсе', 'no: they cannot vote at all'),
      r('self', 'да: «не проголосовал» — голос на себя', 'yes: "did not vote", so the vote goes to self'),
    ],
  ),
  option(
    'feltonDiscountedVote',
    'C-11',
    'A-33',
    'Что с голосом против сведённого Фельтоном?',
    "What becomes of a vote against one's Felton partner?",
    [
      r(
        'dropKeepOrder',
        'не учитывается; игрок считается голосовавшим (очерёдность), без голоса на себя',
        'dropped; still a voter for the order, no self-vote',
      ),
      r(
        'treatAsNonVoter',
        'не учитывается; игрок — непроголосовавший (голос на себя, низкий приоритет)',
        'dropped; he is a non-voter (self-vote, low priority)',
      ),
      r(
        'selfVoteKeepOrder',
        'становится голосом на себя, время голоса идёт в очерёдность',
        'becomes a self-vote; the time still sets his order',
      ),
    ],
  ),
  option(
    'noVotersRule',
    'C-12',
    'A-30',
    '«Голосовавших не было вообще» — если были только недействительные голоса?',
    '"No voters at all" when only void ballots exist?',
    [
      r('noCountedBallots', 'нет учтённых голосов — все остаются', 'no counted ballot: everyone stays'),
      r(
        'noCastBallots',
        'только если никто не голосовал; иначе считаем голоса на себя',
        'only if no ballot was cast; otherwise tally with self-votes',
      ),
    ],
  ),
  option(
    'activeSelfVoteAllowed',
    'C-13',
    'A-25',
    'Можно ли проголосовать за себя?',
    'May a player vote for himself?',
    YES_NO('да, это голос (и очерёдность)', 'yes, it is a vote (and sets his order)', 'нет', 'no'),
  ),
  option(
    'orderTimestamp',
    'C-16',
    'A-37',
    'Какое время голоса задаёт очерёдность после переголосования?',
    'Which ballot time sets the order after a re-vote?',
    [
      r('lastBallot', 'время последнего голоса (переголосования)', 'the last ballot (the re-vote)'),
      r('firstBallot', 'время первого голоса', 'the first ballot'),
    ],
  ),
  option(
    'nonVoterReverseSource',
    'C-17',
    'A-39',
    'Какой «порядок предыдущего дня» разворачивается для непроголосовавших?',
    'Which previous order is reversed for non-voters?',
    [
      r('officialPreSwap', 'официальный полный порядок до перестановок', 'the official full order before swaps'),
      r('realPostSwap', 'сыгранный порядок после перестановок', 'the played order after swaps'),
      r('publicList', 'публичный список (только голосовавшие)', 'the public list (voters only)'),
    ],
  ),
  option(
    'afterFallbackPrevious',
    'C-18',
    'A-48',
    'Что считать предыдущим порядком после ночи по списку приглашённых?',
    'What is the previous order after a night woken by the invitees list?',
    [
      r(
        'lastOfficialOrder',
        'последний порядок по голосованию (голоса до дуэли)',
        'the last vote-based order (the ballots before the duel)',
      ),
      r('lot', 'никакого: снова жребий', 'none: draw lots again'),
    ],
  ),
  option(
    'planchetPriority',
    'C-19',
    'A-56',
    'Что значит «всегда имеет приоритет 1 очереди» у Планше?',
    "What does Planchet's «приоритет 1 очереди» mean?",
    [
      r('lockBeforeSwaps', 'закрепление делается первым, до перестановок', 'his lock is made first, before the swaps'),
      r('planchetMovesFirst', 'сам Планше ходит первым', 'Planchet himself moves first'),
      r('lockedCharGoesFirst', 'закреплённый ставится на 1 место', 'the locked character goes to slot 1'),
    ],
  ),
  option(
    'swapCollision',
    'C-20',
    'A-54',
    'Перестановка задевает закреплённого — что происходит?',
    'A swap hits the locked character: what happens?',
    [
      r('voidPairSilently', 'пара молча недействительна и считается в лимит', 'the pair is silently void and counts against the cap'),
      r('voidPairNoCount', 'пара недействительна и не считается в лимит', 'the pair is void and does not count'),
      r('rejectAndInform', 'мафии сообщают, что перестановка невозможна', 'the mafia are told the swap is impossible'),
    ],
  ),
  option('swapCount', 'C-21', 'A-49', 'Сколько перестановок у мафии?', 'How many swaps do the mafia get?', [
    r('minLivingMafs3', 'по числу живых мафов, не более 3', 'living mafs, at most 3'),
    r('livingMafsMinus1', 'живых мафов минус 1', 'living mafs minus 1'),
  ]),
  option('overlappingSwaps', 'C-22', 'A-50', 'Пересекающиеся пары (A/B и B/C)?', 'Overlapping pairs (A/B and B/C)?', [
    r('sequential', 'применяются по очереди', 'applied one after another'),
    r('rejectOverlap', 'пара с уже переставленным отклоняется', 'a pair reusing a swapped name is refused'),
  ]),
  option(
    'knockedOrdering',
    'C-23',
    'A-42',
    'Порядок нескольких вырубленных на первых местах?',
    'Order among several knocked-out players at the top?',
    [
      r('byPreviousSlot', 'по прежнему месту в официальном порядке', 'by their previous official slot'),
      r('byHitTime', 'по времени удара', 'by the time they were hit'),
    ],
  ),
  option(
    'swapsCanMoveKnocked',
    'C-23',
    'A-42',
    'Может ли мафия переставить вырубленного с 1 места?',
    'May the mafia swap a knocked-out player off slot 1?',
    YES_NO('да: «1» — место до перестановок', 'yes: slot 1 is the pre-swap slot', 'нет', 'no'),
  ),
  option('deniedPosition', 'C-24', 'A-41', 'Где ходит лишённый голоса Рошфором?', 'Where does the player denied by Rochefort move?', [
    r('absoluteLast', 'самым последним, после непроголосовавших', 'absolute last, after the non-voters'),
    r('lastAmongVoters', 'последним среди голосовавших', 'last among the voters'),
  ]),
  option('publicListContent', 'C-25', 'A-45', 'Что в публичном списке очерёдности?', 'What does the public order list contain?', [
    r('votersOnly', 'только голосовавшие', 'voters only'),
    r(
      'votersPlusForcedSlots',
      'голосовавшие плюс места по правилу (вырубленные первыми, лишённые голоса последними)',
      'voters plus rule-fixed slots (knocked first, denied last)',
    ),
  ]),
  option(
    'duelWithoutPreviousOrder',
    'C-26',
    'A-43',
    'Дуэль, когда предыдущего порядка нет (день 1)?',
    'A duel when no previous order exists (Day 1)?',
    [r('inviteesList', 'по списку приглашённых', 'by the invitees list'), r('lot', 'жребий', 'by lot')],
  ),
  option('restoredOrder', 'C-27', 'A-37', 'Где ходит восстановленный Аббатисой?', 'Where does a player restored by the Abbess move?', [
    r('ordinary', 'по обычным правилам', 'by the ordinary rules'),
    r('last', 'последним (перед лишёнными голоса)', 'last (before the denied)'),
  ]),
  option('planchetLockScope', 'C-28', 'A-57', 'Кого может закрепить Планше?', 'Whom may Planchet lock?', [
    r('anyLiving', 'любого живого', 'any living character'),
    r('publicListOnly', 'только из публичного списка', 'only characters on the public list'),
  ]),
  ...DAY_POWER_OPTIONS,
] as const;
