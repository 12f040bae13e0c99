import { describe, expect, it } from 'vitest';
import { analyse, type Analysis } from '../dsl/session.ts';
import { Analyser, type AnalysisWorker } from './analyser.ts';
import type { AnalysisRequest } from './analysis-message.ts';

/** A worker that answers only when the test says so. */
class FakeWorker implements AnalysisWorker {
  onmessage: AnalysisWorker['onmessage'] = null;
  onerror: AnalysisWorker['onerror'] = null;
  readonly received: AnalysisRequest[] = [];
  terminated = false;
  postMessage(request: AnalysisRequest): void {
    this.received.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answers request `i` (in the order received). */
  answer(i: number): void {
    const r = this.received[i]!;
    this.onmessage?.({ data: { id: r.id, analysis: analyse(r.text) } } as MessageEvent);
  }
}

const TEXT = (n: number): string => `ruleset three-musketeers\nplayer Атос\nplayer Кэтти\nnight ${n}\n  Атос -> Кэтти\n`;

function setup(): { worker: FakeWorker; got: Analysis[]; analyser: Analyser } {
  const worker = new FakeWorker();
  const got: Analysis[] = [];
  return { worker, got, analyser: new Analyser((a) => got.push(a), () => worker, 0) };
}

describe('the analyser (latest edit wins)', () => {
  it('keeps one request in flight and sends only the latest text typed meanwhile', () => {
    const { worker, got, analyser } = setup();
    analyser.request(TEXT(1));
    analyser.request(TEXT(2));
    analyser.request(TEXT(3));
    expect(worker.received.map((r) => r.text)).toEqual([TEXT(1)]);
    worker.answer(0);
    expect(got).toEqual([]); // the answer to text 1 is stale: text 3 is the latest
    expect(worker.received.map((r) => r.text)).toEqual([TEXT(1), TEXT(3)]);
    worker.answer(1);
    expect(got.map((a) => a.text)).toEqual([TEXT(3)]);
  });

  it('delivers the answer to the latest text', () => {
    const { worker, got, analyser } = setup();
    analyser.request(TEXT(1));
    worker.answer(0);
    expect(got.map((a) => a.timeline.nights[0]?.night)).toEqual([1]);
  });

  it('analyses a short text at once, and drops a longer one still in flight', () => {
    const worker = new FakeWorker();
    const got: Analysis[] = [];
    const analyser = new Analyser((a) => got.push(a), () => worker, TEXT(1).length);
    analyser.request(TEXT(1) + '# a long text\n');
    analyser.request(TEXT(2));
    expect(got.map((a) => a.text)).toEqual([TEXT(2)]);
    worker.answer(0);
    expect(got.map((a) => a.text)).toEqual([TEXT(2)]);
  });

  it('analyses on the main thread when there is no worker, or after it failed', () => {
    const got: Analysis[] = [];
    new Analyser((a) => got.push(a), null).request(TEXT(2));
    expect(got.map((a) => a.text)).toEqual([TEXT(2)]);

    const { worker, got: after, analyser } = setup();
    analyser.request(TEXT(1));
    worker.onerror?.({} as ErrorEvent);
    expect(worker.terminated).toBe(true);
    expect(after.map((a) => a.text)).toEqual([TEXT(1)]);
    analyser.request(TEXT(4));
    expect(after.map((a) => a.text)).toEqual([TEXT(1), TEXT(4)]);
  });
});
