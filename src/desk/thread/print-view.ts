/**
 * phpBB / vBulletin print view: one header line per post, «Автор 26.12.2014 00:26» (also
 * «Автор: Ник » 26.12.2014, 00:26»); the body runs to the next header.
 */
import type { Post } from '../types.ts';
import { dayOrdinal, minutesOf, clockText, TIME_PATTERN } from './clock.ts';
import { LineIndex, type PasteLine } from './lines.ts';

/** Print views show calendar dates, never «Вчера»: a relative date is a browser copy's line. */
const CALENDAR_DATE = String.raw`(?:\d{1,2}\.\d{1,2}\.\d{2,4}|\d{1,2}\s+[а-яё]{3,8}\.?\s+\d{4})`;
const HEADER = new RegExp(
  String.raw`^\s*(?:Автор:\s*)?([^\s#:][^#:]{0,60}?)\s*[»,—–]?\s+(${CALENDAR_DATE}),?\s+(?:в\s+)?(${TIME_PATTERN})\s*$`,
  'u',
);

/** The author, date and time of a header line, or null. */
export function printHeader(text: string): { author: string; date: string; time: string } | null {
  const m = HEADER.exec(text);
  if (!m || dayOrdinal(m[2]!) === null || minutesOf(m[3]!) === null) return null;
  return { author: m[1]!.trim(), date: m[2]!, time: m[3]! };
}

/** Posts of a print view. */
export function readPrintView(text: string, lines: readonly PasteLine[]): Post[] {
  const index = new LineIndex(text);
  const heads = lines.flatMap((l, i) => {
    const h = l.text.length < 400 ? printHeader(l.text) : null;
    return h ? [{ i, ...h }] : [];
  });
  return heads.map((h, k) => {
    const line = lines[h.i]!;
    const next = heads[k + 1];
    const bodyStart = lines[h.i + 1]?.offset ?? text.length;
    const bodyEnd = next ? lines[next.i]!.offset : text.length;
    return {
      number: k + 1,
      author: h.author,
      time: clockText(h.time),
      stamp: { day: dayOrdinal(h.date)!, minutes: minutesOf(h.time)! },
      span: index.span(line.offset, line.text.length),
      bodyOffset: bodyStart,
      body: text.slice(bodyStart, Math.max(bodyStart, bodyEnd)),
    };
  });
}
