// What the page shows of a partial run: its rows and index as far as resolved, the last run's
// index after that (the timeline keeps its length), and the last run's verdicts.
import { describe, expect, it } from 'vitest';
import { gameText } from '../../../test/bench/game-text.ts';
import { keystrokeAt } from '../../../test/bench/keystroke.ts';
import { analyse } from '../../dsl/session.ts';
import { fromPosted, pendingRun, toPostedRun } from './page-run.ts';
import { continueIndex, indexRows } from './row-index.ts';

const GAME = gameText(17, 6, 1);
const EDITED = keystrokeAt(GAME, 0.05, 'x');

describe('a partial run on the page', () => {
  const shown = fromPosted(toPostedRun(analyse(GAME), [0, 20]), GAME);
  const partialAnalysis = analyse(EDITED, [], { previous: null, until: 30 });
  const partial = fromPosted(toPostedRun(partialAnalysis, [0, 20]), EDITED);
  const pending = pendingRun(partial, shown);
  const full = analyse(EDITED).timeline.steps;

  it('keeps the length and headings of the run shown, with the partial rows first', () => {
    expect(partial.partial).toBe(true);
    const head = partial.timeline.rows.count;
    expect(head).toBeLessThan(full.length);
    const rows = pending.timeline.rows;
    expect(rows.count).toBe(shown.timeline.rows.count);
    expect(rows.resolved).toBe(head);
    expect(rows.row(5)).toEqual(partial.timeline.rows.row(5));
    expect(rows.row(head)).toBeUndefined();
    // the rest is the shown run's, from the phase after the partial run's last
    const last = partial.timeline.rows.index.phases.at(-1)!;
    const at = shown.timeline.rows.index.phases.findIndex((p) => p.phase === last.phase && p.number === last.number);
    const rest = shown.timeline.rows.index.phases.slice(at + 1);
    expect(rows.index.phases.slice(partial.timeline.rows.index.phases.length).map((p) => [p.phase, p.number, p.count])).toEqual(
      rest.map((p) => [p.phase, p.number, p.count]),
    );
    expect(rows.index.phases.reduce((n, p) => n + p.count, 0)).toBe(rows.count);
    for (let i = 0; i < rows.count; i++) {
      const from = i < head ? partial.timeline.rows : shown.timeline.rows;
      const j = i < head ? i : i - head + rest[0]!.start;
      expect([rows.id(i), rows.index.lines[i]], `row ${i}`).toEqual([from.id(j), from.index.lines[j]]);
    }
    expect(rows.indexOf(shown.timeline.rows.id(shown.timeline.rows.count - 1)!)).toBe(rows.count - 1);
  });

  it('asks for no row not resolved yet', () => {
    const rows = pending.timeline.rows;
    expect(rows.missing(0, rows.count)).toEqual([20, rows.resolved]);
    expect(rows.missing(rows.resolved, rows.count)).toBeNull();
  });

  it("shows the last run's verdicts, not the partial run's", () => {
    expect(pending.partial).toBe(true);
    expect(pending.text).toBe(EDITED);
    expect(pending.results).toBe(shown.results);
    expect(pending.diagnostics).toBe(shown.diagnostics);
    expect(pending.timeline.winner).toBe(shown.timeline.winner);
    expect(pending.timeline.nights).toBe(shown.timeline.nights);
  });

  it("takes nothing of another game's rows", () => {
    const other = fromPosted(toPostedRun(analyse(gameText(16, 6, 1)), [0, 20]), 'other');
    expect(pendingRun(partial, other).timeline.rows.count).toBe(partial.timeline.rows.count);
  });

  it('lengthens an index only with what comes after the phase it ends with', () => {
    const a = indexRows(full.slice(0, 10));
    expect(continueIndex(a, indexRows([]))).toBe(a);
    expect(continueIndex(indexRows(full), indexRows(full.slice(0, 10)))).toEqual(indexRows(full));
    expect(continueIndex(indexRows([]), indexRows(full))).toEqual(indexRows(full));
  });
});
