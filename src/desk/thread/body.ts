/**
 * A post body as the vote finder sees it: BBCode tags blanked out (offsets kept), quotes and the
 * signature blanked (a vote there never counts), and a mask of which characters are marked —
 * inside [b] or [color]. Browser copies lose the markup; their quotes («Вася писал(а):» up to a
 * blank line) are blanked the same way.
 */

/** The readable body: same length as the raw body, so an index is an offset into the post. */
export interface ReadBody {
  /** Tags, quotes and the signature replaced by spaces. */
  readonly text: string;
  /** marked[i]: the character is inside [b] or [color]. */
  readonly marked: readonly boolean[];
  /** Where the signature starts (body length when there is none). */
  readonly signatureAt: number;
  /**
   * Where a «Ник писал(а):» quote starts that no blank line closes: it hides the rest of the post,
   * which may be the writer's own words (null when there is none).
   */
  readonly openQuoteAt: number | null;
}

const TAG = /\[(\/?)([a-z*]+)(?:=[^\]\n]{0,80})?(?:\s[^\]\n]{0,200})?\]/giu;
const MARK_TAGS = new Set(['b', 'color', 'strong']);
const HIDE_TAGS = new Set(['quote', 'spoiler']);
const BROWSER_QUOTE = /^\s*(?:Цитата:?\s*.{0,40}|.{1,40}\s(?:писал\(а\)|писала?|пишет|wrote)\s*:?)\s*$/iu;
const SIGNATURE = /^\s*(?:_{3,}|-{2,}|—{2,})\s*$/u;

function blank(chars: string[], from: number, to: number): void {
  for (let i = from; i < to; i++) if (chars[i] !== '\n' && chars[i] !== '\r') chars[i] = ' ';
}

/** Reads one body. Quotes nest; an unclosed [quote] hides to the end of the post. */
export function readBody(raw: string): ReadBody {
  const chars = [...raw.replace(/[\uD800-\uDFFF]/g, '?')];
  const marked = new Array<boolean>(chars.length).fill(false);
  const text = chars.join('');
  let markDepth = 0;
  let hideDepth = 0;
  let hideFrom = 0;
  let last = 0;
  const mark = (to: number): void => {
    if (markDepth > 0) for (let i = last; i < to; i++) marked[i] = true;
  };
  for (let m = TAG.exec(text); m; m = TAG.exec(text)) {
    const name = m[2]!.toLowerCase();
    const closing = m[1] === '/';
    if (!MARK_TAGS.has(name) && !HIDE_TAGS.has(name) && !['i', 'u', 's', 'size', 'font', 'url', 'center', 'img'].includes(name)) continue;
    mark(m.index);
    blank(chars, m.index, m.index + m[0].length);
    last = m.index + m[0].length;
    if (MARK_TAGS.has(name)) markDepth = Math.max(0, markDepth + (closing ? -1 : 1));
    if (HIDE_TAGS.has(name)) {
      if (!closing && hideDepth++ === 0) hideFrom = m.index;
      if (closing && hideDepth > 0 && --hideDepth === 0) blank(chars, hideFrom, last);
    }
  }
  mark(chars.length);
  if (hideDepth > 0) blank(chars, hideFrom, chars.length);
  const { signatureAt, openQuoteAt } = hideBrowserQuotesAndSignature(chars);
  return { text: chars.join(''), marked, signatureAt, openQuoteAt };
}

/** Blanks «Ник писал(а):» quote blocks and everything from a signature rule on; says where each starts. */
function hideBrowserQuotesAndSignature(chars: string[]): { signatureAt: number; openQuoteAt: number | null } {
  const text = chars.join('');
  let offset = 0;
  let quoting = -1;
  for (const line of text.split('\n')) {
    const end = offset + line.length;
    if (SIGNATURE.test(line)) {
      blank(chars, quoting >= 0 ? quoting : offset, chars.length);
      return { signatureAt: offset, openQuoteAt: quoting >= 0 ? quoting : null };
    }
    if (quoting >= 0 && line.trim() === '') {
      blank(chars, quoting, offset);
      quoting = -1;
    } else if (quoting < 0 && BROWSER_QUOTE.test(line) && line.length < 120) quoting = offset;
    offset = end + 1;
  }
  if (quoting >= 0) blank(chars, quoting, chars.length);
  return { signatureAt: chars.length, openQuoteAt: quoting >= 0 ? quoting : null };
}
