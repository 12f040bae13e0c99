// The nights' mail comes on request: no run carries it, the messages tab asks for its night's.
import { describe, expect, it, vi } from 'vitest';
import { gameText } from '../../test/bench/game-text.ts';
import { keystrokeAt } from '../../test/bench/keystroke.ts';
import { analyse } from '../dsl/session.ts';
import { FakeWorker } from './run/analyser-kit.ts';
import { Workspace } from './workspace.svelte.ts';

const GAME = gameText(17, 8, 3);
// a vote of the first day made unknown: the first night's mail changes
const EDITED = keystrokeAt(GAME, 0.05, 'x');

const mailOf = (text: string, night: number) => {
  const n = analyse(text).timeline.nights.find((x) => x.night === night)!;
  return { night, messages: n.messages, reports: n.reports };
};

describe('the nights’ mail', () => {
  it('is asked for while held, of each complete run, never of a partial one; no run carries it', async () => {
    const worker = new FakeWorker({ chunk: 60, minRest: 0, minFirst: 0, oneGoMs: 0 });
    const ws = new Workspace(GAME, undefined, () => worker); // analysed here, for the first paint
    await vi.waitFor(() => expect(ws.pending).toBe(false));
    expect(ws.mail).toBeNull();
    ws.holdMail(1)(); // the tab opened and closed
    expect(ws.mail).toEqual(mailOf(GAME, 1)); // asked here, answered at once
    ws.showRows([0, 20]);
    ws.edit(EDITED);
    worker.answer(0);
    expect(ws.run.partial).toBe(true);
    const release = ws.holdMail(1); // opened again while the run is partial
    expect(worker.received.map((r) => r.kind)).toEqual(['analyse']);
    expect(ws.mail).toEqual(mailOf(GAME, 1)); // the older run's until the complete one's comes
    while (worker.goOn());
    const asked = worker.received.findIndex((r) => r.kind === 'mail');
    expect(worker.received[asked]).toEqual({ kind: 'mail', id: expect.any(Number), night: 1 });
    worker.answer(asked);
    expect(mailOf(EDITED, 1)).not.toEqual(mailOf(GAME, 1));
    expect(ws.mail).toEqual(mailOf(EDITED, 1));
    for (const reply of worker.replies)
      if (reply.kind === 'run') for (const n of reply.run.timeline.nights) expect(Object.keys(n)).not.toContain('messages');
    expect(Object.keys(ws.run.timeline.nights[0]!)).not.toContain('reports');
    release();
    ws.edit(GAME);
    worker.answer(worker.received.length - 1);
    while (worker.goOn());
    expect(worker.received.filter((r) => r.kind === 'mail').length).toBe(1);
  });

  it('drops the mail of another night when the held night changes', async () => {
    const worker = new FakeWorker();
    const ws = new Workspace(GAME, undefined, () => worker);
    await vi.waitFor(() => expect(ws.pending).toBe(false));
    ws.edit(EDITED);
    worker.answer(0);
    ws.holdMail(1)();
    worker.answer(1);
    expect(ws.mail).toEqual(mailOf(EDITED, 1));
    ws.holdMail(2);
    expect(ws.mail).toBeNull(); // not night 1's meanwhile
    worker.answer(2);
    expect(ws.mail).toEqual(mailOf(EDITED, 2));
  });
});
