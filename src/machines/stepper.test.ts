import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, SimulatedClock, transition } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { PLAY_INTERVAL_MS, stepperMachine } from './stepper.ts';
import type { StepperEvent } from './stepper.ts';

type Snapshot = SnapshotFrom<typeof stepperMachine>;

/** Sends events with the pure transition(); a refused event must leave the snapshot as it was. */
function send(snapshot: Snapshot, ...events: StepperEvent[]): Snapshot {
  return events.reduce((s, e) => transition(stepperMachine, s, e)[0], snapshot);
}

const start = () => initialTransition(stepperMachine)[0];
const loaded = (stepCount: number) => send(start(), { type: 'timeline.load', stepCount });

describe('stepper: loading', () => {
  it('starts empty and refuses navigation until a timeline is loaded', () => {
    const s = start();
    expect(s.value).toBe('empty');
    for (const e of [{ type: 'step.next' }, { type: 'step.last' }, { type: 'play.toggle' }] as const) {
      expect(s.can(e)).toBe(false);
    }
  });

  it('loads into ready.paused at step 0', () => {
    const s = loaded(4);
    expect(s.value).toEqual({ ready: 'paused' });
    expect(s.context).toEqual({ stepIndex: 0, stepCount: 4 });
  });

  it('stays empty for a timeline without steps', () => {
    expect(loaded(0).value).toBe('empty');
    expect(send(loaded(3), { type: 'timeline.load', stepCount: 0 }).value).toBe('empty');
  });

  it('reloading resets the index and stops playing', () => {
    const s = send(
      loaded(5),
      { type: 'step.last' },
      { type: 'step.first' },
      { type: 'play.toggle' },
      {
        type: 'timeline.load',
        stepCount: 2,
      },
    );
    expect(s.value).toEqual({ ready: 'paused' });
    expect(s.context).toEqual({ stepIndex: 0, stepCount: 2 });
  });
});

describe('stepper: navigation', () => {
  it('moves next, prev, last, first and select', () => {
    let s = loaded(5);
    s = send(s, { type: 'step.next' }, { type: 'step.next' });
    expect(s.context.stepIndex).toBe(2);
    s = send(s, { type: 'step.prev' });
    expect(s.context.stepIndex).toBe(1);
    s = send(s, { type: 'step.last' });
    expect(s.context.stepIndex).toBe(4);
    s = send(s, { type: 'step.first' });
    expect(s.context.stepIndex).toBe(0);
    s = send(s, { type: 'step.select', index: 3 });
    expect(s.context.stepIndex).toBe(3);
  });

  it('refuses moves past either end and selections out of range', () => {
    const first = loaded(3);
    expect(first.can({ type: 'step.prev' })).toBe(false);
    expect(first.can({ type: 'step.first' })).toBe(false);
    const last = send(first, { type: 'step.last' });
    expect(last.can({ type: 'step.next' })).toBe(false);
    expect(last.can({ type: 'step.last' })).toBe(false);
    expect(send(last, { type: 'step.next' })).toBe(last);
    for (const index of [-1, 3, 1.5]) {
      expect(first.can({ type: 'step.select', index })).toBe(false);
    }
  });
});

describe('stepper: playing', () => {
  it('play.toggle schedules the delayed tick; toggling again cancels it', () => {
    const [playing, actions] = transition(stepperMachine, loaded(3), { type: 'play.toggle' });
    expect(playing.value).toEqual({ ready: 'playing' });
    expect(actions).toEqual([
      expect.objectContaining({ type: 'xstate.raise', params: expect.objectContaining({ delay: PLAY_INTERVAL_MS }) }),
    ]);
    const [paused, cancel] = transition(stepperMachine, playing, { type: 'play.toggle' });
    expect(paused.value).toEqual({ ready: 'paused' });
    expect(cancel.map((a) => a.type)).toEqual(['xstate.cancel']);
  });

  it('refuses to play at the last step', () => {
    expect(send(loaded(2), { type: 'step.last' }).can({ type: 'play.toggle' })).toBe(false);
  });

  it('pauses when the user jumps to the last step while playing', () => {
    const s = send(loaded(4), { type: 'play.toggle' }, { type: 'step.last' });
    expect(s.value).toEqual({ ready: 'paused' });
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('ticks step.next every interval and stops at the end', () => {
      const actor = createActor(stepperMachine).start();
      actor.send({ type: 'timeline.load', stepCount: 3 });
      actor.send({ type: 'play.toggle' });
      vi.advanceTimersByTime(PLAY_INTERVAL_MS - 1);
      expect(actor.getSnapshot().context.stepIndex).toBe(0);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().context.stepIndex).toBe(1);
      vi.advanceTimersByTime(PLAY_INTERVAL_MS);
      expect(actor.getSnapshot().context.stepIndex).toBe(2);
      expect(actor.getSnapshot().value).toEqual({ ready: 'paused' });
      vi.advanceTimersByTime(PLAY_INTERVAL_MS * 5);
      expect(actor.getSnapshot().context.stepIndex).toBe(2);
      expect(vi.getTimerCount()).toBe(0);
      actor.stop();
    });

    it('stops ticking when paused', () => {
      const actor = createActor(stepperMachine).start();
      actor.send({ type: 'timeline.load', stepCount: 10 });
      actor.send({ type: 'play.toggle' });
      vi.advanceTimersByTime(PLAY_INTERVAL_MS * 2);
      actor.send({ type: 'play.toggle' });
      vi.advanceTimersByTime(PLAY_INTERVAL_MS * 5);
      expect(actor.getSnapshot().context.stepIndex).toBe(2);
      actor.stop();
    });
  });

  it('honours a provided interval on a simulated clock', () => {
    const clock = new SimulatedClock();
    const actor = createActor(stepperMachine.provide({ delays: { playInterval: 100 } }), { clock }).start();
    actor.send({ type: 'timeline.load', stepCount: 5 });
    actor.send({ type: 'play.toggle' });
    // A SimulatedClock fires only timers due by the time it is moved to, so move it tick by tick.
    for (let ms = 0; ms < 350; ms += 50) clock.increment(50);
    expect(actor.getSnapshot().context.stepIndex).toBe(3);
    for (let ms = 0; ms < 1000; ms += 50) clock.increment(50);
    expect(actor.getSnapshot().context.stepIndex).toBe(4);
    expect(actor.getSnapshot().value).toEqual({ ready: 'paused' });
    actor.stop();
  });
});
