import { describe, expect, it } from 'vitest';
import { analyse } from '../../dsl/session.ts';
import { gameText } from '../../../test/bench/game-text.ts';
import { FIRST_WINDOW_ROWS } from './analyser.ts';
import { setup } from './analyser-kit.ts';
import { packRows, unpackRows } from './row-pack.ts';

const GAME = gameText(17, 8, 3);

/** The rows a full post of `text` would give. */
const allRows = (text: string) => unpackRows(packRows(analyse(text).timeline.steps));

describe('a run comes with the rows shown; the others by index', () => {
  it('brings every row’s index and only the rows of the window; rows asked later are those of a full post', () => {
    const { worker, got, analyser } = setup();
    const id = analyser.request(GAME);
    worker.answer(0);
    const rows = got.runs[0]!.run.timeline.rows;
    const all = allRows(GAME);
    expect(all.length).toBeGreaterThan(FIRST_WINDOW_ROWS + 10);
    expect(rows.count).toBe(all.length);
    expect(rows.row(FIRST_WINDOW_ROWS - 1)).toEqual(all[FIRST_WINDOW_ROWS - 1]);
    expect(rows.row(FIRST_WINDOW_ROWS)).toBeUndefined();
    // The index holds every id, line and phase without the rows.
    expect(Array.from({ length: rows.count }, (_, i) => rows.id(i))).toEqual(all.map((r) => r.id));
    expect(rows.indexOf(all.at(-1)!.id)).toBe(all.length - 1);
    const line = [...all].reverse().find((r) => r.source)!.source!.line;
    expect(rows.atLine(line)).toBe(all.findIndex((r) => r.source?.line === line));
    expect(rows.index.phases.reduce((n, p) => n + p.count, 0)).toBe(all.length);
    expect(rows.missing(0, all.length)).toEqual([FIRST_WINDOW_ROWS, all.length]);

    analyser.askRows(id, [all.length - 5, all.length + 3]);
    worker.answer(1);
    expect(got.rowSets.map((r) => [r.id, r.from])).toEqual([[id, all.length - 5]]);
    expect(got.rowSets[0]!.rows).toEqual(all.slice(-5));
    rows.put(got.rowSets[0]!.from, got.rowSets[0]!.rows);
    expect(rows.missing(all.length - 5, all.length)).toBeNull();
  });

  it('sends the window the page shows now with the next text, one waiting included', () => {
    const { worker, got, analyser } = setup();
    analyser.request(GAME);
    const edited = GAME.replace('seed 3', 'seed 4');
    analyser.request(edited); // waits for the first run
    analyser.showing([40, 60]);
    worker.answer(0);
    worker.answer(1);
    const rows = got.runs.at(-1)!.run.timeline.rows;
    expect(got.runs.at(-1)!.run.text).toBe(edited);
    expect([rows.row(39), rows.row(40), rows.row(59), rows.row(60)].map((r) => r !== undefined)).toEqual([false, true, true, false]);
    expect(rows.row(40)).toEqual(allRows(edited)[40]);
  });

  it('answers no rows of a run the worker has moved on from', () => {
    const { worker, got, analyser } = setup();
    const first = analyser.request(GAME);
    worker.answer(0);
    analyser.request(GAME.replace('seed 3', 'seed 4'));
    analyser.askRows(first, [0, 10]);
    worker.answer(1);
    worker.answer(2);
    expect(got.rowSets).toEqual([]);
  });
});
