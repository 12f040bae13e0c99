// A resumed trace holds what the finished one had at the mark, with later rewrites undone.
import { describe, expect, it } from 'vitest';
import type { PlayerState } from './roster.ts';
import { t } from './text.ts';
import { Trace } from './trace.ts';
import { stepIdOf } from './step-id.ts';

const player = (name: string, alive = true): PlayerState => ({
  name,
  role: 'civilian',
  team: 'honest',
  alive,
  jailed: false,
  knocked: false,
  clubbed: false,
  facts: {},
});

describe('Trace.resume', () => {
  it('cuts every list back to the mark and undoes a step rewritten after it', () => {
    let players = [player('A'), player('B')];
    const trace = new Trace();
    trace.watch(() => players);
    const step = (tr: Trace, id: string) =>
      tr.step({ id: stepIdOf(id), phase: 'night', number: 1, outcome: 'info', summary: t(id, id), causes: [], changes: [], affects: [] });
    trace.enter('night', 1);
    step(trace, 'n1.s1');
    trace.life('a1', 1, 'A', 'action.submit', stepIdOf('n1.s1'));
    const mark = trace.mark();
    players = [player('A'), player('B', false)];
    trace.settle(stepIdOf('n1.s1')); // a later change given to the earlier step
    trace.enter('day', 2);
    step(trace, 'd2.v1');
    trace.life('a1', 1, 'A', 'action.perform', stepIdOf('d2.v1'));
    trace.diagnose('X', 'info', t('x', 'x'), { line: 1, col: 1, offset: 0, length: 0 });
    trace.finish();
    expect(trace.steps[0]!.state?.map((p) => p.name)).toEqual(['B']);

    const resumed = Trace.resume(trace, mark);
    resumed.watch(() => [player('A'), player('B')]); // the live state as the checkpoint copied it
    expect(resumed.steps.map((s) => s.id)).toEqual(['n1.s1']);
    expect(resumed.steps[0]!.state).toBeUndefined();
    expect(resumed.phases).toHaveLength(1);
    expect(resumed.diagnostics).toHaveLength(0);
    expect(resumed.actions()).toEqual([{ id: 'a1', night: 1, actor: 'A', events: [{ type: 'action.submit', step: 'n1.s1' }] }]);
    expect(resumed.roster().map((p) => p.alive)).toEqual([true, true]);
    expect(trace.steps).toHaveLength(2); // the finished trace is left as it was
  });
});
