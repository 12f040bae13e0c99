import { describe, expect, it } from 'vitest';
import { OUTCOME, UI } from './i18n.ts';

// The Why tab prints a step's outcome under the heading UI.outcome: an outcome word that repeats
// the heading read «Итог: итог» for every summary step.
describe('outcome words', () => {
  for (const lang of ['ru', 'en'] as const) {
    it(`no outcome word repeats the heading it is shown under (${lang})`, () => {
      const heading = UI.outcome[lang].toLowerCase();
      const repeats = Object.entries(OUTCOME).filter(([, word]) => word[lang].toLowerCase() === heading);
      expect(repeats).toEqual([]);
    });
  }
});
