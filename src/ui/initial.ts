import type { Diagnostic } from '../engine/diagnostic.ts';
import { decodeShare, type ShareRead } from '../share/link.ts';
import { loadDraft } from './draft.ts';

/** Where the first text came from, for the banner. */
export type InitialSource = 'link' | 'draft' | 'example';

/** The text to open with, where it came from, and a link error to show (the draft still opens). */
export interface Initial {
  readonly text: string;
  readonly source: InitialSource;
  readonly linkError: Diagnostic | null;
}

/**
 * Read order (the TypeScript playground's): a share link in the hash, then the local draft,
 * then the example. `hash` and `storage` are passed in so tests can supply them. A broken link
 * never replaces the draft: it is reported and the draft opens. `link`: the link already read (early-link.ts).
 */
export function initialText(
  hash: string,
  storage: Pick<Storage, 'getItem'> | undefined,
  example: string,
  link: ShareRead = decodeShare(hash),
): Initial {
  if (link.kind === 'scenario') return { text: link.text, source: 'link', linkError: null };
  const draft = loadDraft(storage);
  const linkError = link.kind === 'error' ? link.diagnostic : null;
  if (draft !== null) return { text: draft, source: 'draft', linkError };
  return { text: example, source: 'example', linkError };
}
