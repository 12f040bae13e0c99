import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBytes, toBytes } from './wtf8.ts';

describe('text ↔ bytes for share links', () => {
  it('round-trips any string, lone surrogates and a leading byte-order mark included', () => {
    for (const text of ['\uFEFFночь 1', 'a\uD800b', '\uDC00', '😀 Атос', '']) expect(fromBytes(toBytes(text))).toBe(text);
    // UTF-16 units straight from integers: lone surrogates often (fast-check's 'binary' strings
    // first build tables that cost seconds on a loaded machine).
    const units = fc.array(fc.oneof(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0xd800, max: 0xdfff })), { maxLength: 40 });
    fc.assert(fc.property(units, (us) => fromBytes(toBytes(String.fromCharCode(...us))) === String.fromCharCode(...us)));
  });

  it('refuses bytes that are not such a sequence', () => {
    expect(fromBytes(new Uint8Array([0xff]))).toBeNull();
    expect(fromBytes(new Uint8Array([0x41, 0xe0, 0x80]))).toBeNull();
    expect(fromBytes(new Uint8Array([0x80]))).toBeNull();
  });
});
