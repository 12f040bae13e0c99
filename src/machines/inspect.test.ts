import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { StatelyInspectionEvent } from '@statelyai/inspect';
import { actionLifecycleMachine } from './action-lifecycle.ts';
import { collectInspection, isReceiverRequest, startInspector } from './inspect.ts';
import { stepIdOf } from '../engine/step-id.ts';

const input = { id: 'n1.a', actor: 'Athos', night: 1 };

describe('collectInspection', () => {
  it('captures actor, event and snapshot inspection events of an actor', () => {
    const log = collectInspection();
    const actor = createActor(actionLifecycleMachine, { input, inspect: log.inspect }).start();
    actor.send({ type: 'action.submit', step: null });
    actor.send({ type: 'action.perform', step: stepIdOf('n1.s1') });
    const types = new Set(log.events.map((e) => e.type));
    for (const type of ['@xstate.actor', '@xstate.event', '@xstate.snapshot'] as const) expect(types).toContain(type);
    const snapshots = log.events.flatMap((e) => (e.type === '@xstate.snapshot' ? [e.snapshot] : []));
    expect(snapshots.at(-1)).toMatchObject({ value: 'performed' });
    actor.stop();
  });

  it('keeps only what the filter accepts', () => {
    const log = collectInspection((e) => e.type === '@xstate.event');
    const actor = createActor(actionLifecycleMachine, { input, inspect: log.inspect }).start();
    actor.send({ type: 'action.submit', step: null });
    actor.send({ type: 'action.report', step: null }); // refused, but still an event the actor received
    expect(log.events.map((e) => (e.type === '@xstate.event' ? e.event.type : e.type))).toEqual([
      'xstate.init',
      'action.submit',
      'action.report',
    ]);
    actor.stop();
  });
});

describe('startInspector', () => {
  it('resolves to a harmless no-op without a window', async () => {
    const inspect = await startInspector();
    const actor = createActor(actionLifecycleMachine, { input, inspect }).start();
    actor.send({ type: 'action.submit', step: null });
    expect(actor.getSnapshot().value).toBe('submitted');
    actor.stop();
  });

  it('delivers serialised events to onEvent (the in-page, offline sink) and stops on abort', async () => {
    const received: StatelyInspectionEvent[] = [];
    const controller = new AbortController();
    const inspect = await startInspector({ onEvent: (e) => received.push(e), signal: controller.signal });
    const actor = createActor(actionLifecycleMachine, { input, inspect }).start();
    actor.send({ type: 'action.submit', step: null });
    await new Promise((resolve) => setTimeout(resolve, 20)); // the package defers to an idle callback
    expect(received.map((e) => e.type)).toContain('@xstate.actor');
    expect(received.filter((e) => e.type === '@xstate.event').map((e) => e.type === '@xstate.event' && e.event.type)).toContain(
      'action.submit',
    );
    controller.abort();
    const before = received.length;
    actor.send({ type: 'action.perform', step: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received.length).toBe(before);
    actor.stop();
  });

  it('keeps @statelyai/inspect out of static imports (lazy chunk only)', () => {
    const source = readFileSync(new URL('./inspect.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import\s+(?!type\b)[^;]*['"]@statelyai\/inspect['"]/m);
    expect(source).toMatch(/await import\('@statelyai\/inspect'\)/);
  });

  it('recognises the receiver route', () => {
    expect(isReceiverRequest('?inspect-receiver')).toBe(true);
    expect(isReceiverRequest('?s=abc&inspect-receiver')).toBe(true);
    expect(isReceiverRequest('?s=abc')).toBe(false);
  });
});
