import { describe, expect, it, vi } from 'vitest';
import { gameText } from '../../test/bench/game-text.ts';
import { keystrokeAt } from '../../test/bench/keystroke.ts';
import { analyse } from '../dsl/session.ts';
import { FakeWorker } from './run/analyser-kit.ts';
import { Workspace } from './workspace.svelte.ts';

const GAME = gameText(17, 8, 3);
const EDITED = keystrokeAt(GAME, 0.05, 'x');

describe('the workspace with a partial run', () => {
  it('paints it at once, keeps the verdicts and the length of the last run until the complete one comes', async () => {
    const worker = new FakeWorker({ chunk: 60, minRest: 0, minFirst: 0, oneGoMs: 0 });
    const ws = new Workspace(GAME, undefined, () => worker); // analysed here, for the first paint
    await vi.waitFor(() => expect(ws.pending).toBe(false));
    const before = ws.run;
    ws.showRows([0, 20]);
    ws.edit(EDITED);
    const release = ws.holdFull();
    worker.answer(0);
    expect(ws.run.partial).toBe(true);
    expect(ws.pending).toBe(true);
    const steps = analyse(EDITED).timeline.steps;
    expect(ws.row(0)?.summary).toEqual(steps[0]!.summary);
    expect(ws.rows.count).toBe(before.timeline.rows.count);
    expect(ws.run.results).toBe(before.results);
    expect(ws.run.diagnostics).toBe(before.diagnostics);
    // nothing is asked of it that only the complete run has: the whole analysis, rows past its end
    ws.showRows([ws.rows.count - 5, ws.rows.count]);
    expect(worker.received.map((r) => r.kind)).toEqual(['analyse']);
    while (worker.goOn());
    expect(ws.run.partial).toBe(false);
    expect(ws.pending).toBe(false);
    expect(ws.rows.count).toBe(steps.length);
    expect(ws.run.results).toEqual(analyse(EDITED).results);
    // the complete run, of the same number, is a new one: the rows shown are asked of it
    expect(worker.received.map((r) => r.kind)).toEqual(['analyse', 'rows', 'full']);
    release();
  });

  it('keeps a step chosen in a partial run over the first look it was waiting for', () => {
    const worker = new FakeWorker({ chunk: 60, minRest: 0, minFirst: 0, oneGoMs: 0 });
    const ws = new Workspace(EDITED, undefined, () => worker);
    ws.openLink(GAME + '# another\n'.repeat(4_000)); // past the first paint's size: to the worker
    ws.selectFirstLook();
    worker.answer(0);
    expect(ws.run.partial).toBe(true);
    expect(ws.selectedId).toBeNull();
    const chosen = ws.rows.id(2)!;
    ws.select(chosen);
    while (worker.goOn());
    expect(ws.run.partial).toBe(false);
    expect(ws.run.firstLook).not.toBe(chosen);
    expect(ws.selectedId).toBe(chosen);
  });
});
