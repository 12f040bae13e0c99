import { describe, expect, it, vi } from 'vitest';
import { AnalysisHost } from './run/host.ts';
import type { AnalysisWorker } from './run/analyser.ts';
import type { AnalysisRequest } from './run/messages.ts';
import { FALLBACK_MAX_CHARS } from './editor/preview.ts';
import { Workspace } from './workspace.svelte.ts';

/** A worker that answers (from a real host) only when the test says so. */
class FakeWorker implements AnalysisWorker {
  onmessage: AnalysisWorker['onmessage'] = null;
  onerror: AnalysisWorker['onerror'] = null;
  readonly received: AnalysisRequest[] = [];
  private readonly host = new AnalysisHost();
  postMessage(request: AnalysisRequest): void {
    this.received.push(request);
  }
  terminate(): void {}
  /** Answers every request received so far, in order. */
  answerAll(): void {
    for (const r of this.received.splice(0)) {
      const reply = this.host.answer(r);
      if (reply) this.onmessage?.({ data: reply } as MessageEvent);
    }
  }
}

// Long enough to go to the worker after the first paint (a comment pads it).
const PAD = `# ${'.'.repeat(7_000)}\n`;
const TEXT = (target: string): string => `ruleset three-musketeers\nplayer Атос\nplayer Кэтти\n${PAD}night 1\n  Атос -> ${target}\n`;

async function opened(worker: FakeWorker): Promise<Workspace> {
  const ws = new Workspace(TEXT('Кэтти'), undefined, () => worker);
  await vi.waitFor(() => expect(ws.pending).toBe(false));
  return ws;
}

describe('the workspace', () => {
  it('never lets the run of an older text replace a newer one', async () => {
    const worker = new FakeWorker();
    const ws = await opened(worker);
    ws.edit(TEXT('Никто'));
    ws.edit(TEXT('Атос'));
    ws.edit(TEXT('Кэтти!'));
    worker.answerAll(); // «Никто» answered; «Кэтти!» was waiting and is sent now
    expect(ws.pending).toBe(true);
    expect(ws.run.text).toBe(TEXT('Кэтти'));
    worker.answerAll();
    expect(ws.pending).toBe(false);
    expect(ws.run.text).toBe(TEXT('Кэтти!'));
  });

  it('shows a step in full once asked, and the whole analysis while a view holds it', async () => {
    const worker = new FakeWorker();
    const ws = await opened(worker);
    ws.edit(TEXT('Атос'));
    worker.answerAll();
    const row = Array.from({ length: ws.rows.count }, (_, i) => ws.row(i)!).find((s) => s.actor === 'Атос')!;
    ws.select(row.id);
    expect(ws.selectedRow?.id).toBe(row.id);
    expect(ws.selected).toBeNull();
    worker.answerAll();
    expect(ws.selected?.id).toBe(row.id);
    expect(ws.selected).toHaveProperty('causes'); // the step in full: rows have none

    const release = ws.holdFull();
    worker.answerAll();
    expect(ws.full?.text).toBe(TEXT('Атос'));
    ws.edit(TEXT('Кэтти'));
    worker.answerAll(); // the run, then the whole of it (still held)
    worker.answerAll();
    expect(ws.full?.text).toBe(TEXT('Кэтти'));
    release();
    ws.edit(TEXT('Атос'));
    worker.answerAll();
    expect(worker.received.map((r) => r.kind)).toEqual(['step']); // the selection's details, not the whole
    expect(ws.full?.text).toBe(TEXT('Кэтти'));
  });

  it('selects the first-look step when the run of the text comes', async () => {
    const ws = new Workspace(TEXT('Кэтти'), undefined, null);
    ws.selectFirstLook();
    expect(ws.selectedId).toBeNull();
    await vi.waitFor(() => expect(ws.pending).toBe(false));
    expect(ws.selectedId).toBe(ws.run.firstLook);
    expect(ws.selectedId).not.toBeNull();
  });

  it('opens a long link in the live page anew: the editor waits for its ruling; a short link is an edit', async () => {
    const worker = new FakeWorker();
    const ws = await opened(worker);
    const before = ws.firstRun;
    ws.openLink(TEXT('Атос'));
    expect([ws.opened, ws.firstRun]).toEqual([0, before]);
    const long = TEXT('Кэтти') + `# ${'.'.repeat(FALLBACK_MAX_CHARS)}\n`;
    ws.openLink(long);
    expect(ws.opened).toBe(1);
    expect(ws.firstRun).not.toBe(before);
    let ran = false;
    void ws.firstRun.then(() => (ran = true));
    worker.answerAll();
    worker.answerAll();
    await vi.waitFor(() => expect(ran).toBe(true));
    expect(ws.run.text).toBe(long);
    // Back to a short text from a long one: anew again (the long one would be pushed out of Monaco).
    ws.openLink(TEXT('Атос'));
    expect(ws.opened).toBe(2);
  });
});
