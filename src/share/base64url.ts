/** Bytes ↔ base64url text (RFC 4648 §5, no padding): the URL-safe alphabet of share links. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Each character's value by its code (a 1 MB game's link is 200k characters: a table, not a Map). */
const VALUE = new Uint8Array(128);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;
const OUTSIDE = /[^A-Za-z0-9_-]/;

/** The base64url text of `bytes`. */
export function toBase64Url(bytes: Uint8Array): string {
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out.push(ALPHABET[(n >> (18 - 6 * k)) & 63]!);
  }
  return out.join('');
}

/** The index of the first character outside the alphabet, or -1. */
export function badBase64UrlAt(text: string): number {
  return OUTSIDE.exec(text)?.index ?? -1;
}

/** The bytes of a base64url text of valid characters; null for an impossible length. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let n = 0;
  for (let i = 0; i < text.length; i += 4) {
    let v = 0;
    // Past the end (a last group of 2 or 3) reads as 'A', zero.
    for (let k = 0; k < 4; k++) v = (v << 6) | (VALUE[text.charCodeAt(i + k)] ?? 0);
    for (let k = 0; k < 3 && n < out.length; k++) out[n++] = (v >> (16 - 8 * k)) & 255;
  }
  return out;
}
