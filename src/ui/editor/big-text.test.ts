import { describe, expect, it } from 'vitest';
import { modelSizeOptions, sizeOptions } from './big-text.ts';
import { FALLBACK_MAX_CHARS } from './preview.ts';

describe('editor options by text size', () => {
  it('keeps the helpers of a small text on', () => {
    const o = sizeOptions(30_000);
    expect([o.wordWrap, o.folding, o.wordBasedSuggestions, o.occurrencesHighlight, o.bracketPairColorization?.enabled]).toEqual([
      'on',
      true,
      'currentDocument',
      'singleFile',
      true,
    ]);
  });
  it('turns the whole-text helpers off above the preview size, and each option the small text sets', () => {
    const small = sizeOptions(FALLBACK_MAX_CHARS);
    const big = sizeOptions(FALLBACK_MAX_CHARS + 1);
    expect([big.wordWrap, big.folding, big.wordBasedSuggestions, big.occurrencesHighlight, big.matchBrackets]).toEqual([
      'off',
      false,
      'off',
      'off',
      'never',
    ]);
    // Switching back from big to small must restore every option a big text changed.
    expect(Object.keys(big).sort()).toEqual(Object.keys(small).sort());
  });
  it('turns bracket colours off on the model of a big text only', () => {
    expect(modelSizeOptions(FALLBACK_MAX_CHARS).bracketColorizationOptions?.enabled).toBe(true);
    expect(modelSizeOptions(FALLBACK_MAX_CHARS + 1).bracketColorizationOptions?.enabled).toBe(false);
  });
});
