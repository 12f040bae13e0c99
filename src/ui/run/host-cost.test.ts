// A progressive host decides by measured cost: a game whose whole resolve was measured cheap comes
// in one run, a costly one partial first; after a prime it warms up while idle, a round a task.
import { describe, expect, it } from 'vitest';
import { gameText } from '../../../test/bench/game-text.ts';
import { keystrokeAt } from '../../../test/bench/keystroke.ts';
import { analyse } from '../../dsl/session.ts';
import { AnalysisHost, type Progressive } from './host.ts';
import type { AnalysisReply } from './messages.ts';

const GAME = gameText(17, 8, 1);
const EDITED = keystrokeAt(GAME, 0.05, 'x');
const COST: Progressive = { chunk: 60, minRest: 0, minFirst: 0, oneGoMs: 16 };

/** A clock that moves `ms` on every reading: each analysis (read before and after) takes `ms`. */
function ticking(ms: number): () => number {
  let t = 0;
  return () => (t += ms);
}

const partial = (r: AnalysisReply | null): boolean | undefined => (r?.kind === 'run' ? r.run.partial : undefined);

/** The host's runs of GAME (resolved to its end) and then of EDITED. */
function editedOn(clock: () => number): AnalysisReply[] {
  const host = new AnalysisHost(COST, clock);
  const first = host.answer({ kind: 'analyse', id: 1, text: GAME, window: [0, 20] });
  while (host.unfinished) host.more();
  return [first!, host.answer({ kind: 'analyse', id: 2, text: EDITED, window: [0, 20] })!];
}

describe('a progressive host, by measured cost', () => {
  it('resolves in one go an edit of a game measured cheap, and splits one measured costly', () => {
    const cheap = editedOn(ticking(0.1));
    expect(cheap.map(partial)).toEqual([true, false]);
    const reply = cheap[1]!;
    const full = analyse(EDITED);
    expect(reply.kind === 'run' && reply.run.timeline.index.count).toBe(full.timeline.steps.length);
    expect(reply.kind === 'run' && reply.run.diagnostics).toEqual(full.diagnostics);
    expect(editedOn(ticking(50)).map(partial)).toEqual([true, true]);
  });
});

describe('a primed host', () => {
  it('warms up while idle, a round a task posting nothing, and answers an edit as before', () => {
    const host = new AnalysisHost(COST, ticking(0.1));
    expect(host.answer({ kind: 'prime', text: GAME })).toBeNull();
    let rounds = 0;
    for (; host.busy && rounds < 100; rounds++) expect(host.more()).toBeNull();
    expect(rounds).toBeGreaterThan(3);
    const reply = host.answer({ kind: 'analyse', id: 1, text: EDITED, window: [0, 20] });
    const full = analyse(EDITED);
    expect(reply?.kind === 'run' && reply.run.timeline.index).toEqual(expect.objectContaining({ count: full.timeline.steps.length }));
    expect(reply?.kind === 'run' && reply.run.diagnostics).toEqual(full.diagnostics);
  });

  it('stops warming up when a text comes, or once its rounds took long enough', () => {
    const host = new AnalysisHost(COST, ticking(0.1));
    host.answer({ kind: 'prime', text: GAME });
    expect(host.busy).toBe(true);
    host.answer({ kind: 'analyse', id: 1, text: EDITED, window: [0, 20] });
    expect(host.busy).toBe(false);
    const slow = new AnalysisHost(COST, ticking(400));
    slow.answer({ kind: 'prime', text: GAME });
    expect(slow.busy).toBe(false);
  });
});

describe('a progressive host, by measured cost, given a longer text', () => {
  it('takes a text much longer than the game measured (a link opened over it) to cost as much more: split', () => {
    const host = new AnalysisHost(COST, ticking(1));
    host.answer({ kind: 'analyse', id: 1, text: GAME, window: [0, 20] });
    while (host.unfinished) host.more();
    expect(partial(host.answer({ kind: 'analyse', id: 2, text: EDITED, window: [0, 20] }))).toBe(false);
    const longer = GAME + '# the same game, a longer text\n'.repeat(Math.ceil((GAME.length * 20) / 31));
    expect(partial(host.answer({ kind: 'analyse', id: 3, text: longer, window: [0, 20] }))).toBe(true);
  });
});
