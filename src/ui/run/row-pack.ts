// The timeline rows as the worker posts them: a few flat arrays instead of one object per step.
// At 200 × 100 the page's copy of 29k row objects took ~100–150 ms of the main thread to
// structured-clone; one string and two typed arrays (moved, not copied) take about a millisecond,
// and building the rows again from them on the page costs a fraction of the clone.
import type { Step } from '../../engine/timeline.ts';
import type { StepRow } from './page-run.ts';
import { stepIdOf } from '../../engine/step-id.ts';

/** The rows packed: `chars` holds every string end to end, `ends` where each one ends. */
export interface PackedRows {
  readonly count: number;
  /** The distinct phases and outcomes, indexed by `kinds`. */
  readonly words: readonly string[];
  /** Per row: phase word, outcome word, flags. */
  readonly kinds: Uint16Array;
  /** Per row: number, slot, source line, col, offset, length. */
  readonly numbers: Float64Array;
  readonly chars: string;
  /** Per row: the ends of id, summary ru, summary en, actor, role in `chars`. */
  readonly ends: Uint32Array;
}

const KINDS = 3;
const NUMBERS = 6;
const STRINGS = 5;
const SLOT = 1;
const ACTOR = 2;
const ROLE = 4;
const SOURCE = 8;
const AUTOMATIC = 16;
const AUTOMATIC_TRUE = 32;

/** The buffers to move with a posted message. */
export function packedBuffers(rows: PackedRows): ArrayBuffer[] {
  return [rows.kinds.buffer as ArrayBuffer, rows.numbers.buffer as ArrayBuffer, rows.ends.buffer as ArrayBuffer];
}

/** Packs the list's fields of `steps` (the rest of each step stays in the worker). */
export function packRows(steps: readonly Step[]): PackedRows {
  const n = steps.length;
  const words: string[] = [];
  const wordAt = new Map<string, number>();
  const word = (w: string): number => {
    let i = wordAt.get(w);
    if (i === undefined) wordAt.set(w, (i = words.push(w) - 1));
    return i;
  };
  const kinds = new Uint16Array(n * KINDS);
  const numbers = new Float64Array(n * NUMBERS);
  const ends = new Uint32Array(n * STRINGS);
  const parts: string[] = [];
  let end = 0;
  const put = (at: number, s: string): void => {
    parts.push(s);
    end += s.length;
    ends[at] = end;
  };
  steps.forEach((s, i) => {
    const flags =
      (s.slot !== undefined ? SLOT : 0) |
      (s.actor !== undefined ? ACTOR : 0) |
      (s.role !== undefined ? ROLE : 0) |
      (s.source !== undefined ? SOURCE : 0) |
      (s.automatic !== undefined ? AUTOMATIC : 0) |
      (s.automatic ? AUTOMATIC_TRUE : 0);
    kinds.set([word(s.phase), word(s.outcome), flags], i * KINDS);
    const src = s.source;
    numbers.set([s.number, s.slot ?? 0, src?.line ?? 0, src?.col ?? 0, src?.offset ?? 0, src?.length ?? 0], i * NUMBERS);
    const at = i * STRINGS;
    put(at, s.id);
    put(at + 1, s.summary.ru);
    put(at + 2, s.summary.en);
    put(at + 3, s.actor ?? '');
    put(at + 4, s.role ?? '');
  });
  return { count: n, words, kinds, numbers, chars: parts.join(''), ends };
}

/** The rows again, each with only the fields its step had. */
export function unpackRows(p: PackedRows): StepRow[] {
  const rows = new Array<StepRow>(p.count);
  const { kinds, numbers, ends, chars, words } = p;
  for (let i = 0; i < p.count; i++) {
    const k = i * KINDS;
    const m = i * NUMBERS;
    const e = i * STRINGS;
    const text = (j: number): string => chars.slice(e + j === 0 ? 0 : ends[e + j - 1]!, ends[e + j]!);
    const flags = kinds[k + 2]!;
    const r: { -readonly [K in keyof StepRow]: StepRow[K] } = {
      id: stepIdOf(text(0)),
      phase: words[kinds[k]!] as StepRow['phase'],
      number: numbers[m]!,
      outcome: words[kinds[k + 1]!] as StepRow['outcome'],
      summary: { ru: text(1), en: text(2) },
    };
    if (flags & SLOT) r.slot = numbers[m + 1]!;
    if (flags & ACTOR) r.actor = text(3);
    if (flags & ROLE) r.role = text(4);
    if (flags & SOURCE) r.source = { line: numbers[m + 2]!, col: numbers[m + 3]!, offset: numbers[m + 4]!, length: numbers[m + 5]! };
    if (flags & AUTOMATIC) r.automatic = (flags & AUTOMATIC_TRUE) !== 0;
    rows[i] = r;
  }
  return rows;
}
