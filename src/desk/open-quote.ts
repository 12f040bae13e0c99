/**
 * A browser copy loses the quote box: «Лис писал(а):» then the quoted lines, and the writer's own
 * words start after a blank line. When no blank line follows, the desk cannot tell where the
 * quote ends and reads the rest of the post as the quote (a quoted vote never counts). If that
 * rest is longer than one line it may hold the writer's own vote: the host is asked to look.
 */
import type { ReadBody } from './thread/body.ts';

/** The quote header to show the host, or null when the post reads cleanly. */
export function openQuote(raw: string, body: ReadBody): { offset: number; length: number; written: string } | null {
  if (body.openQuoteAt === null) return null;
  const [header = '', ...rest] = raw.slice(body.openQuoteAt, body.signatureAt).split('\n');
  if (rest.filter((l) => l.trim() !== '').length < 2) return null;
  const lead = header.length - header.trimStart().length;
  return { offset: body.openQuoteAt + lead, length: header.trim().length, written: header.trim() };
}
