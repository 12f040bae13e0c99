import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../dsl/index.ts';
import { firstLook } from './first-look.ts';

describe('firstLook', () => {
  it('picks the disputed step of the welcome scenario: Milady’s charm', () => {
    const text = readFileSync(new URL('../../../scenarios/welcome.scenario', import.meta.url), 'utf8');
    const step = firstLook(runScenario(text).timeline.steps);
    expect(step?.actor).toBe('Миледи');
  });
  it('falls back to the first step, and to nothing', () => {
    // Only moves that rest on no reading and change nothing: the first step is the one to look at.
    const steps = runScenario(
      'ruleset three-musketeers\nplayer Атос\nplayer Портос\nnight 1\n  order Атос, Портос\n  Атос -> Портос\n',
    ).timeline.steps.map((s) => ({ ...s, causes: [], changes: [] }));
    expect(firstLook(steps)?.id).toBe(steps[0]?.id);
    expect(firstLook([])).toBeNull();
  });
});
