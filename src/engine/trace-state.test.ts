// How the trace records state: at a phase's start, on the step a change follows, on a step written later.
import { describe, expect, it } from 'vitest';
import type { PlayerState } from './roster.ts';
import { rosterAt } from './roster-at.ts';
import { t } from './text.ts';
import { Trace } from './trace.ts';
import { stepIdOf } from './step-id.ts';

const player = (name: string): PlayerState => ({
  name,
  role: 'civilian',
  team: 'honest',
  alive: true,
  jailed: false,
  knocked: false,
  clubbed: false,
  facts: { hits: 0 },
});

function game() {
  let players = [player('A'), player('B')];
  const trace = new Trace();
  trace.watch(() => players);
  const set = (name: string, change: Partial<PlayerState>) => {
    players = players.map((p) => (p.name === name ? { ...p, ...change } : p));
  };
  const step = (id: string) =>
    trace.step({ id: stepIdOf(id), phase: 'night', number: 1, outcome: 'info', summary: t(id, id), causes: [], changes: [], affects: [] });
  return { trace, set, step };
}

describe('Trace state records', () => {
  it('hands the state settled onto a step written later to its writer once (takeState), and step() adds no copy', () => {
    const { trace, set } = game();
    trace.enter('night', 1);
    set('B', { alive: false });
    trace.settle(stepIdOf('n1.s2'));
    expect(trace.takeState(stepIdOf('n1.s1'))).toBeUndefined();
    const state = trace.takeState(stepIdOf('n1.s2'));
    expect(state?.map((p) => [p.name, p.alive])).toEqual([['B', false]]);
    expect(trace.takeState(stepIdOf('n1.s2'))).toBeUndefined();
    const s = {
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
    trace.step(s);
    trace.finish();
    expect(trace.steps[0]).toBe(s);
  });

  it('gives a change made after a step to that step, and one made before any step to the phase start', () => {
    const { trace, set, step } = game();
    trace.enter('night', 1);
    set('A', { knocked: false, facts: { hits: 1 } });
    step('n1.s1');
    set('B', { alive: false });
    step('n1.s2');
    trace.finish();
    expect(trace.phases[0]!.roster.find((p) => p.name === 'A')?.facts).toEqual({ hits: 1 });
    expect(trace.steps[0]!.state?.map((p) => [p.name, p.alive])).toEqual([['B', false]]);
    expect(trace.steps[1]!.state).toBeUndefined();
  });

  it('keeps a change settled onto a step that is written later', () => {
    const { trace, set, step } = game();
    trace.enter('night', 1);
    set('B', { alive: false });
    trace.settle(stepIdOf('n1.s2'));
    step('n1.s1');
    step('n1.s2');
    trace.finish();
    expect(trace.steps[0]!.state).toBeUndefined();
    expect(trace.steps[1]!.state?.map((p) => p.name)).toEqual(['B']);
    const timeline = { steps: trace.steps, phases: trace.phases };
    expect(rosterAt(timeline, 0, 0)?.find((p) => p.name === 'B')?.alive).toBe(true);
    expect(rosterAt(timeline, 0, 1)?.find((p) => p.name === 'B')?.alive).toBe(false);
  });

  it('records nothing for a step that changed nobody, and each phase starts from the state so far', () => {
    const { trace, set, step } = game();
    trace.enter('day', 1);
    step('d1.e1');
    set('A', { jailed: true });
    trace.enter('night', 1);
    trace.finish();
    expect(trace.steps[0]!.state?.map((p) => p.name)).toEqual(['A']);
    expect(trace.phases[1]!.roster.find((p) => p.name === 'A')?.jailed).toBe(true);
    expect(trace.phases[0]!.roster.find((p) => p.name === 'A')?.jailed).toBe(false);
  });
});

describe('Trace state records from a source that names suspects', () => {
  it('asks a suspect whether he changed before building his state, and builds only those who did', () => {
    const players = [player('A'), player('B'), player('C')];
    let suspects: number[] = [];
    const built: number[] = [];
    const trace = new Trace();
    trace.watch({
      all: () => players,
      suspects: () => suspects,
      player: (i) => (built.push(i), players[i]!),
      unchanged: (i, known) => known === players[i],
    });
    trace.enter('day', 1);
    suspects = [0, 1, 2]; // a shared fact changed: all three may have, only B did
    trace.step({
      id: stepIdOf('d1.e1'),
      phase: 'day',
      number: 1,
      outcome: 'info',
      summary: t('x', 'x'),
      causes: [],
      changes: [],
      affects: [],
    });
    players[1] = { ...players[1]!, jailed: true };
    trace.finish();
    expect(built).toEqual([1]);
    expect(trace.steps[0]!.state?.map((p) => p.name)).toEqual(['B']);
  });
});
