/**
 * The desk's part of a block edit: which lines of a day block the importer owns. The edit itself
 * is the scenario language's one block writer (dsl/edit/block.ts).
 */
import type { OwnsLine } from '../dsl/edit/block.ts';

export { writeBlock, type OwnsLine } from '../dsl/edit/block.ts';

/** Marks the comment lines the desk writes, so a re-import replaces them. */
export const DESK_MARK = '# desk:';

/** A day's vote lines and the desk's own comments belong to the importer. */
export const ownsVotes: OwnsLine = (line, text) => {
  if (text.trim().startsWith(DESK_MARK)) return true;
  return line.tokens.some((t) => t.kind === 'arrow');
};
