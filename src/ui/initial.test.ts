import { describe, expect, it } from 'vitest';
import { encodeShare } from '../share/link.ts';
import { initialText } from './initial.ts';

const storage = (draft: string | null) => ({ getItem: () => draft });

describe('initial text read order', () => {
  it('prefers a share link, then the draft, then the example', () => {
    expect(initialText('#' + encodeShare('LINK'), storage('DRAFT'), 'EX')).toMatchObject({ text: 'LINK', source: 'link' });
    expect(initialText('', storage('DRAFT'), 'EX')).toMatchObject({ text: 'DRAFT', source: 'draft' });
    expect(initialText('', storage(null), 'EX')).toMatchObject({ text: 'EX', source: 'example' });
  });

  it('keeps the draft when the link is broken, and reports the link error', () => {
    const r = initialText('#s1=%%%', storage('DRAFT'), 'EX');
    expect(r.text).toBe('DRAFT');
    expect(r.linkError?.code).toBe('SHARE_CHARACTER');
  });
});
