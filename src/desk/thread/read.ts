/**
 * Reads a pasted thread: refuses hostile pastes (binary, huge) with a clear message, detects the
 * format by which kind of post header the paste has most of, and returns the posts. Never throws.
 */
import { t } from '../../engine/text.ts';
import type { DeskIssue, Post, Thread, ThreadFormat } from '../types.ts';
import { dateLine, readBrowserCopy } from './browser-copy.ts';
import { chatHead, readChatLines } from './chat-lines.ts';
import { LineIndex, splitLines } from './lines.ts';
import { printHeader, readPrintView } from './print-view.ts';

/** The largest paste the desk reads: a long day thread is well under 1 MB. */
export const MAX_PASTE_CHARS = 2_000_000;
/** The most posts read from one paste. */
export const MAX_POSTS = 5_000;

function refuse(code: string, ru: string, en: string, at?: { text: string; offset: number }): Thread {
  const issue: DeskIssue = {
    code,
    severity: 'error',
    message: t(ru, en),
    // The place the reading stopped (the first binary byte, the first post over the limit).
    span: at ? new LineIndex(at.text).span(at.offset) : { line: 1, col: 1, offset: 0, length: 0 },
    post: null,
    written: '',
    fixes: [],
  };
  return { format: null, posts: [], error: issue };
}

/** Why a paste is not text, if it is not: a NUL or many control characters. */
function binaryAt(text: string): number | null {
  let controls = 0;
  const sample = Math.min(text.length, 65_536);
  for (let i = 0; i < sample; i++) {
    const c = text.charCodeAt(i);
    if (c === 0 || c === 0xfffd) return i;
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) controls++;
  }
  return controls > sample / 100 ? 0 : null;
}

/** The posts of a pasted thread, or an error saying why it cannot be read. */
export function readThread(input: unknown): Thread {
  const text = typeof input === 'string' ? input.replace(/^\uFEFF/, '') : '';
  if (text.length > MAX_PASTE_CHARS) {
    return refuse(
      'PASTE_TOO_LARGE',
      `Вставка слишком велика: ${text.length} символов (не больше ${MAX_PASTE_CHARS}). Вставьте один игровой день.`,
      `The paste is too large: ${text.length} characters (at most ${MAX_PASTE_CHARS}). Paste one game day.`,
    );
  }
  const bin = binaryAt(text);
  if (bin !== null) {
    return refuse(
      'PASTE_BINARY',
      'Это не текст темы: во вставке двоичные данные. Скопируйте посты со страницы форума.',
      'This is not a thread: the paste holds binary data. Copy the posts from the forum page.',
      { text, offset: bin },
    );
  }
  if (text.trim() === '') return refuse('PASTE_EMPTY', 'Вставка пуста', 'The paste is empty');
  const lines = splitLines(text);
  const count = (f: (s: string) => unknown): number => lines.reduce((n, l) => (l.text.length < 400 && f(l.text) ? n + 1 : n), 0);
  const found: Record<ThreadFormat, number> = {
    'chat-lines': lines.reduce((n, l) => (chatHead(l.text.slice(0, 200)) ? n + 1 : n), 0),
    'print-view': count(printHeader),
    'browser-copy': count(dateLine),
  };
  const format = (Object.keys(found) as ThreadFormat[]).reduce((a, b) => (found[b] > found[a] ? b : a));
  if (found[format] === 0) {
    return refuse(
      'PASTE_NO_POSTS',
      'Во вставке не найдено ни одного поста: нет строк с автором и временем ' +
        '(«Ник 26.12.2014 00:26», «Отправлено: Вчера, 10:30» или «10:15 Ник: текст»).',
      'No posts found in the paste: no line with an author and a time ' +
        '("Nick 26.12.2014 00:26", "Отправлено: Вчера, 10:30" or "10:15 Nick: text").',
    );
  }
  const posts: Post[] =
    format === 'chat-lines'
      ? readChatLines(text, lines)
      : format === 'print-view'
        ? readPrintView(text, lines)
        : readBrowserCopy(text, lines);
  if (posts.length > MAX_POSTS) {
    return refuse(
      'PASTE_TOO_MANY_POSTS',
      `Во вставке ${posts.length} постов (не больше ${MAX_POSTS}). Вставьте один игровой день.`,
      `The paste has ${posts.length} posts (at most ${MAX_POSTS}). Paste one game day.`,
      { text, offset: posts[MAX_POSTS]!.span.offset },
    );
  }
  return { format, posts, error: null };
}
