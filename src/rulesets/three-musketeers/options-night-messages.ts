import { optionSpec as spec } from '../../engine/option-kit.ts';
import { YES, NO } from './option-rows.ts';

/** Night options about the messages the host sends (M2, M10, failures, notices). */
export const NIGHT_MESSAGE_OPTIONS = [
  spec('m2Scope', 'C-101', 'A-75', 'Кому M2 («вырвали кого-то с постели»)?', 'Who gets M2?', [
    ['blockersOnly', 'только блокирующим (Атос, Арамис, Фельтон)', 'blockers only (Athos, Aramis, Felton)'],
    ['anyActor', 'любому, чья цель ничего не делала', 'any actor whose target had no action'],
  ]),
  spec('m10Scope', 'C-102', 'A-70', 'Кому M10 после взрыва?', 'Who gets M10 after the explosion?', [
    ['pendingActionOnly', 'только с несделанным ходом (C.R 4)', 'only those with a pending action (C.R 4)'],
    ['allLaterPlayers', 'всем позже по очереди', 'every later player'],
  ]),
  spec('failureMessage', 'C-103', 'A-68', 'Текст о неудачном ходе (пояснение 9)', 'The "move failed" message (clarification 9)', [
    ['M3', 'M3', 'M3'],
    ['dedicated', 'отдельный текст', 'a dedicated text'],
  ]),
  spec(
    'swapPerformerMsg',
    'C-104',
    'A-94',
    'Ролевой выполнил обменянное действие: какое сообщение?',
    'A role-holder performed a swapped action: which message?',
    [
      ['M1', 'M1', 'M1'],
      ['M6', 'M6', 'M6'],
    ],
  ),
  spec('powerlessCharmMsg', 'C-104', 'A-90', 'Чары Миледи бессильны: какое сообщение?', "Milady's charm was powerless: which message?", [
    ['M3', 'M3', 'M3'],
    ['M1', 'M1', 'M1'],
  ]),
  // Issue 8.4: L201 every player must send a move; L161 M5 is for players «не обладая ночными
  // возможностями», and no message of L143-193 is written for a role-holder who sent nothing (lean: none).
  spec(
    'missingMoveMessage',
    'C-101',
    'A-62',
    'Ролевой игрок не прислал ход: что ему пишет ведущий?',
    'A role-holder sent no move: what does the host tell him?',
    [
      [
        'noMessage',
        'стандартного сообщения нет: ни одно из L143-193 не про ролевого без хода (ведущий пишет сам)',
        'no standard message: none of L143-193 is for a role-holder without a move (the host writes)',
      ],
      ['M5', 'M5 («спали сладким сном»)', 'M5 ("slept like a baby")'],
      ['M3', 'M3 («Вам помешали»)', 'M3 ("you were hindered")'],
    ],
  ),
  spec('failedHitVictimInformed', 'C-105', 'A-164', 'Узнаёт ли цель об отражённом ударе палача?', 'Is the target told of a stopped hit?', [
    ['false', NO, 'no'],
    ['true', 'да (M11)', 'yes (M11)'],
  ]),
  spec('publicRestoreNotice', 'C-106', 'A-168', 'Объявляется ли воскрешение утром?', 'Is a restoration announced in the morning?', [
    ['silent', 'нет (C.R 12)', 'no (C.R 12)'],
    ['announce', YES, 'yes'],
  ]),
] as const;
