/**
 * The s3 body: the text as bytes (wtf8.ts), raw DEFLATE (fflate, synchronous so a link opens
 * before the first paint; a link pasted into the open page is inflated natively), base64url.
 * Unpacking stops at MAX_UNPACKED_BYTES, so a tiny link that inflates to gigabytes is refused
 * instead of filling the memory.
 */
import { deflateSync, Inflate } from 'fflate';
import { fromBase64Url, toBase64Url } from './base64url.ts';
import { fromBytes, toBytes } from './wtf8.ts';

/** The largest text a link may unpack to (bytes of UTF-8). */
export const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

/** Input is fed in pieces this large, so no single step inflates past the cap by much. */
const PIECE = 1024;

/** The packed body of `text`. */
export function pack(text: string): string {
  return toBase64Url(deflateSync(toBytes(text), { level: 9, mem: 8 }));
}

/** The text of a packed body (valid base64url characters); null when it does not unpack. */
export function unpack(body: string): string | null {
  const bytes = fromBase64Url(body);
  if (!bytes) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  try {
    const inflate = new Inflate((data, final) => {
      size += data.length;
      if (size > MAX_UNPACKED_BYTES) throw new RangeError('too large');
      chunks.push(data);
      if (final) ended = true;
    });
    for (let i = 0; i < bytes.length; i += PIECE) inflate.push(bytes.subarray(i, i + PIECE), i + PIECE >= bytes.length);
    if (bytes.length === 0) inflate.push(bytes, true);
  } catch {
    return null;
  }
  if (!ended) return null;
  return fromBytes(joined(chunks, size));
}

/**
 * The same as `unpack`, by the platform's native inflater where there is one (a 1 MB link: a
 * few milliseconds instead of half a second of JavaScript on the main thread).
 */
export async function unpackNative(body: string): Promise<string | null> {
  if (typeof DecompressionStream !== 'function') return unpack(body);
  const bytes = fromBase64Url(body);
  if (!bytes) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    const reader = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      size += r.value.length;
      if (size > MAX_UNPACKED_BYTES) {
        await reader.cancel();
        return null;
      }
      chunks.push(r.value);
    }
  } catch {
    return null;
  }
  return fromBytes(joined(chunks, size));
}

function joined(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return all;
}
