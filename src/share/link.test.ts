import fc from 'fast-check';
import { crc32 as crc32Zlib } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateSync } from 'fflate';
import { toBase64Url } from './base64url.ts';
import { MAX_UNPACKED_BYTES } from './deflate.ts';
import { crc32, decodeShare, encodeShare, MAX_HASH_LENGTH } from './link.ts';

describe('share links', () => {
  it('round-trips any text exactly, options included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const read = decodeShare('#' + encodeShare(text));
        expect(read).toEqual({ kind: 'scenario', text });
      }),
      { seed: 20261130 },
    );
    const scenario = 'ruleset three-musketeers\noption watchWindow = wholeNight\nplayer Атос\n';
    expect(decodeShare(encodeShare(scenario))).toEqual({ kind: 'scenario', text: scenario });
    // A bound, not a timing: fast-check's binary strings take seconds to build on a loaded machine.
  }, 30_000);

  it('reads an empty hash as nothing to load', () => {
    expect(decodeShare('')).toEqual({ kind: 'none' });
    expect(decodeShare('#')).toEqual({ kind: 'none' });
  });

  it('names the position of a foreign character', () => {
    const read = decodeShare('#s1=AbC%20d');
    expect(read.kind).toBe('error');
    if (read.kind === 'error') {
      expect(read.diagnostic.code).toBe('SHARE_CHARACTER');
      expect(read.diagnostic.span.col).toBe(7);
    }
  });

  it('refuses an unknown version and an over-long hash', () => {
    const v = decodeShare('#s9=abc');
    expect(v.kind === 'error' && v.diagnostic.code).toBe('SHARE_VERSION');
    const long = decodeShare('#s1=' + 'A'.repeat(MAX_HASH_LENGTH));
    expect(long.kind === 'error' && long.diagnostic.code).toBe('SHARE_TOO_LONG');
  });

  it('never hands back other text from a cut or mangled link: the checksum catches it', () => {
    const text = 'ruleset tm\nplayer Атос\nplayer Кэтти\nnight 1\n  Атос -> Кэтти\n'.repeat(4);
    const full = encodeShare(text);
    for (let cut = 1; cut < full.length; cut++) {
      // A cut that still unpacks must give back exactly the text, or an error.
      const r = decodeShare(full.slice(0, cut));
      if (r.kind === 'scenario') expect(r.text).toBe(text);
      else expect(r.kind).toBe('error');
    }
    const dot = full.indexOf('.');
    for (let i = dot + 1; i < full.length; i++) {
      const c = full[i] === 'A' ? 'B' : 'A';
      const r = decodeShare(full.slice(0, i) + c + full.slice(i + 1));
      if (r.kind === 'scenario') expect(r.text).toBe(text);
    }
  });

  it('still reads links of the first format (s1, without a checksum)', async () => {
    const { default: LZString } = await import('lz-string');
    expect(decodeShare('#s1=' + LZString.compressToEncodedURIComponent('player Атос'))).toEqual({ kind: 'scenario', text: 'player Атос' });
  });

  it('asks for the checksum in the checked formats', () => {
    for (const prefix of ['#s2=abc', '#s3=abc']) {
      const r = decodeShare(prefix);
      expect(r.kind === 'error' && r.diagnostic.code).toBe('SHARE_CHECKSUM');
    }
  });

  it('still reads links of the second format (s2: checksum + lz-string)', async () => {
    const { default: LZString } = await import('lz-string');
    const text = 'ruleset three-musketeers\nplayer Атос\n';
    const s2 = `#s2=${crc32(text).toString(36)}.${LZString.compressToEncodedURIComponent(text)}`;
    expect(decodeShare(s2)).toEqual({ kind: 'scenario', text });
    const wrongSum = `#s2=${(crc32(text) ^ 1).toString(36)}.${LZString.compressToEncodedURIComponent(text)}`;
    expect(decodeShare(wrongSum)).toMatchObject({ kind: 'error', diagnostic: { code: 'SHARE_CORRUPT' } });
  });

  it('writes the s3 format, denser than lz-string for Cyrillic text', async () => {
    const { default: LZString } = await import('lz-string');
    const text = 'player Атос\nplayer Миледи: Миледи, маф\nnight 1\n  Атос -> Миледи  # Миледи пьёт с Атосом\n'.repeat(3);
    const link = encodeShare(text);
    expect(link.startsWith('s3=')).toBe(true);
    expect(link.length).toBeLessThan(LZString.compressToEncodedURIComponent(text).length);
  });

  it('refuses an s3 body that would unpack past the limit instead of filling the memory', () => {
    // Spaces past the limit: a few kilobytes of link (a "zip bomb"); the checksum is never reached.
    const body = toBase64Url(deflateSync(new Uint8Array(MAX_UNPACKED_BYTES + 1).fill(32), { level: 1 }));
    expect(body.length).toBeLessThan(MAX_HASH_LENGTH);
    const r = decodeShare(`s3=0.${body}`);
    expect(r).toMatchObject({ kind: 'error', diagnostic: { code: 'SHARE_CORRUPT' } });
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (junk) => {
        const r = decodeShare('#s1=' + junk);
        expect(['scenario', 'error']).toContain(r.kind);
      }),
      { seed: 20261130 },
    );
  });
});

describe('the link checksum', () => {
  it('is the CRC-32 of the text as UTF-16LE bytes, so links made before the table-driven sum still open', () => {
    for (const text of ['', 'abc', 'Атос -> Кэтти 🎭', 'ё'.repeat(1000)]) expect(crc32(text)).toBe(crc32Zlib(Buffer.from(text, 'utf16le')));
  });
});
