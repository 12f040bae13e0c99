import { stepIdOf } from '../../engine/step-id.ts';
import type { StepId } from '../../engine/timeline.ts';
import type { StepRow } from './page-run.ts';
import { NO_ROWS, type RowIndex } from './row-index.ts';

/**
 * One run's rows on the page: its index (row-index.ts) in full, the rows themselves as far as
 * they have come (the window the timeline shows, and whatever was asked for since).
 */
export class PageRows {
  private readonly got: (StepRow | undefined)[] = [];
  private idList: StepId[] | null = null;
  private idAt: Map<StepId, number> | null = null;

  constructor(readonly index: RowIndex = NO_ROWS) {}

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
    const end = Math.min(to, this.count);
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

  /** Where the row of step `id` is, or -1. */
  indexOf(id: StepId | null): number {
    if (id === null || this.count === 0) return -1;
    if (!this.idAt) {
      this.idAt = new Map();
      for (let i = this.count - 1; i >= 0; i--) this.idAt.set(this.id(i)!, i);
    }
    return this.idAt.get(id) ?? -1;
  }

  /** The first row made by source line `line`, or -1. */
  atLine(line: number): number {
    return this.index.lines.indexOf(line);
  }
}
