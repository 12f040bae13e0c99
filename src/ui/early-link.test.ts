import { describe, expect, it } from 'vitest';
import { gameText } from '../../test/bench/game-text.ts';
import { decodeShare, encodeShare } from '../share/link.ts';
import { earlyRead, NATIVE_LINK_MIN_CHARS, readLinkEarly } from './early-link.ts';
import { initialText } from './initial.ts';

const noDraft = { getItem: () => null };

describe('a long link read before the app mounts', () => {
  it('reads it as the synchronous reader does, and the page opens with it', async () => {
    const hash = `#${encodeShare(gameText(50, 50, 1))}`;
    expect(hash.length).toBeGreaterThanOrEqual(NATIVE_LINK_MIN_CHARS);
    await readLinkEarly(hash);
    expect(earlyRead(hash)).toEqual(decodeShare(hash));
    expect(initialText(hash, noDraft, 'EX', earlyRead(hash))).toMatchObject({ text: gameText(50, 50, 1), source: 'link' });
    expect(earlyRead(`${hash}x`)).toBeUndefined();
  });

  it('leaves a short link (or none) to the synchronous reader', async () => {
    const hash = `#${encodeShare('LINK')}`;
    await readLinkEarly(hash);
    expect(earlyRead(hash)).toBeUndefined();
    expect(initialText(hash, noDraft, 'EX', earlyRead(hash))).toMatchObject({ text: 'LINK', source: 'link' });
  });

  it('keeps the draft when a long link is broken, with the error of the synchronous reader', async () => {
    const good = encodeShare(gameText(50, 50, 1));
    const hash = `#${good.slice(0, good.length - 9)}`;
    await readLinkEarly(hash);
    const r = initialText(hash, { getItem: () => 'DRAFT' }, 'EX', earlyRead(hash));
    expect(r).toMatchObject({
      text: 'DRAFT',
      source: 'draft',
      linkError: decodeShare(hash).kind === 'error' ? { code: 'SHARE_CORRUPT' } : {},
    });
    expect(r.linkError?.code).toBe('SHARE_CORRUPT');
  });

  it('still lets the app mount when the native read fails, and leaves the link to the synchronous reader', async () => {
    const hash = `#${encodeShare(gameText(50, 50, 1))}`;
    await readLinkEarly(hash);
    await expect(readLinkEarly(hash, () => Promise.reject(new Error('no stream')))).resolves.toBeUndefined();
    expect(earlyRead(hash)).toBeUndefined();
    expect(initialText(hash, noDraft, 'EX', earlyRead(hash))).toMatchObject({ text: gameText(50, 50, 1), source: 'link' });
  });
});
