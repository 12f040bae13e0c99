import { optionSpec as spec } from '../../engine/option-kit.ts';
import { YES, NO } from './option-rows.ts';

/** Night options about Kitty's amulet, de Treville, the Abbess and the Father. */
export const NIGHT_POWER_OPTIONS = [
  // Issue 8.3: L120 «Сама два раза подряд дать амулет одному персонажу не может» is about giving: a night
  // she was blocked and gave nothing is not a gift (lean), the declared-target reading stays an option.
  spec('kittyRepeatRule', 'C-81', 'A-137', '«Два раза подряд одному»: что сравнивается?', '"Not twice in a row": what is compared?', [
    [
      'actualGiftConsecutiveNights',
      'реально выданный самой амулет в соседние ночи (L120 «дать»)',
      'her own actual gifts on consecutive nights (L120 "give")',
    ],
    [
      'declaredTargetConsecutiveNights',
      'заявленные цели в соседние ночи (и когда её заблокировали)',
      'declared targets on consecutive nights (also when she was blocked)',
    ],
    ['consecutiveUses', 'последняя выдача, пропуская ночи', 'her last gift, skipping nights'],
  ]),
  // L120 «Сама… Но через Миледи или Ля Шене – вполне»: a night Milady took Kitty's move is not one she gave herself (lean).
  spec(
    'kittyCharmedNight',
    'C-81',
    'A-137',
    'Миледи забрала ход Кэтти: что считается её выдачей в эту ночь?',
    "Milady took Kitty's move: what counts as her gift that night?",
    [
      [
        'notHers',
        'ничего: она не давала амулет сама (L120 «Сама… Но через Миледи – вполне»)',
        'nothing: she gave no amulet herself (L120 "herself… but through Milady, quite")',
      ],
      ['declaredTarget', 'её заявленная цель', 'her declared target'],
      ['amuletRecipient', 'тот, кому её амулет дал партнёр по чарам', 'whoever her charm partner gave her amulet to'],
    ],
  ),
  spec('amuletTiming', 'C-82', 'A-140', 'С какого момента действует амулет?', 'When does the amulet protect from?', [
    ['fromKittySlot', 'с хода дающего', "from the giver's slot"],
    [
      'wholeNight',
      'всю ночь, пока заявленный ход в силе (снимается, если ходящий убит, заблокирован или очарован до своего хода)',
      'all night while the declared move stays on course (withdrawn once its actor is killed, blocked or charmed before his slot)',
    ],
  ]),
  spec(
    'amuletCoversForcedAttackers',
    'C-83',
    'A-135',
    'Защищает ли амулет от принуждённых нападающих?',
    'Does the amulet stop forced attackers?',
    [
      ['true', YES, 'yes'],
      ['false', NO, 'no'],
    ],
  ),
  spec('trevilleStatusRule', 'C-84', 'A-157', 'Кого «честным» считает маф-де Тревиль?', 'Whom does a mafia de Tréville treat as honest?', [
    ['absolute', 'по статусу (предатель = маф)', 'by status (traitor = maf)'],
    ['relativeToOwnTeam', 'относительно своей команды', 'relative to his own team'],
  ]),
  spec('trevilleSuicideTiming', 'C-85', 'A-159', 'Когда де Тревиль кончает с собой?', 'When does de Tréville kill himself?', [
    ['morning', 'утром', 'in the morning'],
    ['immediate', 'сразу, на своём ходу', 'at once, at his slot'],
  ]),
  spec(
    'forcedTrevilleSuicide',
    'C-86',
    'A-158',
    'Кончает ли с собой принуждённый исполнитель функции де Тревиля?',
    'Does a forced de Tréville performer kill himself?',
    [
      ['true', YES, 'yes'],
      ['false', NO, 'no'],
    ],
  ),
  spec('mafiaAbbessTargets', 'C-87', 'A-148', 'Кого может поднять Аббатиса-маф?', 'Whom may a mafia Abbess restore?', [
    ['literal', 'убитого ночью чижа или посаженного мафа', 'a night-killed honest or a jailed maf'],
    ['anyNightKilledOrJailedMaf', 'любого убитого ночью или посаженного мафа', 'any night-killed or a jailed maf'],
  ]),
  spec('abbessCondition', 'C-88', 'A-149', 'Условие «в игре есть посаженный маф»', 'The "a maf is jailed" condition', [
    ['everJailedMaf', 'когда-либо посажен маф', 'a maf was ever jailed'],
    ['currentlyJailedMaf', 'посаженный маф сейчас вне игры', 'a jailed maf is out now'],
  ]),
  spec(
    'abbessSameNight',
    'C-89',
    'A-147',
    'Может ли Аббатиса поднять убитого этой же ночью до её хода?',
    'May the Abbess restore someone killed earlier the same night?',
    [
      ['true', YES, 'yes'],
      ['false', NO, 'no'],
    ],
  ),
  spec('abbessBlockedSpends', 'C-90', 'A-147', 'Тратится ли заблокированная попытка Аббатисы?', 'Is a blocked Abbess move spent?', [
    ['false', NO, 'no'],
    ['true', YES, 'yes'],
  ]),
  spec(
    'restoredStateKept',
    'C-90',
    'A-147',
    'Сохраняет ли поднятый своё состояние (удары)?',
    'Does a restored player keep his state (hits)?',
    [
      ['true', YES, 'yes'],
      ['false', 'нет, сброс', 'no, reset'],
    ],
  ),
  spec('fatherInheritTiming', 'C-91', 'A-153', 'Когда Отец получает умения?', 'When does the Father inherit?', [
    ['nextPhase', 'со следующей фазы', 'from the next phase'],
    ['immediate', 'сразу, даже этой ночью', 'at once, even tonight'],
  ]),
  spec('fatherBombOrder', 'C-93', 'A-154', 'Кто «последний убитый» при взрыве?', 'Who is "last killed" in an explosion?', [
    ['attackerLast', 'нападавший', 'the attacker'],
    ['constanceLast', 'Констанция', 'Constance'],
  ]),
  spec(
    'fatherInheritsMusket',
    'C-94',
    'A-153',
    'Наследует ли Отец мушкет погибшего киллера?',
    "Does the Father inherit the dead killer's musket?",
    [
      ['false', NO, 'no'],
      ['true', YES, 'yes'],
    ],
  ),
  spec('fatherOnAbbess', 'C-95', 'A-155', 'Последней выбыла Аббатиса', 'The last one out was the Abbess', [
    ['keepPrevious', 'Отец сохраняет прежнее', 'the Father keeps his previous ability'],
    ['nothing', 'Отец без умений', 'the Father has nothing'],
  ]),
  spec(
    'fatherOneShotState',
    'C-96',
    'A-153',
    'Одноразовые умения при наследовании (самоамулет Кэтти)',
    "One-shot abilities when inherited (Kitty's self-keep)",
    [
      ['inheritUsage', 'использование наследуется', 'usage is inherited'],
      ['fresh', 'свои счётчики', 'fresh counters'],
    ],
  ),
  spec('fatherInheritsBomb', 'C-97', 'A-98', 'Становится ли Отец «бомбой»?', 'Does the Father become a bomb?', [
    ['false', NO, 'no'],
    ['true', YES, 'yes'],
  ]),
  spec('fatherOnRestore', 'C-98', 'A-153', 'Источник умения Отца поднят Аббатисой', "The source of the Father's ability is restored", [
    ['keep', 'Отец сохраняет умение', 'the Father keeps it'],
    ['revert', 'Отец теряет его', 'the Father reverts'],
  ]),
  spec(
    'fatherGetsWatcherReport',
    'C.R 9',
    'A-166',
    'Получает ли Отец с ролью наблюдателя отчёт?',
    'Does a Father with a watcher role get the report?',
    [
      ['true', YES, 'yes'],
      ['false', NO, 'no'],
    ],
  ),
] as const;
