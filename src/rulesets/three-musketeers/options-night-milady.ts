import { optionSpec as spec } from '../../engine/option-kit.ts';
import { YES, NO } from './option-rows.ts';

/** Night options about Milady's charms, blocks of forced moves and La Chesnaye's mirror. */
export const NIGHT_MILADY_OPTIONS = [
  spec('blockStopsForced', 'C-44', 'A-95', 'Останавливает ли блок действие по воле Миледи?', 'Does a block stop a Milady-forced action?', [
    ['true', 'да (M9)', 'yes (M9)'],
    ['false', NO, 'no'],
  ]),
  spec('miledyRepeatTarget', 'C-45', 'A-92', '«Б повторяет за ним»: на чью цель?', '"B repeats after him": whose target?', [
    ['ownTarget', 'на свою цель', 'his own target'],
    ['partnerTarget', 'на цель А', "A's target"],
  ]),
  spec(
    'twoTargetActorGetsSingle',
    'C-46',
    'A-88',
    'Двухцелевому досталось одноцелевое действие',
    'A two-target actor gets a one-target action',
    [
      ['applyToBoth', 'на обе цели', 'on both targets'],
      ['firstOnly', 'на первую', 'on the first'],
    ],
  ),
  spec(
    'singleTargetActorGetsPair',
    'C-46',
    'A-88',
    'Одноцелевому досталось двухцелевое действие',
    'A one-target actor gets a two-target action',
    [
      ['secondTravels', 'вторая цель переходит с действием', 'the second target travels'],
      ['fails', 'действие не удаётся (M9)', 'the action fails (M9)'],
    ],
  ),
  spec('swapNonAction', 'C-47', 'A-94', 'Миледи меняет действие с «пустым» ходом', 'Milady swaps with a non-action', [
    ['partnerDoesNothing', 'ролевой ничего не делает', 'the role-holder does nothing'],
    ['oneWay', 'ролевой сохраняет своё', 'the role-holder keeps his own'],
  ]),
  // Issue 8.1: L106 «А выполняет свое действие, а Б повторяет его за ним» repeats what A did; L101 the
  // preached player «ничего не делает», L97 the guest «ничего не может делать» (RULES-NOTES C-47).
  spec(
    'miledyRepeatStopped',
    'C-47',
    'A-92',
    'А походил до Миледи, но был остановлен (блок, удар, трактир, смерть): что повторяет Б?',
    'A moved before Milady but was stopped (block, hit, tavern, death): what does B repeat?',
    [
      ['nothing', 'ничего: А ничего не сделал (L106, L101)', 'nothing: A did nothing (L106, L101)'],
      ['intendedMove', 'задуманный ход А', "A's intended move"],
    ],
  ),
  spec(
    'peacefulTrevilleSwappable',
    'C-47',
    'A-156',
    'Передаётся ли мирному де Тревилю/от него убийство через Миледи?',
    "Is a peaceful de Tréville's kill transferable?",
    [
      ['false', 'нет (C.R 7)', 'no (C.R 7)'],
      ['true', YES, 'yes'],
    ],
  ),
  spec(
    'forcedKillerIsKiller',
    'C-48',
    'A-89',
    'Принуждённый Миледи стрелок — киллер (ловушка, бомба, отчёты)?',
    'Is a forced shooter "the killer" (trap, bomb, reports)?',
    [
      ['true', YES, 'yes'],
      ['false', NO, 'no'],
    ],
  ),
  spec(
    'killerRepeatLosesKill',
    'C-48',
    'A-93',
    'Киллер после Миледи «повторяет» ход партнёра: выстрел теряется?',
    'The killer repeats his partner: is the kill lost?',
    [
      ['true', YES, 'yes'],
      ['false', 'нет, стреляет всё равно', 'no, he shoots anyway'],
    ],
  ),
  spec('abbessCharm', 'C-49', 'A-96', 'Миледи очаровала Аббатису', 'Milady charms the Abbess', [
    ['pairUnaffected', 'пара не затронута', 'the pair is unaffected'],
    ['oneWayToAbbess', 'Аббатиса получает ход партнёра', "the Abbess receives the partner's move"],
    ['charmFails', 'чары не удаются', 'the charm fails'],
  ]),
  spec(
    'miledyCharmIsAction',
    'C-50',
    'A-87',
    'Чары Миледи — действие на цели (Фельтон, Атос, зеркало)?',
    'Is the charm an action on its targets?',
    [
      ['true', YES, 'yes'],
      ['false', NO, 'no'],
    ],
  ),
  spec('watchersSwappable', 'C-51', 'A-97', 'Может ли Миледи менять функции наблюдателей?', "May Milady swap the watchers' functions?", [
    ['true', YES, 'yes'],
    ['false', 'нет, чары не удаются', 'no, the charm fails'],
  ]),
  spec('miledyPartnerDies', 'C-52', 'A-68', 'Цель Миледи погибла до хода', 'A charmed target dies before acting', [
    ['partnerStillSwapped', 'партнёр всё равно выполняет чужое', 'the partner still performs the swapped move'],
    ['partnerReverts', 'партнёр выполняет своё', 'the partner reverts to his own'],
  ]),
  spec(
    'swappedActionSlot',
    'C-53',
    'A-92',
    'На чьём ходу выполняется обменянное действие?',
    'At whose slot does a swapped action resolve?',
    [
      ['performerSlot', 'исполнителя', "the performer's"],
      ['ownerSlot', 'владельца', "the owner's"],
    ],
  ),
  spec('miledyTargets', 'C-54', 'A-87', 'Может ли Миледи очаровать себя?', 'May Milady charm herself?', [
    ['twoDistinctOthers', 'только двух других', 'two distinct others only'],
    ['selfAllowed', 'да', 'yes'],
  ]),
  spec('mirrorMode', 'C-55', 'A-117', 'Что гнёт зеркало Ля Шене?', 'What does the mirror bend?', [
    ['targetRedirect', 'действия, направленные на цель', 'actions aimed at the target'],
    ['actorRedirect', 'собственное действие цели', "the target's own action"],
  ]),
  spec('mirrorTiming', 'C-56', 'A-118', 'С какого момента работает зеркало?', 'When does the mirror work from?', [
    ['fromSlot', 'с хода Ля Шене', "from La Chesnaye's slot"],
    [
      'wholeNight',
      'всю ночь, пока заявленный ход в силе (снимается, если ходящий убит, заблокирован или очарован до своего хода)',
      'all night while the declared move stays on course (withdrawn once its actor is killed, blocked or charmed before his slot)',
    ],
  ]),
  spec('mirrorAffectsMiledy', 'C-56', 'A-117', 'Гнёт ли зеркало чары Миледи?', "Does the mirror bend Milady's charm?", [
    ['true', YES, 'yes'],
    ['false', NO, 'no'],
  ]),
  spec(
    'mirrorSelfRedirect',
    'C-57',
    'A-117',
    'Может ли зеркало направить действие на самого действующего?',
    'May the mirror turn an action onto its actor?',
    [
      ['allowed', YES, 'yes'],
      ['forbidden', 'нет, зеркало не действует', 'no, the mirror does not apply'],
    ],
  ),
] as const;
