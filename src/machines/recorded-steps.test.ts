import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ActionLife, ActionLifeEvent, Step } from '../engine/timeline.ts';
import { t } from '../engine/text.ts';
import { actionLifecycleMachine } from './action-lifecycle.ts';
import { LIFECYCLE_START, LIFECYCLE_TABLE, recordedStepProblems } from '../../test/kit/recorded-steps.ts';
import { stepIdOf } from '../engine/step-id.ts';

const TYPES: ActionLifeEvent['type'][] = [
  'action.submit',
  'action.charm',
  'action.redirect',
  'action.block',
  'action.cancel',
  'action.fail',
  'action.perform',
  'action.report',
];

function step(id: string, outcome: Step['outcome']): Step {
  return { id: stepIdOf(id), phase: 'night', number: 1, outcome, summary: t('', ''), causes: [], changes: [], affects: [] };
}

function life(...types: ActionLifeEvent['type'][]): ActionLife {
  return { id: 'a1', night: 1, actor: 'Атос', events: types.map((type) => ({ type, step: stepIdOf('n1.s1') })) };
}

// Every stored scenario is held to recordedStepProblems by the golden run (test/kit/checks.ts).
describe('the step recorder against the action machine', () => {
  it('reads the table the machine itself runs: random event sequences are accepted alike', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TYPES), { maxLength: 8 }), (types) => {
        let [snapshot] = initialTransition(actionLifecycleMachine, { id: 'a', actor: 'x', night: 1 });
        let state: string | undefined = LIFECYCLE_START;
        for (const type of types) {
          const event = { type, step: null };
          const machineTakes = snapshot.can(event);
          expect(LIFECYCLE_TABLE[state!]?.on[type] !== undefined).toBe(machineTakes);
          if (!machineTakes) return;
          [snapshot] = transition(actionLifecycleMachine, snapshot, event);
          state = LIFECYCLE_TABLE[state!]?.on[type];
          expect(state).toBe(String(snapshot.value));
        }
      }),
    );
  });

  it('accepts a lifecycle whose resolving step shows the same outcome', () => {
    const tl = { steps: [step('n1.s1', 'blocked')], actions: [life('action.submit', 'action.charm', 'action.block')] };
    expect(recordedStepProblems(tl)).toEqual([]);
  });

  it('fails a step recorded with an outcome its lifecycle contradicts', () => {
    const tl = { steps: [step('n1.s1', 'blocked')], actions: [life('action.submit', 'action.perform')] };
    expect(recordedStepProblems(tl)).toEqual(['a1: step n1.s1 is recorded "blocked" but its lifecycle resolves by action.perform']);
  });

  it('fails an order the machine refuses, a missing step and an unresolved end', () => {
    expect(recordedStepProblems({ steps: [step('n1.s1', 'performed')], actions: [life('action.perform')] })).toEqual([
      'a1: action.perform (#0) is not accepted in state "pending"',
      'a1: ends unresolved in state "pending"',
    ]);
    expect(recordedStepProblems({ steps: [], actions: [life('action.submit', 'action.fail')] })).toEqual([
      'a1: action.fail names step n1.s1, which is not recorded',
    ]);
    expect(recordedStepProblems({ steps: [], actions: [life('action.submit', 'action.charm')] })).toEqual([
      'a1: ends unresolved in state "charmed"',
    ]);
  });
});
