/** A hidden slot keeps a value on its owner like a WeakMap entry: invisible to JSON, copies and key lists. */
import { describe, expect, it } from 'vitest';
import { parseScenario } from './parse.ts';
import { HiddenSlot } from './hidden-slot.ts';

describe('hidden slots', () => {
  it('give back what was set on that owner only, and nothing on a copy', () => {
    const slot = new HiddenSlot<object, number>('n');
    const a = { x: 1 };
    slot.set(a, 7);
    slot.set(a, 8);
    expect([slot.get(a), slot.get({ x: 1 }), slot.get({ ...a })]).toEqual([8, undefined, undefined]);
    expect(new HiddenSlot<object, number>('n').get(a)).toBeUndefined();
  });

  it('are seen by no JSON, key list or deep equality', () => {
    const slot = new HiddenSlot<object, string>('s');
    const a = { x: 1 };
    slot.set(a, 'hidden');
    expect(JSON.stringify(a)).toBe('{"x":1}');
    expect([Object.keys(a), Reflect.ownKeys(a).length, Object.getOwnPropertySymbols({ ...a })]).toEqual([['x'], 2, []]);
    expect(a).toStrictEqual({ x: 1 });
  });

  it('keep nothing on an object that takes no property', () => {
    const slot = new HiddenSlot<object, number>('n');
    const frozen = Object.freeze({ x: 1 });
    slot.set(frozen, 1);
    expect(slot.get(frozen)).toBeUndefined();
  });

  it('leave a parsed doc equal to a copy of its plain data', () => {
    const { doc } = parseScenario('ruleset tm\nplayer Атос\nplayer Кэтти\nnight 1\n  Атос -> Кэтти\n');
    expect(Object.getOwnPropertySymbols({ ...doc })).toEqual([]);
    expect(Object.keys(doc)).toEqual(['text', 'lines', 'statements', 'statementLines']);
  });
});
