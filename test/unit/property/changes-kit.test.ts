/**
 * The "every recorded change is real" check (test/kit/changes.ts) on hand-made night steps: a move
 * carrying two functions (issue 8.5, L13) ends as a change says when one of its performed actions
 * is the change's `after`, and a function stopped (`after` ∅) must be gone from what it performed.
 */
import { describe, expect, it } from 'vitest';
import type { ActionRef, Change, Step } from '../../../src/engine/timeline.ts';
import { falseChanges } from '../../kit/changes.ts';
import { stepIdOf } from '../../../src/engine/step-id.ts';

const kill: ActionRef = { actor: 'Д', ability: 'kill', role: 'killer', targets: ['Атос'] };
const sermon: ActionRef = { actor: 'Д', ability: 'sermon', role: 'aramis', targets: ['Атос'] };
const think: ActionRef = { actor: 'Д', ability: 'think', role: 'dartagnan', targets: ['Атос'] };

function night(changes: Change[], target: Partial<Step>): Step[] {
  const base = { phase: 'night', number: 1, summary: { ru: '', en: '' }, causes: [], affects: [] } as const;
  return [
    { ...base, id: stepIdOf('n1.s1'), actor: 'М', outcome: 'performed', changes },
    { ...base, id: stepIdOf('n1.s2'), actor: 'Д', outcome: 'performed', changes: [], ...target },
  ];
}

const check = (steps: Step[]): string[] => falseChanges({ ruleset: 'three-musketeers', steps });

describe('falseChanges on a move that carries two functions', () => {
  const given: Change[] = [
    { target: stepIdOf('n1.s2'), kind: 'swapped', before: think, after: kill },
    { target: stepIdOf('n1.s2'), kind: 'swapped', before: null, after: sermon },
  ];

  it('accepts a change per function when the step performs both', () => {
    expect(check(night(given, { performed: kill, alsoPerformed: [sermon] }))).toEqual([]);
  });

  it('flags a given function the step does not list (the old one-action record)', () => {
    expect(check(night(given, { performed: sermon }))).toEqual([expect.stringContaining('the target ended as Д:sermon→Атос')]);
  });

  it('flags a stop (⇒ ∅) of a function the step still performs, and accepts it once gone', () => {
    const stop: Change[] = [{ target: stepIdOf('n1.s2'), kind: 'protected', before: kill, after: null }];
    expect(check(night(stop, { performed: kill, alsoPerformed: [sermon] }))).toHaveLength(1);
    expect(check(night(stop, { performed: sermon }))).toEqual([]);
  });
});
