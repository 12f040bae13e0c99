import { describe, expect, it } from 'vitest';
import { dayStep, eveningStep, nightSlot, nightStep, parseStepId, stepIdOf, stepIn, subStep, type StepId } from './step-id.ts';

describe('step ids', () => {
  it('are made by the named constructors in the shapes the timeline has always had', () => {
    expect(nightSlot(2, 5)).toBe('n2.s5');
    expect(nightStep(0, 'roles')).toBe('n0.roles');
    expect(dayStep(1, 'e3')).toBe('d1.e3');
    expect(eveningStep(1, 'order')).toBe('e1.order');
    expect(subStep(nightSlot(1, 3), 'kill')).toBe('n1.s3.kill');
    expect(stepIn('d2', 'succession.Коля')).toBe('d2.succession.Коля');
  });

  it('from outside pass only with a step id shape', () => {
    for (const ok of ['n1.s3', 'd10.tally', 'e1.swap2', 'n1.Палач из Лилля.kill', "n2.Отец Д'Артаньяна"]) {
      expect(parseStepId(ok)).toBe(ok);
    }
    for (const bad of ['', 's1', 'n1', 'n1.', 'x1.s1', 'Атос', 'A-11', 'n.s1', 'n1.s1\nn2.s2']) expect(parseStepId(bad)).toBeNull();
    expect(() => stepIdOf('Атос')).toThrow(/not a step id/);
  });

  it('are not bare strings to the compiler', () => {
    const take = (id: StepId): string => id;
    // @ts-expect-error a player name (or any bare string) is not a step id
    expect(take('Атос')).toBe('Атос');
    expect(take(nightSlot(1, 1))).toBe('n1.s1');
  });
});
