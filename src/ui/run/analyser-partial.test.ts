// A progressive worker: a long game's run comes partial (the rows on screen) and then complete,
// a newer text takes over from what was resolved, and runs of a text since replaced are dropped.
import { describe, expect, it } from 'vitest';
import { gameText } from '../../../test/bench/game-text.ts';
import { keystrokeAt } from '../../../test/bench/keystroke.ts';
import { analyse } from '../../dsl/session.ts';
import { setup } from './analyser-kit.ts';
import { AnalysisHost, type Progressive } from './host.ts';

const SPLIT: Progressive = { chunk: 60, minRest: 0, minFirst: 0, oneGoMs: 0 };
const GAME = gameText(17, 8, 1);
const EDITED = keystrokeAt(GAME, 0.05, 'x');

function started(progressive = SPLIT): ReturnType<typeof setup> {
  const s = setup(0, progressive);
  s.analyser.showing([0, 20]);
  return s;
}

describe('a progressive worker', () => {
  it('delivers the rows on screen first, then the complete run with the same number', () => {
    const { worker, got, analyser } = started();
    const id = analyser.request(GAME);
    worker.answer(0);
    const full = analyse(GAME);
    const first = got.runs[0]!;
    expect(first.id).toBe(id);
    expect(first.run.partial).toBe(true);
    expect(first.run.results).toEqual([]);
    expect(first.run.timeline.rows.count).toBeGreaterThanOrEqual(20);
    expect(first.run.timeline.rows.count).toBeLessThan(full.timeline.steps.length);
    expect(first.run.timeline.rows.row(19)?.id).toBe(full.timeline.steps[19]!.id);
    let chunks = 0;
    while (worker.goOn()) chunks++;
    expect(chunks).toBeGreaterThan(1);
    expect(got.runs.map((r) => [r.id, r.run.partial])).toEqual([
      [id, true],
      [id, false],
    ]);
    const done = got.runs[1]!.run;
    expect(done.timeline.rows.count).toBe(full.timeline.steps.length);
    expect(done.results).toEqual(full.results);
    expect(done.diagnostics).toEqual(full.diagnostics);
    expect(done.timeline.winner).toBe(full.timeline.winner);
    expect(done.timeline.rows.row(0)?.id).toBe(full.timeline.steps[0]!.id);
  });

  it('lets a newer text take over between chunks, resumed from what was resolved', () => {
    const { worker, got, analyser } = started();
    analyser.request(GAME);
    worker.answer(0);
    worker.goOn();
    const id = analyser.request(EDITED);
    // sent at once: after a partial run the worker is free between chunks
    expect(worker.received.filter((r) => r.kind === 'analyse').length).toBe(2);
    worker.answer(1);
    while (worker.goOn());
    expect(got.runs.map((r) => [r.id, r.run.partial])).toEqual([
      [id - 1, true],
      [id, true],
      [id, false],
    ]);
    const full = analyse(EDITED);
    expect(got.runs[2]!.run.results).toEqual(full.results);
    expect(got.runs[2]!.run.timeline.rows.count).toBe(full.timeline.steps.length);
    // the first text's continuation was abandoned: its complete run was never made
    expect(worker.replies.filter((r) => r.kind === 'run' && r.id === id - 1).length).toBe(1);
  });

  it('drops the complete run of a text replaced after its partial one was posted, and keeps one text in flight', () => {
    const { worker, got, analyser } = started();
    const first = analyser.request(GAME);
    worker.answer(0);
    const second = analyser.request(EDITED);
    const third = analyser.request(GAME + '# 3\n'); // waits for the second's run
    // the worker finished the first text before it read the second: that run frees nothing
    while (worker.goOn());
    expect(worker.received.filter((r) => r.kind === 'analyse').length).toBe(2);
    worker.answer(1);
    expect(worker.received.filter((r) => r.kind === 'analyse').length).toBe(3);
    worker.answer(2);
    while (worker.goOn());
    expect(worker.replies.filter((r) => r.kind === 'run').map((r) => r.id)).toEqual([first, first, second, third, third]);
    expect(got.runs.map((r) => [r.id, r.run.partial])).toEqual([
      [first, true],
      [third, true],
      [third, false],
    ]);
  });

  it('drops a partial run of a text replaced while it was in flight, and sends the latest', () => {
    const { worker, got, analyser } = started();
    analyser.request(GAME);
    const id = analyser.request(EDITED);
    worker.answer(0);
    expect(got.runs).toEqual([]);
    worker.answer(1);
    while (worker.goOn());
    expect(got.runs.map((r) => [r.id, r.run.partial, r.run.text === EDITED])).toEqual([
      [id, true, true],
      [id, false, true],
    ]);
  });

  it('resolves in one go a game that ends soon after the rows on screen, or without a progressive host', () => {
    const { worker, got, analyser } = started({ chunk: 60, minRest: 10_000, minFirst: 0, oneGoMs: 0 });
    analyser.request(GAME);
    worker.answer(0); // nothing known of its length yet: split
    while (worker.goOn());
    analyser.request(EDITED);
    worker.answer(1); // known to end within minRest of the rows shown
    expect(got.runs.map((r) => r.run.partial)).toEqual([true, false, false]);
    const plain = new AnalysisHost();
    const reply = plain.answer({ kind: 'analyse', id: 1, text: GAME, window: [0, 20] });
    expect(reply?.kind === 'run' && reply.run.partial).toBe(false);
    expect(plain.unfinished).toBe(false);
  });

  it('resolves a screen of rows first when the page shows none', () => {
    const host = new AnalysisHost({ ...SPLIT, minFirst: 50 });
    const reply = host.answer({ kind: 'analyse', id: 1, text: GAME, window: [0, 0] });
    expect(reply?.kind === 'run' && reply.run.partial).toBe(true);
    expect(reply?.kind === 'run' && reply.run.timeline.index.count).toBeGreaterThanOrEqual(50);
  });

  it('answers steps and rows of a partial analysis from what is resolved, and its whole only once complete', () => {
    const host = new AnalysisHost(SPLIT);
    host.answer({ kind: 'analyse', id: 1, text: GAME, window: [0, 20] });
    expect(host.unfinished).toBe(true);
    expect(host.answer({ kind: 'full', id: 1 })).toBeNull();
    const step = analyse(GAME).timeline.steps[3]!;
    const got = host.answer({ kind: 'step', id: 1, step: step.id });
    expect(got?.kind === 'step' && got.step?.id).toBe(step.id);
    while (!host.more());
    expect(host.unfinished).toBe(false);
    expect(host.answer({ kind: 'full', id: 1 })?.kind).toBe('full');
  });
});
