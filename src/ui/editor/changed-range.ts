// The smallest range to replace when the text changes outside the editor, so an outside edit
// (an option line, a night order) is one local, undoable step instead of a whole-text swap.

/** Replacing `[start, end)` of `before` with `text` gives `after`. */
export interface ChangedRange {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Trims the common prefix and suffix, never splitting a CRLF or a surrogate pair. */
export function changedRange(before: string, after: string): ChangedRange {
  const max = Math.min(before.length, after.length);
  let p = 0;
  while (p < max && before.charCodeAt(p) === after.charCodeAt(p)) p++;
  let s = 0;
  while (s < max - p && before.charCodeAt(before.length - 1 - s) === after.charCodeAt(after.length - 1 - s)) s++;
  const splits = (t: string, i: number): boolean => {
    if (i <= 0 || i >= t.length) return false;
    const a = t.charCodeAt(i - 1);
    const b = t.charCodeAt(i);
    return (a === 13 && b === 10) || (a >= 0xd800 && a <= 0xdbff && b >= 0xdc00 && b <= 0xdfff);
  };
  while (p > 0 && (splits(before, p) || splits(after, p))) p--;
  while (s > 0 && (splits(before, before.length - s) || splits(after, after.length - s))) s--;
  return { start: p, end: before.length - s, text: after.slice(p, after.length - s) };
}
