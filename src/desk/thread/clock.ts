/**
 * Dates and times as forums print them: «26.12.2014 00:26», «Вчера, 10:30», «Сегодня в 9:05»,
 * «26 дек 2014, 00:26». A date becomes a day ordinal that only needs to compare correctly.
 */
import type { Stamp } from '../types.ts';

const MONTHS = ['янв', 'фев', 'мар', 'апр', 'ма', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];

/** «Сегодня» is day TODAY, «Вчера» the day before: relative days sort after any calendar date. */
const TODAY = 10_000_000;

/** The date part of a stamp: `DD.MM.YYYY`, `DD.MM.YY`, `D мес YYYY`, «Сегодня», «Вчера». */
export const DATE_PATTERN = String.raw`(?:\d{1,2}\.\d{1,2}\.\d{2,4}|\d{1,2}\s+[а-яё]{3,8}\.?\s+\d{4}|[Сс]егодня|[Вв]чера)`;

/** `HH:MM` (seconds allowed). */
export const TIME_PATTERN = String.raw`\d{1,2}:\d{2}(?::\d{2})?`;

/** A day ordinal for a written date, or null when it is not one. */
export function dayOrdinal(date: string): number | null {
  const d = date.trim().toLowerCase();
  if (d === 'сегодня') return TODAY;
  if (d === 'вчера') return TODAY - 1;
  const num = /^(\d{1,2})\.(\d{1,2})\.(\d{2,4})$/.exec(d);
  if (num) return ordinal(Number(num[3]), Number(num[2]), Number(num[1]));
  const word = /^(\d{1,2})\s+([а-яё]{3,8})\.?\s+(\d{4})$/.exec(d);
  if (word) {
    const month = MONTHS.findIndex((m) => word[2]!.startsWith(m)) + 1;
    if (month > 0) return ordinal(Number(word[3]), month, Number(word[1]));
  }
  return null;
}

function ordinal(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const y = year < 100 ? 2000 + year : year;
  return y * 372 + (month - 1) * 31 + (day - 1);
}

/** Minutes after midnight for `HH:MM[:SS]`, or null when out of range. */
export function minutesOf(time: string): number | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}

/** "HH:MM" with two-digit hours. */
export function clockText(time: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : time;
}

/** Absolute minutes of a stamp, for comparing. */
export function stampValue(s: Stamp): number {
  return s.day * 1440 + s.minutes;
}

/** Stamps with no date: the day rolls over when the clock goes back (chat lines after midnight). */
export function withRollover(minutes: readonly (number | null)[]): (Stamp | null)[] {
  let day = 0;
  let last = -1;
  return minutes.map((m) => {
    if (m === null) return null;
    if (m < last) day++;
    last = m;
    return { day, minutes: m };
  });
}
