import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTitles } from './titles.ts';

// Every gallery file has a title in both languages, each in its own language (M-codes and
// BBCode are code-like and may stand in the Russian one).
const root = new URL('../../../scenarios/', import.meta.url);
const files = readdirSync(root, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.scenario'));
const titles = parseTitles(readFileSync(new URL('./titles.tsv', import.meta.url), 'utf8'));

describe('gallery titles', () => {
  it('names every scenario file, and only those', () => {
    expect([...titles.keys()].sort()).toEqual(files.map((f) => f.replace(/\\/g, '/')).sort());
  });
  it.each([...titles.entries()])('%s', (_path, title) => {
    expect(title.ru.replace(/\bM\d+\b|BBCode/g, '')).not.toMatch(/[A-Za-z]/);
    expect(title.en).not.toMatch(/[А-Яа-яЁё]/);
  });
});
