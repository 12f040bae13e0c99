import { optionSpec as spec } from '../../engine/option-kit.ts';
import { YES, NO } from './option-rows.ts';

/** Night options about the mafia kill, slots and timing, Athos, Porthos, the traps and Aramis. */
export const NIGHT_GUARD_OPTIONS = [
  spec(
    'missingMafiaKill',
    'C-4',
    'A-13',
    'Мафия не прислала выстрел: что делает ведущий?',
    'The mafia sent no kill: what does the host do?',
    [
      ['hostAssigns', 'ведущий назначает киллера и цель (жребий)', 'the host assigns killer and target (lot)'],
      ['noKill', 'убийства нет (нарушение)', 'no kill (a breach)'],
    ],
  ),
  spec('killerSuppresses', 'C-5', 'A-11', 'Что отключается у киллера?', 'What is switched off in the killer?', [
    ['nightActionOnly', 'только ночной ход роли', "only his role's night move"],
    ['allNightIncludingPassive', 'все ночные способности, включая пассивные (бомба)', 'all night abilities incl. passive (the bomb)'],
    ['nightAndNextDay', 'всё, и на следующий день', 'everything, also next day'],
  ]),
  spec('loneMafSequence', 'C-6', 'A-14', 'Последний маф: в каком порядке выстрел и ход роли?', 'Lone maf: kill or role move first?', [
    ['killFirst', 'сначала выстрел', 'kill first'],
    ['roleFirst', 'сначала ход роли', 'role move first'],
  ]),
  spec('loneMafMiledy', 'C-6', 'A-14', 'Миледи очаровала последнего мафа: что меняется?', 'Milady charms the lone maf: what is swapped?', [
    ['swapKill', 'выстрел', 'the kill'],
    ['swapRole', 'ход роли', 'the role move'],
    ['swapBoth', 'оба', 'both'],
  ]),
  spec('mafiaMayTargetMafia', 'C-7', 'A-10', 'Может ли киллер стрелять в мафа?', 'May the killer shoot a maf?', [
    ['true', YES, 'yes'],
    ['false', NO, 'no'],
  ]),
  spec('mafiaDeathCause', 'C-8', 'A-20', 'Кто узнаёт причину смерти мафа?', 'Who learns how a maf died?', [
    ['victimLearns', 'сам погибший', 'the victim'],
    ['teamLearns', 'вся мафия', 'the whole mafia'],
  ]),
  spec('deadActorActs', 'C-29', 'A-69', 'Ходит ли убитый до своего хода?', 'Does a player killed before his slot still act?', [
    ['false', NO, 'no'],
    ['true', YES, 'yes'],
  ]),
  spec('protectionTiming', 'C-30', 'A-79', 'С какого момента действует защита Портоса?', "When does Porthos's protection start?", [
    [
      'fromProtectorSlot',
      'с его хода (нападение по состоянию на ход нападающего)',
      "from his slot (the attack sees the state at the attacker's slot)",
    ],
    [
      'wholeNight',
      'всю ночь, пока заявленный ход в силе (снимается, если ходящий убит, заблокирован или очарован до своего хода)',
      'all night while the declared move stays on course (withdrawn once its actor is killed, blocked or charmed before his slot)',
    ],
  ]),
  spec('missingTarget', 'C-31', 'A-62', 'Нет цели у принуждённого Миледи игрока', 'A Milady-forced player named no target', [
    ['noAction', 'нет действия (M9)', 'no action (M9)'],
    ['randomTarget', 'ведущий назначает цель (жребий)', 'the host draws a target'],
  ]),
  spec('selfTarget', 'C-32', 'A-76', 'Можно ли ходить на себя?', 'May a player target himself?', [
    ['allowed', 'да, кроме прямо запрещённого (Портос, Кэтти 2-й раз)', 'yes, except where a role forbids it'],
    ['forbiddenUnlessStated', 'нет, кроме прямо разрешённого', 'no, except where a role allows it'],
  ]),
  spec('athosProtection', 'C-33', 'A-73', 'С какого момента гость Атоса в безопасности?', "When is Athos's guest safe from?", [
    ['fromAthosSlot', 'с хода Атоса', "from Athos's slot"],
    [
      'wholeNight',
      'всю ночь, пока заявленный ход в силе (снимается, если ходящий убит, заблокирован или очарован до своего хода)',
      'all night while the declared move stays on course (withdrawn once its actor is killed, blocked or charmed before his slot)',
    ],
  ]),
  spec('athosBlock', 'C-34', 'A-73', 'Блок гостя Атоса зависит от очереди?', 'Does the tavern block depend on the order?', [
    ['fromAthosSlot', 'блокирует ходящих после Атоса', 'blocks guests moving after Athos'],
    [
      'wholeNight',
      'весь ход гостя этой ночью, пока ход Атоса в силе (снимается, если Атос убит, заблокирован или очарован до своего хода)',
      "the guest's whole night while Athos's move stays on course (withdrawn once Athos is killed, blocked or charmed before his slot)",
    ],
    ['aramisLike', 'как Арамис: походивший теряет следующую ночь', 'like Aramis: a guest who moved loses next night'],
  ]),
  spec('athosSafetyScope', 'C-35', 'A-73', 'От чего защищён гость Атоса?', "What is Athos's guest safe from?", [
    ['harmfulOnly', 'от нападений и блоков (амулет и защита доходят)', 'attacks and blocks (amulet and protection still reach)'],
    ['allIncomingActions', 'от всех действий, кроме наблюдения', 'every incoming action except watching'],
    ['attacksOnly', 'только от нападений', 'attacks only'],
  ]),
  spec('athosDeathEndsSafety', 'C-36', 'A-74', 'Смерть Атоса снимает защиту гостя?', "Does Athos's death end the guest's safety?", [
    ['false', NO, 'no'],
    ['true', YES, 'yes'],
  ]),
  // Audit round 2: not in RULES-NOTES; the Athos parallel is C-36. L81 «их действия могут быть совершены».
  spec(
    'porthosDeathEndsGuard',
    'C-36 (Porthos)',
    'A-79',
    'Смерть Портоса снимает защиту и ловушку?',
    "Does Porthos's death end his guard and trap?",
    [
      ['false', 'нет: ход убитого совершён (L81)', "no: a killed player's move stands (L81)"],
      ['true', 'да: мёртвый телохранитель не защищает', 'yes: a dead bodyguard guards no one'],
    ],
  ),
  spec(
    'porthosTrapWithOtherProtection',
    'C-37',
    'A-77',
    'Срабатывает ли ловушка, если цель ещё и под амулетом или у Атоса?',
    'Does the trap fire if the target is also under the amulet or Athos?',
    [
      ['triggers', 'да (нападал)', 'yes (he attacked)'],
      ['noTrigger', 'нет', 'no'],
    ],
  ),
  spec(
    'trevilleVsPorthosHonest',
    'C-38',
    'A-161',
    'Де Тревиль нападает на честного под защитой Портоса',
    'De Tréville attacks an honest protectee',
    [
      ['trapDeath', 'гибнет в ловушке', 'dies in the trap'],
      ['suicide', 'кончает с собой', 'kills himself'],
    ],
  ),
  spec(
    'trevilleTrapOnMafProtectee',
    'C-39',
    'A-161',
    'Де Тревиль нападает на мафа под защитой Портоса',
    'De Tréville attacks a protected maf',
    [
      ['dies', 'гибнет в ловушке', 'dies in the trap'],
      ['killsMaf', 'убивает мафа и живёт', 'kills the maf and lives'],
    ],
  ),
  spec(
    'executionerBlocked',
    'C-40',
    'A-78',
    'Что значит «палач блокируется на сутки» (дубинка Портоса)?',
    'What does the club\'s "blocked for a day" mean?',
    [
      ['blockedNoSlotChange', 'блок на сутки без первого места (C.R 6)', 'blocked for a day, no slot 1 (C.R 6)'],
      ['asKnockedOut', 'как вырубленный (1-й ход)', 'as knocked out (slot 1)'],
      ['hitFailsOnly', 'только удар не состоялся', 'only the hit fails'],
      ['nextNightBlocked', 'следующая ночь заблокирована', 'next night blocked'],
    ],
  ),
  spec(
    'executionerBlockedWithConstance',
    'C-41',
    'A-102',
    'Что значит «блокируется с ней вместе» (1-й удар по Констанции)?',
    'What does "blocked together with her" mean?',
    [
      ['blockedNoSlotChange', 'блок на сутки без первого места (C.R 6)', 'blocked for a day, no slot 1 (C.R 6)'],
      ['asKnockedOut', 'как вырубленный', 'as knocked out'],
      ['nextNightBlocked', 'следующая ночь заблокирована', 'next night blocked'],
      ['flavourOnly', 'без последствий', 'flavour only'],
    ],
  ),
  spec(
    'trapCatchesForced',
    'C-42',
    'A-77',
    'Ловит ли ловушка принуждённых Миледи нападающих?',
    'Does the trap catch Milady-forced attackers?',
    [
      ['true', YES, 'yes'],
      ['false', NO, 'no'],
    ],
  ),
  spec('trapMultiUse', 'C-42', 'A-77', 'Ловит ли ловушка нескольких нападающих?', 'Does the trap catch several attackers?', [
    ['true', YES, 'yes'],
    ['false', 'только первого', 'only the first'],
  ]),
  spec(
    'aramisNextNightBinds',
    'C-43',
    'A-82',
    'Что блокирует проповедь на следующую ночь?',
    'What does the next-night sermon block bind to?',
    [
      ['player', 'игрока целиком (и киллером, и по воле Миледи)', 'the player (killer, forced moves too)'],
      ['roleActionOnly', 'только ход его роли', 'only his own role move'],
    ],
  ),
] as const;
