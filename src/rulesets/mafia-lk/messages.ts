import { t, type Text } from '../../engine/text.ts';
import type { HostMessage, StepId } from '../../engine/timeline.ts';

/** Message codes of «Мафия ЛК»: the host's private messages as the rulebook's examples show them. */
export type LkMessageCode =
  | 'LK-PM' | 'LK-MANIAC-SIDE' | 'LK-ACCEPTED' | 'LK-TAKEN' | 'LK-SHERIFF' | 'LK-STRETCHER'
  | 'LK-CHILD' | 'LK-REFUSED' | 'LK-KILLED' | 'LK-GUEST' | 'LK-MUTED' | 'LK-DON' | 'LK-WARN';

/** One entry of the message catalogue: where the wording comes from, and whether it is verbatim. */
export interface LkMessageSpec {
  readonly code: LkMessageCode;
  readonly source: string;
  readonly verbatim: boolean;
  /** The wording with {placeholders}; `en` is a gloss. */
  readonly text: Text;
}

/** The catalogue (for the encyclopedia and tests); builders below fill the placeholders. */
export const LK_MESSAGES: Readonly<Record<LkMessageCode, LkMessageSpec>> = {
  'LK-PM': { code: 'LK-PM', source: 'L16-22, L32-38, L48-51, L67-69, L97-101, L122-125, L136-139', verbatim: true,
    text: t('Тема: Мафия – Партия № 1 – {роль}\nСообщение: Ваша роль – {роль}', 'Subject: Mafia – Game No. 1 – {role}\nMessage: Your role – {role}') },
  'LK-MANIAC-SIDE': { code: 'LK-MANIAC-SIDE', source: 'L100-103', verbatim: true,
    text: t('Маньяк: За себя (ИЛИ за город)\nВедущий: Принято.', 'Maniac: For myself (OR for the town)\nHost: Accepted.') },
  'LK-ACCEPTED': { code: 'LK-ACCEPTED', source: 'L27, L61', verbatim: true, text: t('Ведущий: Цель принята', 'Host: Target accepted') },
  'LK-TAKEN': { code: 'LK-TAKEN', source: 'L78, L109, L131', verbatim: true, text: t('Ведущий: Принято.', 'Host: Accepted.') },
  'LK-SHERIFF': { code: 'LK-SHERIFF', source: 'L42, L55-56', verbatim: true,
    text: t('Шериф: Проверяю игрока {имя}\nВедущий: {мирный|мафия}', 'Sheriff: I check player {name}\nHost: {civilian|mafia}') },
  'LK-STRETCHER': { code: 'LK-STRETCHER', source: 'L73-76, L82-86', verbatim: true,
    text: t('Ведущий: Доктор! У нас {N} на носилках:\n{имя}[ (лечить нельзя)]\nВы успеете спасти только одного из них! Кого будем спасать?',
      'Host: Doctor! We have {N} on stretchers:\n{name}[ (cannot be healed)]\nYou can save only one of them! Whom shall we save?') },
  'LK-CHILD': { code: 'LK-CHILD', source: 'L134', verbatim: false,
    text: t('Ведущий: В этого игрока стрелять нельзя. Другую жертву в эту ночь мафия не выбирает.', 'Host: You may not shoot this player. The mafia choose no other victim tonight.') },
  'LK-REFUSED': { code: 'LK-REFUSED', source: 'L14, L31, L46, L94, L118 (inferred)', verbatim: false,
    text: t('Ведущий: Цель не принята — {причина}.', 'Host: Target refused — {reason}.') },
  'LK-KILLED': { code: 'LK-KILLED', source: 'L174 (inferred)', verbatim: false, text: t('Ведущий: Вы убиты этой ночью.', 'Host: You were killed tonight.') },
  'LK-GUEST': { code: 'LK-GUEST', source: 'D-A8 (option)', verbatim: false, text: t('Ведущий: Эту ночь вы провели у Жрицы любви.', 'Host: You spent the night with the Priestess of Love.') },
  'LK-MUTED': { code: 'LK-MUTED', source: 'L185', verbatim: false,
    text: t('Ведущий: Вы остались в игре, но не имеете права обсуждать следующий день; голосовать можно только именем игрока.', 'Host: You stay in the game but may not discuss next day; you may vote with a player\'s name only.') },
  'LK-DON': { code: 'LK-DON', source: 'L12', verbatim: false, text: t('Ведущий: Дон убит. Теперь Дон — вы.', 'Host: The Don is dead. You are the Don now.') },
  'LK-WARN': { code: 'LK-WARN', source: 'L152, L167', verbatim: false, text: t('Ведущий: Вам вынесено предупреждение №{n}.', 'Host: You receive warning no. {n}.') },
};

/** A host message with its code and the step that produced it. */
export function message(code: LkMessageCode, text: Text, step: StepId | null): HostMessage {
  return { code, text, step };
}

/** A message with the catalogue wording as is (no placeholders). */
export function fixedMessage(code: LkMessageCode, step: StepId | null): HostMessage {
  return message(code, LK_MESSAGES[code].text, step);
}

/** The role PM (L16-22 …): subject with the role, «Ваша роль – …», and the role's extra lines. */
export function rolePm(roleRu: string, roleEn: string, extraRu: readonly string[], extraEn: readonly string[], step: StepId): HostMessage {
  const ru = [`Тема: Мафия – Партия № 1 – ${roleRu}`, `Сообщение: Ваша роль – ${roleRu}`, ...extraRu].join('\n');
  const en = [`Subject: Mafia – Game No. 1 – ${roleEn}`, `Message: Your role – ${roleEn}`, ...extraEn].join('\n');
  return message('LK-PM', t(ru, en), step);
}

/** The Sheriff's check answer (L55-56): «мафия» or «мирный». */
export function sheriffAnswer(target: string, mafia: boolean, step: StepId): HostMessage {
  return message('LK-SHERIFF', t(
    `Шериф: Проверяю игрока ${target}\nВедущий: ${mafia ? 'мафия' : 'мирный'}`,
    `Sheriff: I check player ${target}\nHost: ${mafia ? 'mafia («мафия»)' : 'civilian («мирный»)'}`,
  ), step);
}

/** One stretcher entry: a name and whether it carries «(лечить нельзя)». */
export interface StretcherLine {
  readonly name: string;
  readonly unhealable: boolean;
}

/** The stretcher lines as text, marked the rulebook's way (L85). */
export function stretcherLines(lines: readonly StretcherLine[]): Text[] {
  return lines.map((l) => t(l.unhealable ? `${l.name} (лечить нельзя)` : l.name, l.unhealable ? `${l.name} (cannot be healed)` : l.name));
}

/** The Doctor's stretcher prompt (L73-76, L82-86). */
export function stretcherPrompt(lines: readonly StretcherLine[], step: StepId): HostMessage {
  const body = stretcherLines(lines);
  return message('LK-STRETCHER', t(
    [`Ведущий: Доктор! У нас ${lines.length} на носилках:`, ...body.map((b) => b.ru), 'Вы успеете спасти только одного из них! Кого будем спасать?'].join('\n'),
    [`Host: Doctor! We have ${lines.length} on stretchers:`, ...body.map((b) => b.en), 'You can save only one of them! Whom shall we save?'].join('\n'),
  ), step);
}

/** A refusal with its reason (re-ask under lkInvalidTarget = reask). */
export function refused(reason: Text, step: StepId): HostMessage {
  return message('LK-REFUSED', t(`Ведущий: Цель не принята — ${reason.ru}.`, `Host: Target refused — ${reason.en}.`), step);
}

/** A warning with its number on the player's counter. */
export function warning(n: number, step: StepId): HostMessage {
  return message('LK-WARN', t(`Ведущий: Вам вынесено предупреждение №${n}.`, `Host: You receive warning no. ${n}.`), step);
}
