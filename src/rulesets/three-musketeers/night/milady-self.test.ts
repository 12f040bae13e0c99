import { describe, expect, it } from 'vitest';
import { night } from './test-kit.ts';

// C-54 miledyTargets = selfAllowed: Milady may name herself. She is acting at that very step, so
// she is never "a partner stopped before acting" (C-47 miledyRepeatStopped), and no step is its own cause.
describe('Milady naming herself', () => {
  const players = 'milady; athos; porthos maf';
  const tl = night(players, 'milady athos porthos', ['milady > milady, athos'], { miledyTargets: 'selfAllowed' });
  const charm = tl.steps.find((s) => s.role === 'milady')!;

  it('no step cites itself', () => {
    expect(tl.steps.flatMap((s) => s.causes.filter((c) => c.step === s.id).map(() => s.id))).toEqual([]);
  });

  it('is not told she was stopped before her move', () => {
    expect(charm.causes.map((c) => c.note.en).join(' | ')).not.toMatch(/stopped before acting/);
  });
});
