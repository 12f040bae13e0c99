import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { actionLifecycleMachine, RESOLVED_TAG } from './action-lifecycle.ts';
import type { ActionLifecycleEventType } from './action-lifecycle.ts';
import { nightSlot } from '../engine/step-id.ts';

const input = { id: 'n1.a1', actor: 'Athos', night: 1 };

/** Plays `types` from the start; returns the final snapshot and the index of the first refusal. */
function play(types: readonly ActionLifecycleEventType[]) {
  let [snapshot] = initialTransition(actionLifecycleMachine, input);
  for (const [index, type] of types.entries()) {
    const event = { type, step: nightSlot(1, index) };
    if (!snapshot.can(event)) return { snapshot, refusedAt: index };
    const [next] = transition(actionLifecycleMachine, snapshot, event);
    snapshot = next;
  }
  return { snapshot, refusedAt: null };
}

describe('action lifecycle: legal sequences', () => {
  it.each<[string, ActionLifecycleEventType[], string]>([
    ['submit → perform', ['action.submit', 'action.perform'], 'performed'],
    ['submit → block', ['action.submit', 'action.block'], 'blocked'],
    ['submit → cancel', ['action.submit', 'action.cancel'], 'cancelled'],
    ['submit → fail → report', ['action.submit', 'action.fail', 'action.report'], 'reported'],
    ['submit → perform → report', ['action.submit', 'action.perform', 'action.report'], 'reported'],
    ['submit → block → report', ['action.submit', 'action.block', 'action.report'], 'reported'],
    [
      'charms and redirects in any order, repeated',
      ['action.submit', 'action.charm', 'action.redirect', 'action.charm', 'action.charm', 'action.redirect', 'action.perform'],
      'performed',
    ],
  ])('%s', (_name, types, state) => {
    const { snapshot, refusedAt } = play(types);
    expect(refusedAt).toBeNull();
    expect(snapshot.value).toBe(state);
    expect(snapshot.hasTag(RESOLVED_TAG)).toBe(true);
  });

  it('counts charms and redirects and remembers the resolution and last step', () => {
    const { snapshot } = play(['action.submit', 'action.charm', 'action.redirect', 'action.charm', 'action.block']);
    expect(snapshot.context).toMatchObject({ ...input, charms: 2, redirects: 1, resolution: 'blocked', lastStep: 'n1.s4' });
  });

  it('is done after the report, with an output', () => {
    const { snapshot } = play(['action.submit', 'action.perform', 'action.report']);
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ id: 'n1.a1', resolution: 'performed', reported: true });
  });

  it('is unresolved while submitted, charmed or redirected', () => {
    for (const types of [[], ['action.submit'], ['action.submit', 'action.charm'], ['action.submit', 'action.redirect']] as const) {
      expect(play(types).snapshot.hasTag(RESOLVED_TAG)).toBe(false);
    }
  });
});

describe('action lifecycle: illegal sequences are refused', () => {
  it.each<[string, ActionLifecycleEventType[], number]>([
    ['perform after block', ['action.submit', 'action.block', 'action.perform'], 2],
    ['block after perform', ['action.submit', 'action.perform', 'action.block'], 2],
    ['report before perform', ['action.submit', 'action.report'], 1],
    ['submit twice', ['action.submit', 'action.submit'], 1],
    ['anything before submit', ['action.charm'], 0],
    ['perform without submit', ['action.perform'], 0],
    ['perform twice', ['action.submit', 'action.perform', 'action.perform'], 2],
    ['charm after perform', ['action.submit', 'action.perform', 'action.charm'], 2],
    ['redirect after cancel', ['action.submit', 'action.cancel', 'action.redirect'], 2],
    ['report twice', ['action.submit', 'action.fail', 'action.report', 'action.report'], 3],
    ['submit after charm', ['action.submit', 'action.charm', 'action.submit'], 2],
  ])('%s', (_name, types, at) => {
    expect(play(types).refusedAt).toBe(at);
  });

  it('a refused event leaves the snapshot untouched (transition returns the same object)', () => {
    const { snapshot } = play(['action.submit', 'action.block']);
    const [next] = transition(actionLifecycleMachine, snapshot, { type: 'action.perform', step: null });
    expect(next).toBe(snapshot);
  });
});
