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

  it('selects by the editor’s cursor in a partial run, as far as it is resolved', async () => {
    const worker = new FakeWorker({ chunk: 60, minRest: 0, minFirst: 0, oneGoMs: 0 });
    const ws = new Workspace(GAME, undefined, () => worker);
    await vi.waitFor(() => expect(ws.pending).toBe(false));
    ws.showRows([0, 20]);
    ws.edit(EDITED);
    ws.selectAtOffset(EDITED.length - 1); // its run not come yet: the rows shown are another text's
    expect(ws.selectedId).toBeNull();
    worker.answer(0);
    expect(ws.run.partial).toBe(true);
    const offsetOf = (row: number): number => {
      const line = ws.rows.index.lines[row]!;
      return (
        EDITED.split('\n')
          .slice(0, line - 1)
          .join('\n').length + 1
      );
    };
    const resolved = ws.rows.resolved;
    const inside = Array.from({ length: resolved }, (_, i) => resolved - 1 - i).find((i) => ws.rows.index.lines[i]! > 0)!;
    ws.selectAtOffset(offsetOf(inside));
    expect(ws.selectedIndex).toBe(ws.rows.atLine(ws.rows.index.lines[inside]!));
    const beyond = ws.rows.index.lines.findIndex((l, i) => i >= resolved && l > 0 && ws.rows.atLine(l) >= resolved);
    expect(beyond).toBeGreaterThan(0);
    ws.select(null);
    ws.selectAtOffset(offsetOf(beyond));
    expect(ws.selectedId).toBeNull();
  });

  it('shows the selected step as edited once a partial run has it', async () => {
    const worker = new FakeWorker({ chunk: 60, minRest: 0, minFirst: 0, oneGoMs: 0 });
    const ws = new Workspace(GAME, undefined, () => worker);
    await vi.waitFor(() => expect(ws.pending).toBe(false));
    const a = GAME.split('\n');
    const line = EDITED.split('\n').findIndex((l, i) => l !== a[i]) + 1;
    ws.selectAt(ws.rows.atLine(line));
    const id = ws.selectedId!;
    expect(ws.selected?.outcome).toBe('performed');
    ws.showRows([0, 20]);
    ws.edit(EDITED);
    worker.answer(0);
    expect(ws.run.partial).toBe(true);
    const asked = worker.received.findIndex((r) => r.kind === 'step');
    expect(worker.received[asked]).toEqual(expect.objectContaining({ step: id }));
    worker.answer(asked);
    const edited = analyse(EDITED).timeline.steps.find((s) => s.id === id)!;
    expect(edited.outcome).not.toBe('performed');
    expect(ws.selected).toEqual(edited);
  });

  it('selects a long game’s first look from its start once that comes, and keeps it when the whole game comes', () => {
    const worker = new FakeWorker({ chunk: 60, minRest: 0, minFirst: 0, oneGoMs: 0 });
    const ws = new Workspace(EDITED, undefined, () => worker);
    ws.openLink(GAME + '# another\n'.repeat(4_000)); // past the first paint's size: to the worker
    ws.selectFirstLook();
    worker.answer(0);
    expect(ws.run.partial).toBe(true);
    const reply = worker.replies[0]!;
    const look = reply.kind === 'run' ? reply.run.firstLook : null;
    expect(look).not.toBeNull();
    expect(ws.selectedId).toBe(look);
    expect(ws.selectedIndex).toBeLessThan(ws.rows.resolved);
    while (worker.goOn());
    expect(ws.run.partial).toBe(false);
    expect(ws.selectedId).toBe(look);
  });
});
