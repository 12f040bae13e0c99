import LZString from 'lz-string';
import type { Diagnostic } from '../engine/diagnostic.ts';
import { t } from '../engine/text.ts';

/**
 * Share links carry the whole scenario text (options are lines of it, so they travel too) in
 * the URL hash as `#s2=<crc32 base36>.<lz-string, URI-safe>`. The checksum catches a link that
 * was cut or mangled in a way lz-string would still unpack into other text. Links of the older
 * `#s1=<lz-string>` format (no checksum) are still read.
 */
export const SHARE_PREFIX = 's2=';

/** The first format, read for old links. */
export const LEGACY_PREFIX = 's1=';

/** Longest hash we accept (≈ a few hundred KB of scenario); longer is refused, not parsed. */
export const MAX_HASH_LENGTH = 400_000;

/** lz-string's URI-safe alphabet. */
const ALPHABET = /[^A-Za-z0-9+\-$]/;

/** Encodes a scenario into a hash (without the leading '#'). */
export function encodeShare(text: string): string {
  return `${SHARE_PREFIX}${crc32(text).toString(36)}.${LZString.compressToEncodedURIComponent(text)}`;
}

/** CRC-32 (IEEE) of the UTF-16 code units of a text: a cheap check that a link arrived whole. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i);
    for (let k = 0; k < 16; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The outcome of reading a hash: the text, nothing to read, or an error with a position. */
export type ShareRead =
  | { readonly kind: 'scenario'; readonly text: string }
  | { readonly kind: 'none' }
  | { readonly kind: 'error'; readonly diagnostic: Diagnostic };

function error(code: string, column: number, ru: string, en: string): ShareRead {
  return {
    kind: 'error',
    diagnostic: {
      code,
      severity: 'error',
      message: t(ru, en),
      span: { line: 1, col: column, offset: column - 1, length: 1 },
    },
  };
}

/**
 * Reads a location hash (with or without '#'). Positions in errors are 1-based columns in the
 * hash text after '#', so the user can see where a pasted link was cut or mangled.
 */
export function decodeShare(hash: string): ShareRead {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  if (h === '') return { kind: 'none' };
  if (h.length > MAX_HASH_LENGTH) {
    return error('SHARE_TOO_LONG', MAX_HASH_LENGTH + 1,
      `Ссылка слишком длинная (${h.length} символов, предел ${MAX_HASH_LENGTH})`,
      `The link is too long (${h.length} characters, limit ${MAX_HASH_LENGTH})`);
  }
  const legacy = h.startsWith(LEGACY_PREFIX);
  if (!legacy && !h.startsWith(SHARE_PREFIX)) {
    return error('SHARE_VERSION', 1,
      'Неизвестный формат ссылки: ожидалось «s2=…»',
      'Unknown link format: expected "s2=…"');
  }
  let start = SHARE_PREFIX.length;
  let checksum: number | null = null;
  if (!legacy) {
    const dot = h.indexOf('.', start);
    const sum = dot < 0 ? '' : h.slice(start, dot);
    if (!/^[0-9a-z]{1,7}$/.test(sum)) {
      return error('SHARE_CHECKSUM', Math.min(start + 1, h.length),
        'В ссылке нет контрольной суммы «s2=сумма.текст»',
        'The link has no checksum: expected "s2=sum.text"');
    }
    checksum = parseInt(sum, 36);
    start = dot + 1;
  }
  const body = h.slice(start);
  const bad = ALPHABET.exec(body);
  if (bad) {
    const col = start + bad.index + 1;
    return error('SHARE_CHARACTER', col,
      `Недопустимый символ «${bad[0]}» в ссылке, позиция ${col}`,
      `Invalid character "${bad[0]}" in the link at position ${col}`);
  }
  let text: string | null;
  try {
    text = LZString.decompressFromEncodedURIComponent(body);
  } catch {
    text = null;
  }
  if (text === null || (text === '' && body !== '' && body !== 'Q') || (checksum !== null && crc32(text) !== checksum)) {
    return error('SHARE_CORRUPT', h.length,
      'Ссылка повреждена или обрезана: сценарий не удалось распаковать',
      'The link is damaged or cut short: the scenario could not be unpacked');
  }
  return { kind: 'scenario', text };
}
