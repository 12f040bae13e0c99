// Trace.takeState: the state settled onto a step not yet written is handed to its writer once, and
// step() then adds nothing more (the TM night puts it on the record it builds, steps.ts).
import { describe, expect, it } from 'vitest';
import type { PlayerState } from './roster.ts';
import { t } from './text.ts';
import { Trace } from './trace.ts';
import { stepIdOf } from './step-id.ts';

const player = (name: string, alive: boolean): PlayerState => ({
  name,
  role: 'civilian',
  team: 'honest',
  alive,
  jailed: false,
  knocked: false,
  clubbed: false,
  facts: { hits: 0 },
});

describe('Trace.takeState', () => {
  it('hands over the state settled onto a step written later, once, and step() adds no copy of it', () => {
    let players = [player('A', true), player('B', true)];
    const trace = new Trace();
    trace.watch(() => players);
    trace.enter('night', 1);
    players = [player('A', true), player('B', false)];
    trace.settle(stepIdOf('n1.s2'));
    expect(trace.takeState(stepIdOf('n1.s1'))).toBeUndefined();
    const state = trace.takeState(stepIdOf('n1.s2'));
    expect(state?.map((p) => [p.name, p.alive])).toEqual([['B', false]]);
    expect(trace.takeState(stepIdOf('n1.s2'))).toBeUndefined();
    const step = {
      id: stepIdOf('n1.s2'),
      phase: 'night',
      number: 1,
      outcome: 'info',
      summary: t('s', 's'),
      causes: [],
      changes: [],
      affects: [],
      state,
    } as const;
    trace.step(step);
    trace.finish();
    expect(trace.steps[0]).toBe(step);
  });
});
