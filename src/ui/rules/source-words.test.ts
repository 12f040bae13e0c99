import { describe, expect, it } from 'vitest';
import { sourceWords } from './source-words.ts';

describe('sourceWords', () => {
  it.each([
    ['L116', 'строка правил 116', 'rulebook line 116'],
    ['L101, L106', 'строки правил 101, 106', 'rulebook lines 101, 106'],
    ['L147-161', 'строки правил 147–161', 'rulebook lines 147–161'],
    ['(inferred)', 'выведено из правил', 'inferred from the rules'],
  ])('%s', (source, ru, en) => {
    expect([sourceWords(source, 'ru'), sourceWords(source, 'en')]).toEqual([ru, en]);
  });
});
