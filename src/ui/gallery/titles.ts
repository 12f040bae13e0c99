/**
 * The gallery's titles in both languages (titles.tsv: path without `.scenario`, Russian, English),
 * loaded after start-up in a chunk of their own; until then, and for a file the table lacks, the
 * file's name shows.
 */
import type { Text } from '../../engine/text.ts';

/** Parses titles.tsv into path → title. */
export function parseTitles(tsv: string): ReadonlyMap<string, Text> {
  const out = new Map<string, Text>();
  for (const line of tsv.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const [path, ru, en] = line.split('\t');
    if (path && ru && en) out.set(`${path}.scenario`, { ru, en });
  }
  return out;
}

/** The titles table, fetched once. */
export async function loadTitles(): Promise<ReadonlyMap<string, Text>> {
  const tsv = (await import('./titles.tsv?raw')).default;
  return parseTitles(tsv);
}
