/**
 * What a host's post announces: the deadline («голосование до 22:00», «приём голосов до 20.00
 * 26.12»), the close («голосование закрыто»), a blitz («блиц между Колей и Шурой»).
 */
import type { Stamp } from './types.ts';
import { dayOrdinal } from './thread/clock.ts';

/** A host post's announcements. */
export interface Announcement {
  /** The deadline as a stamp, when the post states one. */
  readonly deadline: Stamp | null;
  readonly closes: boolean;
  readonly blitz: boolean;
}

/** Words that open a deadline announcement. */
const DAY_RUNS = String.raw`день\s+(?:длится|идёт|идет|заканчивается|закончится)`;
const VOTE_RUNS = String.raw`голосовани[еяю]|голосуем|голосовать|при[её]м\s+голосов|голоса\s+принимаются`;
const DEADLINE_LEAD = String.raw`(?:${VOTE_RUNS}|${DAY_RUNS}|конец\s+дня|дедлайн|итоги)`;
/** «до 22:00» (or «22.00», «22-00»), perhaps with a date: «в 22:00 25.12» or «25.12.2014». */
const DEADLINE_TIME = String.raw`(?:до|в)\s+(\d{1,2})[:.\-](\d{2})(?:[^\d\n]{0,24}?(\d{1,2})\.(\d{1,2})(?:\.(\d{2,4}))?)?`;
const DEADLINE = new RegExp(String.raw`${DEADLINE_LEAD}[^\n]{0,60}?${DEADLINE_TIME}`, 'iu');
const CLOSES = /(?:голосование|при[её]м\s+голосов|день)\s+(?:закрыт|окончен|завершен|завершён|закончен)/iu;
const BLITZ = /(?<![\p{L}])(?:блиц|экспресс[-\s]голосование)/iu;
/** «Блица не будет», «без блица»: the host says there is no blitz. */
const NO_BLITZ = /(?<![\p{L}])(?:без\s+блица|блица\s+(?:не\s+будет|нет)|не\s+будет\s+блица)/iu;

/** Reads a host post (`at`: its own stamp, to place a deadline given without a date). */
export function readAnnouncement(text: string, at: Stamp | null): Announcement {
  const m = DEADLINE.exec(text);
  let deadline: Stamp | null = null;
  if (m) {
    const h = Number(m[1]);
    const min = Number(m[2]);
    if (h < 24 && min < 60) {
      const minutes = h * 60 + min;
      const year = m[5] ?? (at && at.day > 372 * 1000 && at.day < 10_000_000 ? String(Math.floor(at.day / 372)) : null);
      const dated = m[3] && m[4] && year ? dayOrdinal(`${m[3]}.${m[4]}.${year}`) : null;
      if (dated !== null) deadline = { day: dated, minutes };
      else if (at) deadline = { day: minutes > at.minutes ? at.day : at.day + 1, minutes };
      else deadline = { day: 0, minutes };
    }
  }
  return { deadline, closes: CLOSES.test(text), blitz: BLITZ.test(text) && !NO_BLITZ.test(text) };
}
