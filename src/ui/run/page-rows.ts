import { stepIdOf } from '../../engine/step-id.ts';
import type { StepId } from '../../engine/timeline.ts';
import type { StepRow } from './page-run.ts';
import { continueIndex, NO_ROWS, type RowIndex } from './row-index.ts';

/**
 * One run's rows on the page: its index (row-index.ts) in full, the rows themselves as far as
 * they have come (the window the timeline shows, and whatever was asked for since). Rows from
 * `resolved` on are not resolved yet (a partial run's, page-run.ts pendingRun): they come with
 * the complete run and are not asked for.
 */
export class PageRows {
  private readonly got: (StepRow | undefined)[] = [];
  private idList: StepId[] | null = null;

  constructor(
    readonly index: RowIndex = NO_ROWS,
    readonly resolved = index.count,
  ) {}

  /** These rows, then `rest`'s index for the rows after them, which are still coming. */
  continued(rest: RowIndex): PageRows {
    const rows = new PageRows(continueIndex(this.index, rest), this.count);
    rows.got.push(...this.got);
    return rows;
  }

  get count(): number {
    return this.index.count;
  }

  /** Row `i`, once it has come. */
  row(i: number): StepRow | undefined {
    return this.got[i];
  }

  /** Keeps rows that came, `from` on. */
  put(from: number, rows: readonly StepRow[]): void {
    rows.forEach((r, k) => (this.got[from + k] = r));
  }

  /** The smallest range [from, to) covering every row of [from, to) not come yet, or null. */
  missing(from: number, to: number): [number, number] | null {
    const end = Math.min(to, this.resolved);
    let a = Math.max(0, from);
    while (a < end && this.got[a]) a++;
    let b = end;
    while (b > a && this.got[b - 1]) b--;
    return a < b ? [a, b] : null;
  }

  /** The id of row `i` (ids are split on first use: most runs are replaced before anyone asks). */
  id(i: number): StepId | undefined {
    this.idList ??= this.count === 0 ? [] : this.index.ids.split('\n').map(stepIdOf);
    return this.got[i]?.id ?? this.idList[i];
  }

  /**
   * Where the row of step `id` is, or -1: found in the joined ids, the line it is on counted. Each
   * run is asked this once or twice (the selection); a map of 29k ids was 10–15 ms of every keystroke.
   */
  indexOf(id: StepId | null): number {
    if (id === null || this.count === 0) return -1;
    const ids = this.index.ids;
    let at = ids.indexOf(id);
    while (at !== -1 && !((at === 0 || ids[at - 1] === '\n') && (at + id.length === ids.length || ids[at + id.length] === '\n')))
      at = ids.indexOf(id, at + 1);
    if (at === -1) return -1;
    let row = 0;
    for (let nl = ids.indexOf('\n'); nl !== -1 && nl < at; nl = ids.indexOf('\n', nl + 1)) row++;
    return row;
  }

  /** The first row made by source line `line`, or -1. */
  atLine(line: number): number {
    return this.index.lines.indexOf(line);
  }
}
