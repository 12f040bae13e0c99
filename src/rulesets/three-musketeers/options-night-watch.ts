import { optionSpec as spec } from '../../engine/option-kit.ts';
import { YES, NO } from './option-rows.ts';

/** Night options about Felton, Constance and the bomb, the watchers and Planchet's hits. */
export const NIGHT_WATCH_OPTIONS = [
  spec('feltonTookPlace', 'C-59', 'A-146', 'Когда ход Фельтона «состоялся» (запрет голосов)?', 'When has Felton\'s move "taken place"?', [
    ['actedWithBothAlive', 'сходил, обе цели живы', 'he acted, both targets alive'],
    ['submitted', 'достаточно заявки', 'on submission'],
  ]),
  spec(
    'feltonIgnoresInduced',
    'C-60',
    'A-141',
    'Игнорируются ли взаимные действия через зеркало/Миледи?',
    'Are mutual actions induced by a mirror or Milady ignored?',
    [
      ['true', YES, 'yes'],
      ['false', 'только выбранные самим', 'only self-chosen ones'],
    ],
  ),
  spec('feltonDuration', 'C-61', 'A-141', 'Сколько длится ночной эффект Фельтона?', "How long does Felton's night effect last?", [
    ['restOfNightPlusDay', 'до конца ночи и день', 'rest of the night plus the day'],
    ['full24h', 'сутки (и начало следующей ночи)', '24 h (also the early slots of next night)'],
  ]),
  spec('constanceDiesOnExplosion', 'C-62', 'A-101', 'Гибнет ли Констанция при взрыве?', 'Does Constance die when she explodes?', [
    ['true', YES, 'yes'],
    ['false', NO, 'no'],
  ]),
  spec('constanceProtectors', 'C-63', 'A-98', 'Кто считается живой «четвёркой»?', 'Who counts among "the four"?', [
    ['livingRoleHolders', 'живые носители ролей', 'living holders of the roles'],
    ['honestOnly', 'только честные', 'honest ones only'],
    ['includeFatherInheritor', 'и Отец, унаследовавший роль', 'also the Father who inherited one'],
  ]),
  spec(
    'bombOnTrevilleAttempt',
    'C-64',
    'A-162',
    'Взрывается ли бомба от попытки де Тревиля?',
    "Does de Tréville's mere attempt set off the bomb?",
    [
      ['killOnly', 'только при убийстве', 'only on a kill'],
      ['anyAttempt', 'при любой попытке', 'on any attempt'],
    ],
  ),
  spec(
    'bombCancelsPendingSuicide',
    'C-65',
    'A-100',
    'Отменяет ли взрыв утреннее самоубийство де Тревиля?',
    "Does the explosion cancel de Tréville's morning suicide?",
    [
      ['false', NO, 'no'],
      ['true', YES, 'yes'],
    ],
  ),
  spec('watchWindow', 'C-72', 'A-134', 'Что видит наблюдатель?', 'What does a watcher see?', [
    [
      'genuineWholeNightForcedAfterSlot',
      'настоящий — всю ночь, по воле Миледи — после своего хода',
      'the genuine one all night, a forced one after his slot',
    ],
    ['wholeNight', 'всю ночь', 'the whole night'],
    ['afterWatcherSlot', 'после своего хода', 'after his slot'],
  ]),
  spec(
    'jussacSeesIncoming',
    'C-73',
    'A-132',
    'Видит ли де Жюссак действия над подследственным?',
    'Does de Jussac see actions done to the subject?',
    [
      ['deathOnly', 'только смерть', 'only the death'],
      ['allAnonymous', 'всё, без исполнителей', 'everything, actors hidden'],
    ],
  ),
  spec(
    'jussacOnBlockedSubject',
    'C-74',
    'A-130',
    'Подследственного увёл Атос: что видит де Жюссак?',
    "The subject is Athos's guest: what does de Jussac see?",
    [
      ['nothingSeen', 'ничего', 'nothing'],
      ['seesTavern', 'что тот пил в трактире с Атосом', 'that he drank with Athos'],
    ],
  ),
  // Issue 8.2: the watched player went to a tent where nobody answered. L118 «видит всё, что и с кем
  // этот персонаж делал ночью», and the apprentice sees the same visit (L256): lean, he sees it.
  spec(
    'jussacSeesDeadVisit',
    'C-73',
    'A-130',
    'Подследственный пришёл к уже убитому: что видит де Жюссак?',
    'The subject went to someone already dead: what does de Jussac see?',
    [
      [
        'seen',
        'что тот подошёл к шатру, звал, но никто не ответил (L118, как подмастерье, L256)',
        'the visit nobody answered (L118; as the apprentice, L256)',
      ],
      ['nothingSeen', 'ничего: ход не состоялся (пояснение 9)', 'nothing: the move failed (clarification 9)'],
    ],
  ),
  // Issue 8.2: a watcher's own move is an order to a servant. L118 «всё, что … делал» could take it in;
  // lean: the master stays in his tent and following is nothing done to the followed (L112 «делали»).
  spec(
    'watchersSeeWatches',
    'C-73',
    'A-130',
    'Видит ли наблюдатель, что его подопечный послал слежку (или что за ним следят)?',
    'Does a watcher see a watch sent by, or on, the watched player?',
    [
      ['unseen', 'нет: слежка тайная, хозяин не выходит из шатра (L112, L118)', 'no: a watch is covert, its master stays in his tent'],
      ['seen', 'да: «отправил гвардейца следить за …» (L118 «всё»)', 'yes: "sent a guardsman to watch …" (L118 "everything")'],
    ],
  ),
  spec('secondHitKills', 'C-76', 'A-122', 'Какой повторный удар убивает?', 'Which second hit kills?', [
    ['anyLaterHit', 'любой повторный', 'any later hit'],
    ['whileUnconscious', 'пока жертва без сознания', 'while still unconscious'],
    ['consecutiveNights', 'в соседние ночи', 'on consecutive nights'],
  ]),
  spec('hitCountsOnlyLanded', 'C-77', 'A-127', 'Считаются ли отражённые удары?', 'Do stopped hits count?', [
    ['true', 'только состоявшиеся', 'only landed hits'],
    ['false', 'любые попытки', 'every attempt'],
  ]),
  spec('knockoutBlocksSameNight', 'C-78', 'A-129', 'Теряет ли вырубленный ход этой ночью?', "Does the victim lose tonight's move?", [
    ['true', YES, 'yes'],
    ['false', NO, 'no'],
  ]),
  spec('knockoutDuration', 'C-79', 'A-126', 'Сколько длится обморок?', 'How long does the knockout last?', [
    ['untilNextEvening', 'до вечера следующего дня', 'until the next evening'],
    ['literal24h', 'сутки (и следующая ночь)', '24 h (next night too)'],
  ]),
  spec('doubleHitSameNightKills', 'C-80', 'A-122', 'Два удара за одну ночь убивают?', 'Do two hits in one night kill?', [
    ['true', YES, 'yes'],
    ['false', 'не более одного удара за ночь', 'at most one hit a night'],
  ]),
] as const;
