import { optionSpec as option } from '../../engine/option-kit.ts';
import { r, YES_NO, NO_YES } from './option-rows.ts';

/** Options about the day powers: Felton's summary, Constance, Rochefort and the duel (Part C). */
export const DAY_POWER_OPTIONS = [
  option(
    'feltonCoversDayPowers',
    'C-58',
    'A-141',
    'Закрывает ли сводка Фельтона дневные спецвозможности (по порядку, C.R 1)?',
    "Does Felton's pairing bar day powers between the pair (order-dependent, C.R 1)?",
    YES_NO('да (Рошфор, Констанция)', 'yes (Rochefort, Constance)', 'нет, только голоса', 'no, only the votes'),
  ),
  option(
    'constancePullFrequency',
    'C-66',
    'A-103',
    'Как часто Констанция перетягивает до 2 голосов?',
    'How often may Constance pull up to 2 votes?',
    [r('perDay', 'до 2 голосов в день', 'up to 2 ballots per day'), r('perGame', 'до 2 голосов за игру', 'up to 2 ballots per game')],
  ),
  option(
    'constancePullCanTakeSelfVotes',
    'C-66',
    'A-103',
    'Может ли Констанция забрать голос «на себя» непроголосовавшего?',
    "May Constance take a non-voter's self-vote?",
    NO_YES('нет', 'no', 'да', 'yes'),
  ),
  option('constancePullVisibility', 'C-67', 'A-103', 'Виден ли перевод голосов Констанцией?', "Is Constance's pull public?", [
    r('public', 'публично, в итогах', 'public, shown in the result'),
    r('secret', 'тайно, при подсчёте', 'secret, applied at the count'),
  ]),
  option('rochefortFrequency', 'C-68', 'A-108', 'Как часто действует Рошфор?', 'How often may Rochefort act?', [
    r('oncePerDay', 'раз в день', 'once per day'),
    r('oncePerGame', 'раз за игру', 'once per game'),
  ]),
  option(
    'rochefortCancelNoRevote',
    'C-69',
    'A-105',
    'Игрок с отменённым голосом не переголосовал?',
    'A player whose vote was cancelled does not re-vote?',
    [
      r('nonVoter', 'он непроголосовавший: голос на себя, низкий приоритет', 'he is a non-voter: self-vote, low priority'),
      r('noVote', 'голос просто пропадает, без голоса на себя', 'the vote just disappears, no self-vote'),
    ],
  ),
  option(
    'rochefortNeutralizeBy',
    'C-70',
    'A-107',
    "Что нейтрализует Констанцию и Д'Артаньяна?",
    "Which Rochefort action neutralises Constance and D'Artagnan?",
    [r('denyOnly', 'только отказ в голосовании', 'only a denial'), r('denyOrCancel', 'и отказ, и отмена голоса', 'a denial or a cancel')],
  ),
  option('rochefortNeutralizeDuration', 'C-70', 'A-107', 'Надолго ли нейтрализация?', 'How long does the neutralisation last?', [
    r('thatDay', 'на этот день', 'that day only'),
    r('permanent', 'навсегда', 'for good'),
  ]),
  option(
    'rochefortSelf',
    'C-71',
    'A-105',
    'Может ли Рошфор действовать на себя?',
    'May Rochefort act on himself?',
    NO_YES('нет', 'no', 'да', 'yes'),
  ),
  option(
    'allowMultipleJailings',
    'C-92',
    'A-31',
    'Сажать всех при равенстве (старая редакция)?',
    'Jail everyone tied (pre-clarification-5 rules)?',
    NO_YES('нет: посадка только одна', 'no: only one jailing', 'да: при равенстве садятся все', 'yes: a tie jails all tied'),
  ),
  option(
    'duelKeepsKnockedFirst',
    'C-99',
    'A-85',
    'После дуэли вырубленные остаются первыми?',
    'After a duel, do knocked-out players keep slot 1?',
    YES_NO('да', 'yes', 'нет, разворот важнее', 'no, the reversal overrides'),
  ),
  option(
    'duelKeepsDeniedLast',
    'C-99',
    'A-85',
    'После дуэли лишённые голоса остаются последними (C.R 8)?',
    'After a duel, do denied players stay last (C.R 8)?',
    YES_NO('да', 'yes', 'нет, отказ игнорируется', 'no, the denial is ignored'),
  ),
  option(
    'duelBlockedByFelton',
    'C-100',
    'A-86',
    'Мешает ли сводка Фельтона дуэли с партнёром?',
    "Does Felton's pairing bar a duel with the partner?",
    YES_NO('да', 'yes', 'нет', 'no'),
  ),
] as const;
