import { describe, expect, it, vi } from 'vitest';
import { gameText } from '../../test/bench/game-text.ts';
import { FakeWorker } from './run/analyser-kit.ts';
import { Workspace } from './workspace.svelte.ts';

const GAME = gameText(17, 8, 3);

describe('the workspace asks for the rows the timeline shows', () => {
  it('keeps its phase spans while runs bring the same ones (the timeline keeps its blocks)', async () => {
    const worker = new FakeWorker();
    const ws = new Workspace(GAME, undefined, () => worker);
    await vi.waitFor(() => expect(ws.pending).toBe(false));
    const first = ws.phases;
    expect(first.length).toBeGreaterThan(3);
    ws.edit(GAME + '# a comment\n'); // the same game
    worker.answer(0);
    expect(ws.run.text).toBe(GAME + '# a comment\n');
    expect(ws.phases).toBe(first);
    ws.edit(GAME.slice(0, GAME.lastIndexOf('\nday ') + 1)); // the last day gone
    worker.answer(1);
    expect(ws.phases).not.toBe(first);
    expect(ws.phases).toEqual(ws.rows.index.phases);
  });

  it('asks once for rows shown and not come, keeps them, and moves the selection by index to rows not come yet', async () => {
    const worker = new FakeWorker();
    const ws = new Workspace(GAME, undefined, () => worker); // analysed here, for the first paint
    await vi.waitFor(() => expect(ws.pending).toBe(false));
    ws.edit(GAME.replace('seed 3', 'seed 4')); // long enough for the worker
    worker.answer(0);
    expect(ws.pending).toBe(false);
    const count = ws.rows.count;
    expect(ws.row(count - 1)).toBeUndefined();
    ws.showRows([count - 5, count]);
    ws.showRows([count - 5, count]); // shown again before they came: not asked twice
    expect(worker.received.filter((r) => r.kind === 'rows').map((r) => r.kind === 'rows' && r.window)).toEqual([[count - 5, count]]);
    worker.answer(1);
    expect(ws.row(count - 1)?.id).toBe(ws.rows.id(count - 1));
    // End: the last step is selected by index; its row is here, so its source line highlights at once.
    ws.selectAt(count - 1);
    expect(ws.selectedIndex).toBe(count - 1);
    expect(ws.selectedRow?.id).toBe(ws.rows.id(count - 1));
    ws.move(-10); // a row not come yet: selected by its id, its row asked for
    expect(ws.selectedIndex).toBe(count - 11);
    expect(ws.selectedRow).toBeNull();
    const asked = worker.received.at(-1)!;
    expect(asked.kind === 'rows' && asked.window).toEqual([count - 11, count - 10]);
  });
});
