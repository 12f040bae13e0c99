// What the host pasted or typed at the desk, per phase (kept while the page is open, so stepping
// between phases never loses a paste), and the last vote import of each day.
import type { DayImport } from '../../desk/index.ts';

/** Pasted texts by key (`day2.thread`, `evening1.swaps`, …). */
export const pasted: Record<string, string> = $state({});

/** The last import of each day, with the host's fixes applied. */
export const imports: Record<number, DayImport> = $state({});
