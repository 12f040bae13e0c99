/**
 * Plain `HH:MM Ник: текст` lines (also `[HH:MM] Ник: текст`); a line without a stamp continues
 * the post above it. Without dates the day rolls over when the clock goes back.
 */
import type { Post } from '../types.ts';
import { clockText, minutesOf, withRollover } from './clock.ts';
import { LineIndex, type PasteLine } from './lines.ts';

const CHAT = /^\s*\[?(\d{1,2}:\d{2})(?::\d{2})?\]?\s+([^:\s][^:]{0,40}?)\s*:\s?/u;

/** The time, author and where the text starts on a chat line, or null. */
export function chatHead(text: string): { time: string; author: string; textStart: number } | null {
  const m = CHAT.exec(text);
  if (!m || minutesOf(m[1]!) === null) return null;
  return { time: m[1]!, author: m[2]!.trim(), textStart: m[0].length };
}

/** Posts of a chat-lines paste. */
export function readChatLines(text: string, lines: readonly PasteLine[]): Post[] {
  const index = new LineIndex(text);
  const heads = lines.flatMap((l, i) => {
    const h = chatHead(l.text.slice(0, 200));
    return h ? [{ i, ...h }] : [];
  });
  const stamps = withRollover(heads.map((h) => minutesOf(h.time)));
  return heads.map((h, k) => {
    const line = lines[h.i]!;
    const next = heads[k + 1];
    const bodyStart = line.offset + h.textStart;
    const bodyEnd = next ? lines[next.i]!.offset : text.length;
    return {
      number: k + 1,
      author: h.author,
      time: clockText(h.time),
      stamp: stamps[k]!,
      span: index.span(line.offset, line.text.length),
      bodyOffset: bodyStart,
      body: text.slice(bodyStart, Math.max(bodyStart, bodyEnd)),
    };
  });
}
