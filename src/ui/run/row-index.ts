// What the page knows of every timeline row without holding the rows: how many, the phases they
// fall in, each one's source line and id. The rows themselves come by index, a window at a time
// (page-rows.ts): at 200 × 100 copying all 29k rows in took 90–190 ms of every keystroke.
import type { PhaseKind, Step } from '../../engine/timeline.ts';

/** One phase's steps, by index: a heading of the timeline and its blocks. */
export interface PhaseSpan {
  readonly phase: PhaseKind;
  readonly number: number;
  readonly start: number;
  readonly count: number;
}

/** The rows' index, posted with every run. */
export interface RowIndex {
  readonly count: number;
  /** Consecutive steps of one phase and number, in timeline order. */
  readonly phases: readonly PhaseSpan[];
  /** Each row's source line (0: none): the editor's cursor selects by it. */
  readonly lines: Int32Array;
  /** Each row's id, in order, joined by '\n' (one string is one copy; ids hold no line breaks). */
  readonly ids: string;
}

/** The index of `steps`. */
export function indexRows(steps: readonly Step[]): RowIndex {
  const phases: { phase: PhaseKind; number: number; start: number; count: number }[] = [];
  const lines = new Int32Array(steps.length);
  const ids = new Array<string>(steps.length);
  steps.forEach((s, i) => {
    const last = phases[phases.length - 1];
    if (last && last.phase === s.phase && last.number === s.number) last.count++;
    else phases.push({ phase: s.phase, number: s.number, start: i, count: 1 });
    lines[i] = s.source?.line ?? 0;
    ids[i] = s.id;
  });
  return { count: steps.length, phases, lines, ids: ids.join('\n') };
}

/** The empty index (no run yet). */
export const NO_ROWS: RowIndex = { count: 0, phases: [], lines: new Int32Array(0), ids: '' };

/**
 * `head`, then the rows of `rest` after the phase `head` ends with: the index of a partial run
 * (head) lengthened with the last one's (rest) for the rows not resolved yet. `head` as it is when
 * that phase is not in `rest` or `rest` has nothing after it.
 */
export function continueIndex(head: RowIndex, rest: RowIndex): RowIndex {
  const last = head.phases[head.phases.length - 1];
  let k = rest.phases.length - 1;
  if (last) while (k >= 0 && !(rest.phases[k]!.phase === last.phase && rest.phases[k]!.number === last.number)) k--;
  else k = -1;
  const restFrom = last && k < 0 ? rest.count : (rest.phases[k + 1]?.start ?? rest.count);
  if (restFrom >= rest.count) return head;
  const shift = head.count - restFrom;
  const phases = [...head.phases, ...rest.phases.slice(k + 1).map((p) => ({ ...p, start: p.start + shift }))];
  const lines = new Int32Array(head.count + rest.count - restFrom);
  lines.set(head.lines);
  lines.set(rest.lines.subarray(restFrom), head.count);
  let at = 0;
  for (let i = 0; i < restFrom; i++) at = rest.ids.indexOf('\n', at) + 1;
  const ids = head.count === 0 ? rest.ids.slice(at) : `${head.ids}\n${rest.ids.slice(at)}`;
  return { count: lines.length, phases, lines, ids };
}
