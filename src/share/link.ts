import LZString from 'lz-string';
import type { Diagnostic } from '../engine/diagnostic.ts';
import { t } from '../engine/text.ts';
import { badBase64UrlAt } from './base64url.ts';
import { pack, unpack, unpackNative } from './deflate.ts';

/**
 * Share links carry the whole scenario text (options are lines of it, so they travel too) in
 * the URL hash as `#s3=<crc32 base36>.<raw DEFLATE, base64url>` (deflate.ts). The checksum
 * catches a link that was cut or mangled into other text that still unpacks. Older links still
 * open: `#s2=<crc32>.<lz-string, URI-safe>` and `#s1=<lz-string>` (no checksum).
 */
export const SHARE_PREFIX = 's3=';

/** The lz-string formats, read for old links. */
export const LZ_CHECKED_PREFIX = 's2=';
export const LEGACY_PREFIX = 's1=';

/** Longest hash we accept (≈ a few hundred KB of scenario); longer is refused, not parsed. */
export const MAX_HASH_LENGTH = 400_000;

/** lz-string's URI-safe alphabet. */
const LZ_ALPHABET = /[^A-Za-z0-9+\-$]/;

/** Encodes a scenario into a hash (without the leading '#'). */
export function encodeShare(text: string): string {
  return `${SHARE_PREFIX}${crc32(text).toString(36)}.${pack(text)}`;
}

/** CRC-32 of each byte value, so a code unit costs two lookups instead of sixteen shifts (1 MB links). */
const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  return c;
});

/** CRC-32 (IEEE) of the UTF-16 code units of a text (low byte first): a cheap check that a link arrived whole. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    crc = (crc >>> 8) ^ CRC_TABLE[(crc ^ unit) & 0xff]!;
    crc = (crc >>> 8) ^ CRC_TABLE[(crc ^ (unit >>> 8)) & 0xff]!;
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

/** Index of the first character a format's body may not hold, or -1. */
function badCharacterAt(format: 's1' | 's2' | 's3', body: string): number {
  if (format === 's3') return badBase64UrlAt(body);
  return LZ_ALPHABET.exec(body)?.index ?? -1;
}

/** The text of a body in its format, or null when it does not unpack. */
function unpackBody(format: 's1' | 's2' | 's3', body: string): string | null {
  if (format === 's3') return unpack(body);
  try {
    const text = LZString.decompressFromEncodedURIComponent(body);
    // lz-string unpacks some junk to '' instead of failing: only an empty body (or 'Q') means ''.
    return text === '' && body !== '' && body !== 'Q' ? null : text;
  } catch {
    return null;
  }
}

/** A hash whose frame reads well: its format, checksum and body, before unpacking. */
interface Framed {
  readonly format: 's1' | 's2' | 's3';
  readonly checksum: number | null;
  readonly body: string;
  readonly length: number;
}

/**
 * Reads a location hash (with or without '#'). Positions in errors are 1-based columns in the
 * hash text after '#', so the user can see where a pasted link was cut or mangled.
 */
export function decodeShare(hash: string): ShareRead {
  const framed = frame(hash);
  return 'kind' in framed ? framed : unpacked(framed, unpackBody(framed.format, framed.body));
}

/** The same as `decodeShare`, inflating an s3 link natively (a link pasted into the open page). */
export async function decodeShareNative(hash: string): Promise<ShareRead> {
  const framed = frame(hash);
  if ('kind' in framed) return framed;
  return unpacked(framed, framed.format === 's3' ? await unpackNative(framed.body) : unpackBody(framed.format, framed.body));
}

function frame(hash: string): ShareRead | Framed {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  if (h === '') return { kind: 'none' };
  if (h.length > MAX_HASH_LENGTH) {
    return error(
      'SHARE_TOO_LONG',
      MAX_HASH_LENGTH + 1,
      `Ссылка слишком длинная (${h.length} символов, предел ${MAX_HASH_LENGTH})`,
      `The link is too long (${h.length} characters, limit ${MAX_HASH_LENGTH})`,
    );
  }
  const format = h.startsWith(SHARE_PREFIX) ? 's3' : h.startsWith(LZ_CHECKED_PREFIX) ? 's2' : h.startsWith(LEGACY_PREFIX) ? 's1' : null;
  if (!format) {
    return error('SHARE_VERSION', 1, 'Неизвестный формат ссылки: ожидалось «s3=…»', 'Unknown link format: expected "s3=…"');
  }
  let start = SHARE_PREFIX.length;
  let checksum: number | null = null;
  if (format !== 's1') {
    const dot = h.indexOf('.', start);
    const sum = dot < 0 ? '' : h.slice(start, dot);
    if (!/^[0-9a-z]{1,7}$/.test(sum)) {
      return error(
        'SHARE_CHECKSUM',
        Math.min(start + 1, h.length),
        `В ссылке нет контрольной суммы «${format}=сумма.текст»`,
        `The link has no checksum: expected "${format}=sum.text"`,
      );
    }
    checksum = parseInt(sum, 36);
    start = dot + 1;
  }
  const body = h.slice(start);
  const bad = badCharacterAt(format, body);
  if (bad >= 0) {
    const col = start + bad + 1;
    return error(
      'SHARE_CHARACTER',
      col,
      `Недопустимый символ «${body[bad]}» в ссылке, позиция ${col}`,
      `Invalid character "${body[bad]}" in the link at position ${col}`,
    );
  }
  return { format, checksum, body, length: h.length };
}

function unpacked({ checksum, length }: Framed, text: string | null): ShareRead {
  if (text === null || (checksum !== null && crc32(text) !== checksum)) {
    return error(
      'SHARE_CORRUPT',
      length,
      'Ссылка повреждена или обрезана: сценарий не удалось распаковать',
      'The link is damaged or cut short: the scenario could not be unpacked',
    );
  }
  return { kind: 'scenario', text };
}
