import { t, type Text } from '../../engine/text.ts';
import type { Person } from '../../engine/grammar/people.ts';
import type { HostMessage, StepId } from '../../engine/timeline.ts';
import { LK_MESSAGES, type LkMessageCode } from './message-catalogue.ts';

export { LK_MESSAGES, type LkMessageCode, type LkMessageSpec } from './message-catalogue.ts';

/** A host message with its code and the step that produced it. */
export function message(code: LkMessageCode, text: Text, step: StepId | null): HostMessage {
  return { code, text, step };
}

/** A message with the catalogue wording as is (no placeholders). */
export function fixedMessage(code: LkMessageCode, step: StepId | null): HostMessage {
  return message(code, LK_MESSAGES[code].text, step);
}

/**
 * How a role PM's body starts: the Don, mafia, Sheriff and Doctor examples write «Сообщение: Ваша
 * роль – X» on one line (L18, L34, L50, L69); the Maniac, Priestess and Child examples write
 * «Сообщение:» then «Ведущий: Ваша роль – X» (L99-100, L124-125, L138-139).
 */
export type PmLayout = 'inline' | 'hostLine';

/** The role PM: the subject names the role (D.R 18), then «Ваша роль – …» and the role's extra lines. */
export function rolePm(
  subject: Text,
  role: Text,
  layout: PmLayout,
  extraRu: readonly string[],
  extraEn: readonly string[],
  step: StepId,
): HostMessage {
  const body = (ru: boolean): string[] => {
    const r = ru ? role.ru : role.en;
    const line = ru ? `Ваша роль – ${r}` : `Your role – ${r}`;
    if (layout === 'inline') return [ru ? `Сообщение: ${line}` : `Message: ${line}`];
    return [ru ? 'Сообщение:' : 'Message:', ru ? `Ведущий: ${line}` : `Host: ${line}`];
  };
  const ru = [`Тема: Мафия – Партия № 1 – ${subject.ru}`, ...body(true), ...extraRu].join('\n');
  const en = [`Subject: Mafia – Game No. 1 – ${subject.en}`, ...body(false), ...extraEn].join('\n');
  return message('LK-PM', t(ru, en), step);
}

/** The Sheriff's check answer (L52-56): «Шериф: Проверяю игрока Вася» / «Ведущий: мирный». */
export function sheriffAnswer(target: string, mafia: boolean, step: StepId): HostMessage {
  return message(
    'LK-SHERIFF',
    t(
      `Шериф: Проверяю игрока ${target}\nВедущий: ${mafia ? 'мафия' : 'мирный'}`,
      `Sheriff: I check player ${target}\nHost: ${mafia ? 'mafia' : 'civilian'}`,
    ),
    step,
  );
}

/** The Sheriff's shot (L57-61): «Шериф: Стреляю в игрока Вася» / «Ведущий: Цель принята». */
export function sheriffShotAccepted(target: string, step: StepId): HostMessage {
  return message(
    'LK-ACCEPTED',
    t(`Шериф: Стреляю в игрока ${target}\nВедущий: Цель принята`, `Sheriff: I shoot player ${target}\nHost: Target accepted`),
    step,
  );
}

/** The speaker of the mafia decision: «Дон или оставшийся старший мафиози» (L26). */
export function mafiaSpeaker(donSeat: boolean, rank: number): Text {
  return donSeat ? t('Дон', 'Don') : t(`Мафия (${rank})`, `Mafia (${rank})`);
}

/** The mafia decision (L23-27): «Дон: Мафия выбрала жертву – Вася» / «Ведущий: Цель принята». */
export function mafiaAccepted(speaker: Text, target: string, step: StepId): HostMessage {
  return message(
    'LK-ACCEPTED',
    t(
      `${speaker.ru}: Мафия выбрала жертву – ${target}\nВедущий: Цель принята`,
      `${speaker.en}: The mafia chose the victim – ${target}\nHost: Target accepted`,
    ),
    step,
  );
}

/** A shot at the Child (L134): the host tells the mafia «в данного игрока стрелять нельзя». */
export function childRefused(speaker: Text, target: string, step: StepId): HostMessage {
  return message(
    'LK-CHILD',
    t(
      `${speaker.ru}: Мафия выбрала жертву – ${target}\nВедущий: В данного игрока стрелять нельзя.`,
      `${speaker.en}: The mafia chose the victim – ${target}\nHost: You may not shoot this player.`,
    ),
    step,
  );
}

/** The Maniac's night exchange (L104-109), the host's «Принято.» with its full stop; «Убиваю Васю» in the accusative. */
export function maniacAccepted(target: Person, step: StepId): HostMessage {
  return message(
    'LK-TAKEN',
    t(
      `Ведущий: Маньяк ваша жертва?\nМаньяк: Убиваю ${target.forms.acc}.\nВедущий: Принято.`,
      `Host: Maniac, your victim?\nManiac: I kill ${target.name}.\nHost: Accepted.`,
    ),
    step,
  );
}

/** The Priestess's night exchange (L126-131), the host's lower-case «принято.»; «Забираю Васю». */
export function priestessAccepted(guest: Person, step: StepId): HostMessage {
  return message(
    'LK-TAKEN',
    t(
      `Ведущий: Кто будет вашим гостем сегодня?\nЖрица: Забираю ${guest.forms.acc}.\nВедущий: принято.`,
      `Host: Who will be your guest tonight?\nPriestess: I take ${guest.name}.\nHost: accepted.`,
    ),
    step,
  );
}

/** The Doctor's answer (L77-78, L87-88): «Доктор: Васю» / «Ведущий: Принято» — no full stop. */
export function doctorAccepted(target: Person, step: StepId): HostMessage {
  return message('LK-TAKEN', t(`Доктор: ${target.forms.acc}\nВедущий: Принято`, `Doctor: ${target.name}\nHost: Accepted`), step);
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

/**
 * The Doctor's stretcher prompt (L73-76, L82-86). `ask` is false when nobody listed can be healed:
 * the host sends the list (L64 «в том числе и те, кого уже спасти нельзя») but waits for a
 * decision only «если оно требуется» (L173), so the question is left out.
 */
export function stretcherPrompt(lines: readonly StretcherLine[], step: StepId, ask = true): HostMessage {
  const body = stretcherLines(lines);
  const question = ask
    ? { ru: ['Вы успеете спасти только одного из них! Кого будем спасать?'], en: ['You can save only one of them! Whom shall we save?'] }
    : { ru: [], en: [] };
  return message(
    'LK-STRETCHER',
    t(
      [`Ведущий: Доктор! У нас ${lines.length} на носилках:`, ...body.map((b) => b.ru), ...question.ru].join('\n'),
      [`Host: Doctor! We have ${lines.length} on stretchers:`, ...body.map((b) => b.en), ...question.en].join('\n'),
    ),
    step,
  );
}

/** The new Don is told at once, whatever took the old one out (D-12, L12 «Доном становится следующий по старшинству»). */
export function newDonMessage(newDon: string, step: StepId): HostMessage {
  return message(
    'LK-DON',
    t(`Ведущий: Дон выбыл. Теперь Дон мафии — вы, ${newDon}.`, `Host: The Don is out. You are the Mafia Don now, ${newDon}.`),
    step,
  );
}

/** A refusal with its reason (re-ask under lkInvalidTarget = reask). */
export function refused(reason: Text, step: StepId): HostMessage {
  return message('LK-REFUSED', t(`Ведущий: Цель не принята — ${reason.ru}.`, `Host: Target refused — ${reason.en}.`), step);
}

/** What a warning costs, in the rulebook's words (L152 day ladder, L167 night ladder). */
export type WarningConsequence = 'none' | 'voidToday' | 'loseNextDay' | 'removed' | 'killed';

const CONSEQUENCE: Readonly<Record<WarningConsequence, Text>> = {
  none: t('без последствий', 'no consequence'),
  voidToday: t(
    'вы лишаетесь права голоса в текущий игровой день, но можете обсуждать',
    'you lose your vote for the current game day but may still discuss',
  ),
  loseNextDay: t('вы лишаетесь права голоса в следующий игровой день', 'you lose your vote for the next game day'),
  removed: t('вы покидаете игровую партию', 'you leave the game'),
  killed: t('вы убиты ведущим', 'the host kills you'),
};

/** A warning with its number on the player's counter and what it costs (L152, L167). */
export function warning(n: number, consequence: WarningConsequence, step: StepId): HostMessage {
  const c = CONSEQUENCE[consequence];
  return message(
    'LK-WARN',
    t(`Ведущий: Вам вынесено предупреждение №${n}: ${c.ru}.`, `Host: You receive warning no. ${n}: ${c.en}.`),
    step,
  );
}
