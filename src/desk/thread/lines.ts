/** Offsets ↔ 1-based line/column in a pasted text, and the text split into lines with offsets. */
import type { Span } from '../../engine/span.ts';

/** One line of the paste with its start offset (no end-of-line characters). */
export interface PasteLine {
  readonly text: string;
  readonly offset: number;
  /** 1-based. */
  readonly line: number;
}

/** Splits on LF, CRLF or CR, keeping every line's offset. */
export function splitLines(text: string): PasteLine[] {
  const out: PasteLine[] = [];
  const re = /\r\n|\r|\n/g;
  let start = 0;
  let n = 1;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ text: text.slice(start, m.index), offset: start, line: n++ });
    start = m.index + m[0].length;
  }
  out.push({ text: text.slice(start), offset: start, line: n });
  return out;
}

/** Maps offsets of one text to spans (binary search over line starts). */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) this.starts.push(i + 1);
    }
  }

  /** The span of `length` characters at `offset`. */
  span(offset: number, length = 0): Span {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - this.starts[lo]! + 1, offset, length };
  }
}
