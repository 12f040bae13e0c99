/**
 * Rewrites the body of a `day N` / `evening N` / `night N` block in a scenario text — added in
 * play order when missing, otherwise replaced in place — keeping every line the edit does not own.
 * The rest of the file is left byte for byte. (The desk's importer is its caller.)
 */
import { parseScenario } from '../parse.ts';
import type { BlockKind, DocLine } from '../syntax.ts';
import { blockLines, eolOf, isBlockHeader, lineText } from './lines.ts';

const PHASE_RANK: Record<BlockKind, number> = { day: 0, evening: 1, night: 2 };
const BLOCK_WORD: Record<BlockKind, string> = { day: 'day', evening: 'evening', night: 'night' };

/** Which lines of an existing block an edit replaces (the rest stay, after the new lines). */
export type OwnsLine = (line: DocLine, text: string) => boolean;

/** The scenario with block `kind n` holding `body` (indented) first, then its kept lines. */
export function writeBlock(text: string, kind: BlockKind, n: number, body: readonly string[], owns: OwnsLine): string {
  const { doc } = parseScenario(text);
  const nl = eolOf(text);
  const indented = body.map((l) => (l === '' ? '' : `  ${l}`));
  const block = blockLines(doc, kind, n);
  if (block) {
    const { header, body: inside, next: nextHeader } = block;
    const kept = inside.filter((l) => !owns(l, lineText(text, l))).map((l) => lineText(text, l));
    while (kept.length && kept[kept.length - 1]!.trim() === '') kept.pop();
    const start = header.span.offset + header.span.length;
    const end = nextHeader ? nextHeader.span.offset : text.length;
    const tail = nextHeader ? `${nl}${nl}` : nl;
    return `${text.slice(0, start)}${nl}${[...indented, ...kept].join(nl)}${tail}${text.slice(end).replace(/^(?:\r?\n)+/, '')}`;
  }
  const rank = (k: BlockKind, m: number): number => m * 3 + PHASE_RANK[k];
  const later = doc.lines.find(
    (l) => isBlockHeader(doc, l) && l.block && l.block.number !== null && rank(l.block.kind, l.block.number) > rank(kind, n),
  );
  const written = [`${BLOCK_WORD[kind]} ${n}`, ...indented].join(nl);
  if (later) return `${text.slice(0, later.span.offset)}${written}${nl}${nl}${text.slice(later.span.offset)}`;
  const trimmed = text.replace(/\s+$/, '');
  return `${trimmed}${trimmed ? `${nl}${nl}` : ''}${written}${nl}`;
}
