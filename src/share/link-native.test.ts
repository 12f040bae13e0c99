import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { toBase64Url } from './base64url.ts';
import { MAX_UNPACKED_BYTES } from './deflate.ts';
import { decodeShare, decodeShareNative, encodeShare } from './link.ts';

// A link pasted into the open page is inflated by the platform (DecompressionStream, in Node too):
// it must read every link exactly as the synchronous reader does.
describe('share links inflated natively', () => {
  it('has the platform inflater here, so the tests below test it', () => {
    expect(typeof DecompressionStream).toBe('function');
  });

  it('reads a text, a cut link and a mangled one as the synchronous reader does', async () => {
    const text = 'ruleset tm\nplayer Атос\nplayer Кэтти\nnight 1\n  Атос -> Кэтти\n'.repeat(4);
    const full = encodeShare(text);
    expect(await decodeShareNative(full)).toEqual({ kind: 'scenario', text });
    for (let cut = 1; cut < full.length; cut += 3) {
      const hash = full.slice(0, cut);
      expect(await decodeShareNative(hash)).toEqual(decodeShare(hash));
    }
    const dot = full.indexOf('.');
    for (let i = dot + 1; i < full.length; i += 2) {
      const hash = full.slice(0, i) + (full[i] === 'A' ? 'B' : 'A') + full.slice(i + 1);
      const native = await decodeShareNative(hash);
      // Both refuse what does not read back whole; a mangled byte deflate ignores may read back in either.
      if (native.kind === 'scenario') expect(native.text).toBe(text);
      else expect(native).toMatchObject({ kind: 'error' });
    }
  });

  it('refuses an s3 body that would unpack past the limit', async () => {
    const body = toBase64Url(deflateSync(new Uint8Array(MAX_UNPACKED_BYTES + 1).fill(32), { level: 1 }));
    expect(await decodeShareNative(`s3=0.${body}`)).toMatchObject({ kind: 'error', diagnostic: { code: 'SHARE_CORRUPT' } });
  });

  it('reads the other formats and errors without inflating', async () => {
    for (const hash of ['', '#s2=abc', '#x=1', '#s3=1.a*b', '#s1=N4Ig']) expect(await decodeShareNative(hash)).toEqual(decodeShare(hash));
  });
});
