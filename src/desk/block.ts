/**
 * The one text-edit helper of the desk: rewrites the body of a `day N` / `evening N` / `night N`
 * block in a scenario text — added in play order when missing, otherwise replaced in place —
 * keeping every line the edit does not own. The rest of the file is left byte for byte.
 */
import { parseScenario } from '../dsl/parse.ts';
import type { BlockKind, DocLine } from '../dsl/syntax.ts';

const PHASE_RANK: Record<BlockKind, number> = { day: 0, evening: 1, night: 2 };
const BLOCK_WORD: Record<BlockKind, string> = { day: 'day', evening: 'evening', night: 'night' };

/** Which lines of an existing block an edit replaces (the rest stay, after the new lines). */
export type OwnsLine = (line: DocLine, text: string) => boolean;

function eol(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

/** The scenario with block `kind n` holding `body` (indented) first, then its kept lines. */
export function writeBlock(text: string, kind: BlockKind, n: number, body: readonly string[], owns: OwnsLine): string {
  const { doc } = parseScenario(text);
  const nl = eol(text);
  const indented = body.map((l) => (l === '' ? '' : `  ${l}`));
  const isHeader = (l: DocLine): boolean => doc.statements[l.statement]?.kind === 'block';
  const header = doc.lines.find((l) => isHeader(l) && l.block?.kind === kind && l.block.number === n);
  if (header) {
    const after = doc.lines.filter((l) => l.line > header.line);
    const nextHeader = after.find(isHeader);
    const inside = after.filter((l) => !nextHeader || l.line < nextHeader.line);
    const kept = inside.filter((l) => !owns(l, lineText(text, l))).map((l) => lineText(text, l));
    while (kept.length && kept[kept.length - 1]!.trim() === '') kept.pop();
    const start = header.span.offset + header.span.length;
    const end = nextHeader ? nextHeader.span.offset : text.length;
    const tail = nextHeader ? `${nl}${nl}` : nl;
    return `${text.slice(0, start)}${nl}${[...indented, ...kept].join(nl)}${tail}${text.slice(end).replace(/^(?:\r?\n)+/, '')}`;
  }
  const rank = (k: BlockKind, m: number): number => m * 3 + PHASE_RANK[k];
  const later = doc.lines.find((l) => isHeader(l) && l.block && l.block.number !== null && rank(l.block.kind, l.block.number) > rank(kind, n));
  const block = [`${BLOCK_WORD[kind]} ${n}`, ...indented].join(nl);
  if (later) return `${text.slice(0, later.span.offset)}${block}${nl}${nl}${text.slice(later.span.offset)}`;
  const trimmed = text.replace(/\s+$/, '');
  return `${trimmed}${trimmed ? `${nl}${nl}` : ''}${block}${nl}`;
}

function lineText(text: string, l: DocLine): string {
  return text.slice(l.span.offset, l.span.offset + l.span.length);
}

/** Marks the comment lines the desk writes, so a re-import replaces them. */
export const DESK_MARK = '# desk:';

/** A day's vote lines and the desk's own comments belong to the importer. */
export const ownsVotes: OwnsLine = (line, text) => {
  if (text.trim().startsWith(DESK_MARK)) return true;
  return line.tokens.some((t) => t.kind === 'arrow');
};
