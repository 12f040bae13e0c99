import { t, type Text } from '../../engine/text.ts';

// The «Мафия ЛК» host messages as data: each code, its rulebook source and its wording.

/** Message codes of «Мафия ЛК»: the host's private messages as the rulebook's examples show them. */
export type LkMessageCode =
  | 'LK-PM'
  | 'LK-MANIAC-SIDE'
  | 'LK-ACCEPTED'
  | 'LK-TAKEN'
  | 'LK-SHERIFF'
  | 'LK-STRETCHER'
  | 'LK-CHILD'
  | 'LK-REFUSED'
  | 'LK-KILLED'
  | 'LK-GUEST'
  | 'LK-MUTED'
  | 'LK-DON'
  | 'LK-WARN';

/** One entry of the message catalogue: where the wording comes from, and whether it is verbatim. */
export interface LkMessageSpec {
  readonly code: LkMessageCode;
  readonly source: string;
  readonly verbatim: boolean;
  /** The wording with {placeholders}: {имя} is the name as written, {кого} its accusative («Васю»); `en` is a gloss. */
  readonly text: Text;
}

/** The catalogue (for the encyclopedia and tests); builders below fill the placeholders. */
export const LK_MESSAGES: Readonly<Record<LkMessageCode, LkMessageSpec>> = {
  'LK-PM': {
    code: 'LK-PM',
    source: 'L16-22, L32-38, L48-51, L67-69, L97-101, L122-125, L136-139',
    verbatim: true,
    text: t(
      'Тема: Мафия – Партия № 1 – {роль}\nСообщение: Ваша роль – {роль}',
      'Subject: Mafia – Game No. 1 – {role}\nMessage: Your role – {role}',
    ),
  },
  'LK-MANIAC-SIDE': {
    code: 'LK-MANIAC-SIDE',
    source: 'L100-103',
    verbatim: true,
    text: t('Маньяк: За себя\nВедущий: Принято.', 'Maniac: For myself\nHost: Accepted.'),
  },
  'LK-ACCEPTED': {
    code: 'LK-ACCEPTED',
    source: 'L23-27 (mafia), L57-61 (Sheriff)',
    verbatim: true,
    text: t(
      'Дон: Мафия выбрала жертву – {имя}\nВедущий: Цель принята | Шериф: Стреляю в игрока {имя}\nВедущий: Цель принята',
      'Don: The mafia chose the victim – {name}\nHost: Target accepted | Sheriff: I shoot player {name}\nHost: Target accepted',
    ),
  },
  'LK-TAKEN': {
    code: 'LK-TAKEN',
    source: 'L76-78, L86-88 (Doctor), L104-109 (Maniac), L126-131 (Priestess)',
    verbatim: true,
    text: t(
      'Доктор: {кого}\nВедущий: Принято | Ведущий: Маньяк ваша жертва?\nМаньяк: Убиваю {кого}.\nВедущий: Принято. | Ведущий: Кто будет ' +
        'вашим гостем сегодня?\nЖрица: Забираю {кого}.\nВедущий: принято.',
      'Doctor: {name}\nHost: Accepted | Host: Maniac, your victim?\nManiac: I kill {name}.\nHost: Accepted. | Host: Who will be your ' +
        'guest tonight?\nPriestess: I take {name}.\nHost: accepted.',
    ),
  },
  'LK-SHERIFF': {
    code: 'LK-SHERIFF',
    source: 'L42, L52-56',
    verbatim: true,
    text: t('Шериф: Проверяю игрока {имя}\nВедущий: {мирный|мафия}', 'Sheriff: I check player {name}\nHost: {civilian|mafia}'),
  },
  'LK-STRETCHER': {
    code: 'LK-STRETCHER',
    source: 'L70-76, L79-86',
    verbatim: true,
    text: t(
      'Ведущий: Доктор! У нас {N} на носилках:\n{имя}[ (лечить нельзя)]\nВы успеете спасти только одного из них! Кого будем спасать?',
      'Host: Doctor! We have {N} on stretchers:\n{name}[ (cannot be healed)]\nYou can save only one of them! Whom shall we save?',
    ),
  },
  'LK-CHILD': {
    code: 'LK-CHILD',
    source: 'L134 (rule text, no example)',
    verbatim: false,
    text: t(
      'Дон: Мафия выбрала жертву – {имя}\nВедущий: В данного игрока стрелять нельзя.',
      'Don: The mafia chose the victim – {name}\nHost: You may not shoot this player.',
    ),
  },
  'LK-REFUSED': {
    code: 'LK-REFUSED',
    source: 'L14, L31, L46, L94, L118 (inferred)',
    verbatim: false,
    text: t('Ведущий: Цель не принята — {причина}.', 'Host: Target refused — {reason}.'),
  },
  'LK-KILLED': {
    code: 'LK-KILLED',
    source: 'L174 (inferred)',
    verbatim: false,
    text: t('Ведущий: Вы убиты этой ночью.', 'Host: You were killed tonight.'),
  },
  'LK-GUEST': {
    code: 'LK-GUEST',
    source: 'D-A8 (option)',
    verbatim: false,
    text: t('Ведущий: Эту ночь вы провели у Жрицы любви.', 'Host: You spent the night with the Priestess of Love.'),
  },
  'LK-MUTED': {
    code: 'LK-MUTED',
    source: 'L185',
    verbatim: false,
    text: t(
      'Ведущий: Вы остались в игре, но не имеете права обсуждать следующий день; голосовать можно только именем игрока.',
      "Host: You stay in the game but may not discuss next day; you may vote with a player's name only.",
    ),
  },
  'LK-DON': {
    code: 'LK-DON',
    source: 'L12',
    verbatim: false,
    text: t('Ведущий: Дон выбыл. Теперь Дон мафии — вы, {имя}.', 'Host: The Don is out. You are the Mafia Don now, {name}.'),
  },
  'LK-WARN': {
    code: 'LK-WARN',
    source: 'L152, L167',
    verbatim: false,
    text: t(
      'Ведущий: Вам вынесено предупреждение №{n}: {последствие по L152 / L167}.',
      'Host: You receive warning no. {n}: {consequence per L152 / L167}.',
    ),
  },
};
