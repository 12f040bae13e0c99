import { describe, expect, it } from 'vitest';
import { previewOf } from './preview.ts';

describe('the preview of a long text', () => {
  it('is its first 200 lines', () => {
    const text = Array.from({ length: 500 }, (_, i) => `line ${i + 1}`).join('\n');
    const lines = previewOf(text).split('\n');
    expect(lines).toHaveLength(200);
    expect(lines.at(-1)).toBe('line 200');
    expect(text.startsWith(previewOf(text))).toBe(true);
  });

  it('is the whole of a shorter text', () => {
    expect(previewOf('a\nb\n')).toBe('a\nb\n');
  });
});
