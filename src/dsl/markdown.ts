/**
 * User text (player names, typed words) inside hover markdown must stay text: a player named
 * `![x](x)` or `<b>…</b>` is a name, not an image or bold. CommonMark lets every ASCII
 * punctuation character be escaped with a backslash, so escaping all of them is always safe.
 */
export function literal(text: string): string {
  return text.replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`).replace(/\r?\n/g, ' ');
}
