/**
 * UTF-16 text ↔ bytes as UTF-8, except that a lone surrogate (which a pasted text can hold and
 * TextEncoder would replace) is written as its own three bytes, so any string round-trips exactly.
 */

/** The bytes of `text`: UTF-8, lone surrogates kept. */
export function toBytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 3);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (c >= 0xd800 && c < 0xdc00 && next >= 0xdc00 && next < 0xe000) {
      c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
      i++;
    }
    if (c < 0x80) out[n++] = c;
    else if (c < 0x800) {
      out[n++] = 0xc0 | (c >> 6);
      out[n++] = 0x80 | (c & 63);
    } else if (c < 0x10000) {
      out[n++] = 0xe0 | (c >> 12);
      out[n++] = 0x80 | ((c >> 6) & 63);
      out[n++] = 0x80 | (c & 63);
    } else {
      out[n++] = 0xf0 | (c >> 18);
      out[n++] = 0x80 | ((c >> 12) & 63);
      out[n++] = 0x80 | ((c >> 6) & 63);
      out[n++] = 0x80 | (c & 63);
    }
  }
  return out.subarray(0, n);
}

/** The text of `bytes` written by toBytes; null when they are not such a sequence. */
export function fromBytes(bytes: Uint8Array): string | null {
  // Well-formed UTF-8 (every text without a lone surrogate) decodes natively, 10× faster at 1 MB;
  // the platform's decoder refuses the rest, which the loop below reads.
  if (!hasSurrogate(bytes)) {
    try {
      return utf8()?.decode(bytes) ?? slowly(bytes);
    } catch {
      // Not UTF-8 at all: the loop says so.
    }
  }
  return slowly(bytes);
}

/** One strict decoder, made on first use (null where the platform has none). */
let decoder: TextDecoder | null | undefined;
function utf8(): TextDecoder | null {
  if (decoder === undefined)
    decoder = typeof TextDecoder === 'function' ? new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }) : null;
  return decoder;
}

/** Whether `bytes` hold a surrogate written as three bytes (ED A0–BF …), which UTF-8 forbids. */
function hasSurrogate(bytes: Uint8Array): boolean {
  for (let i = bytes.indexOf(0xed); i !== -1 && i + 1 < bytes.length; i = bytes.indexOf(0xed, i + 1)) {
    if (bytes[i + 1]! >= 0xa0 && bytes[i + 1]! < 0xc0) return true;
  }
  return false;
}

/** Decodes byte by byte: any sequence toBytes writes, lone surrogates included. */
function slowly(bytes: Uint8Array): string | null {
  const units: number[] = [];
  const parts: string[] = [];
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    const size = b < 0x80 ? 1 : b >= 0xf0 && b < 0xf8 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 0;
    if (size === 0 || i + size > bytes.length) return null;
    let c = size === 1 ? b : b & (0xff >> (size + 1));
    for (let k = 1; k < size; k++) {
      const cont = bytes[i + k]!;
      if ((cont & 0xc0) !== 0x80) return null;
      c = (c << 6) | (cont & 63);
    }
    i += size;
    if (c >= 0x10000) units.push(0xd800 + ((c - 0x10000) >> 10), 0xdc00 + ((c - 0x10000) & 1023));
    else units.push(c);
    // Flush in pieces: String.fromCharCode takes a bounded number of arguments.
    if (units.length >= 8192) parts.push(String.fromCharCode(...units.splice(0)));
  }
  parts.push(String.fromCharCode(...units));
  return parts.join('');
}
