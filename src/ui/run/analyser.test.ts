import { describe, expect, it, vi } from 'vitest';
import { analyse, type Analysis } from '../../dsl/session.ts';
import { Analyser } from './analyser.ts';
import { FakeWorker, Got, setup, TEXT } from './analyser-kit.ts';
import { AnalysisHost } from './host.ts';
import { firstLook } from '../timeline/first-look.ts';

describe('the analyser (latest edit wins)', () => {
  it('loads the engine for this thread when first needed, answering in order meanwhile', async () => {
    const got = new Got();
    const analyser = new Analyser(got, null);
    const first = analyser.request(TEXT(1));
    analyser.askFull(first);
    const second = analyser.request(TEXT(2));
    expect(got.runs).toEqual([]);
    await vi.waitFor(() => expect(got.texts()).toEqual([TEXT(2)]));
    expect(got.runs.map((r) => r.id)).toEqual([second]);
    // Answered in the order asked: while text 1 was the one kept (the page drops it by its number).
    expect(got.fulls.map((f) => [f.id, f.analysis.text])).toEqual([[first, TEXT(1)]]);
  });

  it('keeps one text in flight and sends only the latest text typed meanwhile', () => {
    const { worker, got, analyser } = setup();
    analyser.request(TEXT(1));
    analyser.request(TEXT(2));
    analyser.request(TEXT(3));
    expect(worker.received.map((r) => (r.kind === 'analyse' ? r.text : r.kind))).toEqual([TEXT(1)]);
    worker.answer(0);
    expect(got.runs).toEqual([]); // the run of text 1 is stale: text 3 is the latest
    expect(worker.received.map((r) => (r.kind === 'analyse' ? r.text : r.kind))).toEqual([TEXT(1), TEXT(3)]);
    worker.answer(1);
    expect(got.texts()).toEqual([TEXT(3)]);
  });

  it('delivers the run of the latest text: rows without the per-step details', () => {
    const { worker, got, analyser } = setup();
    const id = analyser.request(TEXT(1));
    worker.answer(0);
    expect(got.runs.map((r) => r.id)).toEqual([id]);
    const run = got.runs[0]!.run;
    expect(run.timeline.nights[0]?.night).toBe(1);
    const rows = run.timeline.rows;
    expect(rows.count).toBe(analyse(TEXT(1)).timeline.steps.length);
    expect(rows.count).toBeGreaterThan(0);
    expect(Array.from({ length: rows.count }, (_, i) => rows.row(i)).some((s) => !s || 'causes' in s || 'changes' in s)).toBe(false);
    expect(run.firstLook).toBe(firstLook(analyse(TEXT(1)).timeline.steps)?.id);
  });

  it('asks the worker for a step and for the whole analysis of the run in view', () => {
    const { worker, got, analyser } = setup();
    const id = analyser.request(TEXT(1));
    worker.answer(0);
    const rows = got.runs[0]!.run.timeline.rows;
    const row = Array.from({ length: rows.count }, (_, i) => rows.row(i)!).find((s) => s.actor === 'Атос')!;
    analyser.askStep(id, row.id);
    analyser.askFull(id);
    worker.answer(1);
    worker.answer(2);
    expect(got.steps.map((s) => [s.id, s.step?.id])).toEqual([[id, row.id]]);
    expect(got.steps[0]!.step).toEqual(analyse(TEXT(1)).timeline.steps.find((s) => s.id === row.id));
    expect(got.fulls.map((f) => [f.id, f.analysis.text])).toEqual([[id, TEXT(1)]]);
  });

  it('answers nothing about a run the worker has moved on from', () => {
    const { worker, got, analyser } = setup();
    const first = analyser.request(TEXT(1));
    worker.answer(0);
    const stepId = got.runs[0]!.run.timeline.rows.id(0)!;
    analyser.request(TEXT(2));
    analyser.askStep(first, stepId);
    worker.answer(1); // text 2 analysed
    worker.answer(2); // the step of text 1: gone
    expect(got.steps).toEqual([]);
  });

  it('analyses a short text at once, and drops a longer one still in flight', () => {
    const { worker, got, analyser } = setup(TEXT(1).length);
    analyser.request(TEXT(1) + '# a long text\n');
    const id = analyser.request(TEXT(2));
    expect(got.texts()).toEqual([TEXT(2)]);
    worker.answer(0);
    expect(got.texts()).toEqual([TEXT(2)]);
    analyser.askFull(id); // made here: answered here
    expect(got.fulls.map((f) => f.analysis.text)).toEqual([TEXT(2)]);
  });

  it('analyses on the main thread when there is no worker, or after it failed', () => {
    const alone = new Got();
    new Analyser(alone, null, undefined, () => new AnalysisHost()).request(TEXT(2));
    expect(alone.texts()).toEqual([TEXT(2)]);

    const { worker, got, analyser } = setup();
    const id = analyser.request(TEXT(1));
    worker.onerror?.({} as ErrorEvent);
    expect(worker.terminated).toBe(true);
    expect(got.texts()).toEqual([TEXT(1)]);
    analyser.askStep(id, got.runs[0]!.run.timeline.rows.id(0)!);
    expect(got.steps.map((s) => s.id)).toEqual([id]);
    analyser.request(TEXT(4));
    expect(got.texts()).toEqual([TEXT(1), TEXT(4)]);
  });
});

describe('priming the worker', () => {
  it('gives the worker a long text analysed here once the page is idle; the next edit is answered from it', () => {
    const worker = new FakeWorker();
    const got = new Got();
    const idle: (() => void)[] = [];
    const analyser = new Analyser(
      got,
      () => worker,
      TEXT(1).length - 1,
      () => new AnalysisHost(),
      (work) => idle.push(work),
    );
    analyser.request(TEXT(1), true);
    expect(got.texts()).toEqual([TEXT(1)]);
    expect(worker.received).toEqual([]);
    idle.shift()!();
    expect(worker.received).toEqual([{ kind: 'prime', text: TEXT(1) }]);
    worker.answer(0);
    expect(worker.replies).toEqual([]); // a prime answers nothing
    const id = analyser.request(TEXT(2));
    worker.answer(1);
    expect(got.runs.map((r) => [r.id, r.run.text])).toEqual([
      [id - 1, TEXT(1)],
      [id, TEXT(2)],
    ]);
    expect(got.runs[1]!.run.timeline.rows.count).toBe(analyse(TEXT(2)).timeline.steps.length);
  });

  it('primes nothing for a text edited meanwhile, nor a short text', () => {
    const worker = new FakeWorker();
    const idle: (() => void)[] = [];
    const analyser = new Analyser(
      new Got(),
      () => worker,
      TEXT(1).length - 1,
      () => new AnalysisHost(),
      (work) => idle.push(work),
    );
    analyser.request(TEXT(1), true);
    analyser.request(TEXT(1).slice(0, 20));
    expect(idle.length).toBe(1);
    idle.shift()!();
    expect(worker.received).toEqual([]);
  });
});
