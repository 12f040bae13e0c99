// sameRef (refs.ts) says two refs are the same exactly when their JSON is: Milady's changes were
// compared by JSON before, and a change is recorded only where the two differ.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActionRef } from '../../../engine/timeline.ts';
import { sameRef } from './refs.ts';

const name = fc.constantFrom('Атос', 'Портос', 'Арамис', '');
const ref: fc.Arbitrary<ActionRef | null> = fc.option(
  fc.record({
    actor: name,
    ability: fc.constantFrom('tavern', 'protect', 'think'),
    role: fc.constantFrom('athos', 'porthos'),
    targets: fc.array(name, { maxLength: 3 }),
  }),
  { nil: null },
);

describe('sameRef', () => {
  it('agrees with comparing the two refs as JSON', () => {
    fc.assert(
      fc.property(ref, ref, (a, b) => {
        expect(sameRef(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
        // a ref is the same as a copy of itself
        expect(sameRef(a, a && { ...a, targets: [...a.targets] })).toBe(true);
      }),
      { numRuns: 2000, seed: 11 },
    );
  });

  it('tells refs apart by one target, by the targets count and from no ref', () => {
    const a: ActionRef = { actor: 'Атос', ability: 'tavern', role: 'athos', targets: ['Портос'] };
    expect(sameRef(a, { ...a, targets: ['Арамис'] })).toBe(false);
    expect(sameRef(a, { ...a, targets: ['Портос', 'Арамис'] })).toBe(false);
    expect(sameRef(a, null)).toBe(false);
    expect(sameRef(null, null)).toBe(true);
  });
});
