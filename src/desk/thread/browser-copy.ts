/**
 * Posts copied from a forum page in a browser: an author line, maybe a few profile lines
 * («Сообщений: 1 234», «Откуда: …», a rank), a date line («Сообщение #5 Отправлено: Вчера,
 * 10:30»), then the text and a signature. The date line anchors each post.
 */
import type { Post } from '../types.ts';
import { DATE_PATTERN, dayOrdinal, minutesOf, clockText, TIME_PATTERN } from './clock.ts';
import { LineIndex, type PasteLine } from './lines.ts';

const STAMP = new RegExp(String.raw`(?:Отправлено|Добавлено|Опубликовано)?:?\s*(${DATE_PATTERN}),?\s+(?:в\s+)?(${TIME_PATTERN})`, 'u');
const POST_NO = /(?:Сообщение\s*)?#\d+/gu;

/** Profile lines between the author and the date line. */
const PROFILE_WORDS = [
  'Сообщени[йя]|Регистрация|Зарегистрирован|Откуда|Репутация|Группа|Статус|Пол|Возраст|Награды|Предупреждени[йя]',
  'Участник|Новичок|Завсегдатай|Модератор|Администратор|Ведущий|Игрок|Пользователь|Постоялец|Гость|Offline|Online|Не в сети|В сети',
];
const PROFILE = new RegExp(String.raw`^(?:${PROFILE_WORDS.join('|')})(?![\p{L}])`, 'iu');

/** The date and time of a date line, or null when the line is something else. */
export function dateLine(text: string): { date: string; time: string } | null {
  const m = STAMP.exec(text);
  if (!m || dayOrdinal(m[1]!) === null || minutesOf(m[2]!) === null) return null;
  const rest = text
    .replace(m[0], '')
    .replace(POST_NO, '')
    .replace(/[\s|·•—–\-:,()]+/gu, '');
  return rest === '' ? { date: m[1]!, time: m[2]! } : null;
}

/** Posts of a browser copy. */
export function readBrowserCopy(text: string, lines: readonly PasteLine[]): Post[] {
  const index = new LineIndex(text);
  const heads: { author: number; date: number; stamp: { date: string; time: string } }[] = [];
  lines.forEach((l, i) => {
    const stamp = l.text.length < 400 ? dateLine(l.text) : null;
    if (!stamp) return;
    let a = i - 1;
    while (a >= 0 && (lines[a]!.text.trim() === '' || PROFILE.test(lines[a]!.text.trim()) || /^#?\d+$/.test(lines[a]!.text.trim()))) a--;
    if (a < 0 || (heads.length && a <= heads[heads.length - 1]!.date)) return;
    heads.push({ author: a, date: i, stamp });
  });
  return heads.map((h, k) => {
    const line = lines[h.author]!;
    const next = heads[k + 1];
    const bodyStart = lines[h.date + 1]?.offset ?? text.length;
    const bodyEnd = next ? lines[next.author]!.offset : text.length;
    return {
      number: k + 1,
      author: line.text.trim(),
      time: clockText(h.stamp.time),
      stamp: { day: dayOrdinal(h.stamp.date)!, minutes: minutesOf(h.stamp.time)! },
      span: index.span(line.offset, line.text.length),
      bodyOffset: bodyStart,
      body: text.slice(bodyStart, Math.max(bodyStart, bodyEnd)),
    };
  });
}
