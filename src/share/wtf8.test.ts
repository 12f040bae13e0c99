import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBytes, toBytes } from './wtf8.ts';

describe('text ↔ bytes for share links', () => {
  it('round-trips any string, lone surrogates and a leading byte-order mark included', () => {
    for (const text of ['\uFEFFночь 1', 'a\uD800b', '\uDC00', '😀 Атос', '']) expect(fromBytes(toBytes(text))).toBe(text);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => fromBytes(toBytes(text)) === text),
      { numRuns: 50 },
    );
  });

  it('refuses bytes that are not such a sequence', () => {
    expect(fromBytes(new Uint8Array([0xff]))).toBeNull();
    expect(fromBytes(new Uint8Array([0x41, 0xe0, 0x80]))).toBeNull();
    expect(fromBytes(new Uint8Array([0x80]))).toBeNull();
  });
});
