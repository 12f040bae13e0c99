import { describe, expect, it, vi } from 'vitest';
import { gameText } from '../../../test/bench/game-text.ts';
import { keystrokeAt } from '../../../test/bench/keystroke.ts';
import { Workspace } from '../workspace.svelte.ts';
import { FakeWorker } from '../run/analyser-kit.ts';
import { ProblemsFollower } from './problems-shown.svelte.ts';

const GAME = gameText(17, 8, 3);
const EDITED = keystrokeAt(GAME, 0.05, 'x');

describe('the problems list', () => {
  it('follows a run once it is painted, a newer run replacing a waiting one, and marks a partial run’s as pending', async () => {
    const worker = new FakeWorker({ chunk: 60, minRest: 0, minFirst: 0, oneGoMs: 0 });
    const ws = new Workspace(GAME, undefined, () => worker);
    await vi.waitFor(() => expect(ws.pending).toBe(false));
    const due: (() => void)[] = [];
    const follower = new ProblemsFollower(ws.run, (fn) => {
      due.push(fn);
      return () => void due.splice(due.indexOf(fn), 1);
    });
    const first = ws.run.diagnostics;
    expect(follower.shown.diagnostics).toBe(first);
    ws.showRows([0, 20]);
    ws.edit(EDITED);
    worker.answer(0);
    follower.follow(ws.run); // the partial run: the last complete run's problems, pending
    expect(follower.shown.pending).toBe(false); // not before the paint
    due[0]!();
    expect(follower.shown).toEqual(expect.objectContaining({ diagnostics: first, pending: true }));
    due.length = 0;
    while (worker.goOn());
    follower.follow(ws.run);
    follower.follow(ws.run); // the same run again schedules nothing
    expect(due.length).toBe(1);
    expect(follower.shown.diagnostics).toBe(first);
    due[0]!();
    expect(follower.shown.pending).toBe(false);
    expect(follower.shown.diagnostics).toBe(ws.run.diagnostics);
    expect(follower.shown.diagnostics).not.toEqual(first);
    // typed again: the partial run's update waits for its paint; the complete run replaces it
    due.length = 0;
    ws.edit(GAME);
    worker.answer(worker.received.length - 1);
    follower.follow(ws.run);
    while (worker.goOn());
    follower.follow(ws.run);
    expect(due.length).toBe(1);
    due[0]!();
    expect(follower.shown).toEqual(expect.objectContaining({ diagnostics: ws.run.diagnostics, pending: false }));
  });
});
