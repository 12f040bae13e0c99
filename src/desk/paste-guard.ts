/**
 * The checks every paste passes before the desk reads it (a day thread, the night's PMs, the
 * evening's messages): not too large, not binary, not empty. A refused paste is one error with
 * the place the reading stopped; it never reaches a reader.
 */
import { t, type Text } from '../engine/text.ts';
import { LineIndex } from './thread/lines.ts';
import type { DeskIssue } from './types.ts';

/** The largest paste the desk reads: a long day thread is well under 1 MB. */
export const MAX_PASTE_CHARS = 2_000_000;

/** What the paste should have been, for the messages: «тема»/"thread", «ЛС»/"PMs". */
export interface PasteKind {
  /** «Это не …: во вставке двоичные данные. …» */
  readonly notText: Text;
  /** «… Вставьте один игровой день.» */
  readonly tooLarge: Text;
}

/** One error at `offset` of `text` (1:1 when there is no place). */
export function pasteError(code: string, message: Text, at?: { text: string; offset: number }): DeskIssue {
  return {
    code,
    severity: 'error',
    message,
    span: at ? new LineIndex(at.text).span(at.offset) : { line: 1, col: 1, offset: 0, length: 0 },
    post: null,
    written: '',
    fixes: [],
  };
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

/** The paste as text (BOM off), or the error that refuses it. */
export function guardPaste(input: unknown, kind: PasteKind): { text: string; error: DeskIssue | null } {
  const text = typeof input === 'string' ? input.replace(/^\uFEFF/, '') : '';
  if (text.length > MAX_PASTE_CHARS) {
    const ru = `Вставка слишком велика: ${text.length} символов (не больше ${MAX_PASTE_CHARS}). ${kind.tooLarge.ru}`;
    const en = `The paste is too large: ${text.length} characters (at most ${MAX_PASTE_CHARS}). ${kind.tooLarge.en}`;
    return { text, error: pasteError('PASTE_TOO_LARGE', t(ru, en)) };
  }
  const bin = binaryAt(text);
  if (bin !== null) return { text, error: pasteError('PASTE_BINARY', kind.notText, { text, offset: bin }) };
  if (text.trim() === '') return { text, error: pasteError('PASTE_EMPTY', t('Вставка пуста', 'The paste is empty')) };
  return { text, error: null };
}
