import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { PhaseKind, PhaseMark } from '../engine/timeline.ts';
import { gamePhasesMachine, phaseEvent, UNFINISHED_TAG } from './game-phases.ts';

/** `'d1 e1 n1 m1 d2'` → phase marks. */
function marks(text: string): PhaseMark[] {
  const kinds: Record<string, PhaseKind> = { d: 'day', e: 'evening', n: 'night', m: 'morning' };
  return text
    .split(' ')
    .filter(Boolean)
    .map((word) => {
      const phase = kinds[word.charAt(0)];
      if (!phase) throw new Error(`bad fixture ${word}`);
      return { phase, number: Number(word.slice(1)) };
    });
}

function play(text: string, daysMayRepeat = false) {
  let [snapshot] = initialTransition(gamePhasesMachine, { daysMayRepeat });
  for (const [index, mark] of marks(text).entries()) {
    const event = phaseEvent(mark);
    if (!snapshot.can(event)) return { snapshot, refusedAt: index };
    [snapshot] = transition(gamePhasesMachine, snapshot, event);
  }
  return { snapshot, refusedAt: null };
}

describe('game phases: legal sequences', () => {
  it.each([
    ['a full Musketeers round and the next day', 'd1 e1 n1 m1 d2', 'day'],
    ['two rounds', 'd1 e1 n1 m1 d2 e2 n2 m2', 'morning'],
    ['LK without evenings', 'd1 n1 m1 d2 n2 m2 d3', 'day'],
    ['a lone night', 'n1 m1', 'morning'],
    ['a scenario that starts at an evening', 'e3 n3 m3 d4', 'day'],
    ['a scenario that starts at a later day', 'd5 n5 m5', 'morning'],
    ['night 0', 'n0 m0 d1', 'day'],
    ['an empty game', '', 'notStarted'],
  ])('%s: %s', (_name, text, state) => {
    const { snapshot, refusedAt } = play(text);
    expect(refusedAt).toBeNull();
    expect(snapshot.value).toBe(state);
  });

  it('keeps the current number and counts marks', () => {
    expect(play('d1 e1 n1 m1 d2').snapshot.context).toEqual({ number: 2, marks: 5, daysMayRepeat: false });
  });

  it('tags a night as unfinished, nothing else', () => {
    expect(play('d1 n1').snapshot.hasTag(UNFINISHED_TAG)).toBe(true);
    expect(play('d1 n1 m1').snapshot.hasTag(UNFINISHED_TAG)).toBe(false);
    expect(play('d1 e1').snapshot.hasTag(UNFINISHED_TAG)).toBe(false);
  });
});

describe('game phases: illegal sequences are refused', () => {
  it.each([
    ['night without its morning', 'n1 d2', 1],
    ['night followed by the next night', 'n1 n2', 1],
    ['morning of another night', 'n1 m2', 1],
    ['starting at a morning', 'm1 d2', 0],
    ['day after morning skips a number', 'n1 m1 d3', 2],
    ['numbers go backwards', 'd2 e1', 1],
    ['evening after night', 'd1 n1 e1', 2],
    ['day twice', 'd1 d1', 1],
    ['morning after day', 'd1 m1', 1],
    ['evening straight after morning', 'n1 m1 e2', 2],
    ['night straight after morning (day skipped)', 'n1 m1 n2', 2],
    ['negative number', 'n-1', 0],
    ['fractional number', 'd1.5', 0],
  ])('%s: %s', (_name, text, at) => {
    expect(play(text).refusedAt).toBe(at);
  });
});

describe('game phases: LK «другая планета» (D-90)', () => {
  it('refuses a day after a day by default', () => {
    expect(play('d1 d2').refusedAt).toBe(1);
  });
  it('accepts a day after a day when the rules allow it, but never a day repeated or skipped', () => {
    expect(play('d1 d2 n2 m2 d3 d4', true).refusedAt).toBeNull();
    expect(play('d1 d1', true).refusedAt).toBe(1);
    expect(play('d1 d3', true).refusedAt).toBe(1);
  });
});
