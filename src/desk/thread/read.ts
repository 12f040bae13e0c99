/**
 * Reads a pasted thread: refuses hostile pastes (binary, huge) with a clear message, detects the
 * format by which kind of post header the paste has most of, and returns the posts. Never throws.
 */
import { t } from '../../engine/text.ts';
import { guardPaste, pasteError, type PasteKind } from '../paste-guard.ts';
import type { Post, Thread, ThreadFormat } from '../types.ts';
import { dateLine, readBrowserCopy } from './browser-copy.ts';
import { chatHead, readChatLines } from './chat-lines.ts';
import { splitLines } from './lines.ts';
import { printHeader, readPrintView } from './print-view.ts';

export { MAX_PASTE_CHARS } from '../paste-guard.ts';
/** The most posts read from one paste. */
export const MAX_POSTS = 5_000;

const THREAD: PasteKind = {
  notText: t(
    'Это не текст темы: во вставке двоичные данные. Скопируйте посты со страницы форума.',
    'This is not a thread: the paste holds binary data. Copy the posts from the forum page.',
  ),
  tooLarge: t('Вставьте один игровой день.', 'Paste one game day.'),
};

function refuse(code: string, ru: string, en: string, at?: { text: string; offset: number }): Thread {
  // The place the reading stopped (the first post over the limit).
  return { format: null, posts: [], error: pasteError(code, t(ru, en), at) };
}

/** The posts of a pasted thread, or an error saying why it cannot be read. */
export function readThread(input: unknown): Thread {
  const { text, error } = guardPaste(input, THREAD);
  if (error) return { format: null, posts: [], error };
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
