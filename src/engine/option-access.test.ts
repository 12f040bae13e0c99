import { describe, expect, it } from 'vitest';
import { optionNote as lkNote, optionValue as lkValue } from '../rulesets/mafia-lk/options.ts';
import { TM_OPTIONS, optionNote, optionOn, optionValue } from '../rulesets/three-musketeers/options.ts';
import { optionAccess } from './option-access.ts';
import { option, optionSpec, reading, yesNo } from './option-kit.ts';
import { resolveOptions } from './option.ts';

const TABLE = [
  optionSpec('pace', 'X-1', 'A-1', 'Темп?', 'Pace?', [reading('slow', 'медленно', 'slow'), reading('fast', 'быстро', 'fast')]),
  option('loud', 'X-2', 'A-2', 'Громко?', 'Loud?', ...yesNo(false)),
] as const;
const kit = optionAccess(TABLE);
const none = { options: {} };

describe('typed option access', () => {
  it('reads the Lean default, then the scenario setting', () => {
    expect(kit.optionValue(none, 'pace')).toBe('slow');
    expect(kit.optionValue({ options: { pace: 'fast' } }, 'pace')).toBe('fast');
    expect(kit.optionOn(none, 'loud')).toBe(false);
    expect(kit.optionOn({ options: { loud: 'true' } }, 'loud')).toBe(true);
    expect(kit.optionNote({ options: { pace: 'fast' } }, 'pace')).toEqual({ key: 'pace', value: 'fast' });
  });

  it('agrees with resolveOptions on every default of both rulesets', () => {
    const { values } = resolveOptions(TM_OPTIONS, []);
    for (const o of TM_OPTIONS) expect(optionValue({ options: {} }, o.key)).toBe(values[o.key]);
    expect(optionNote({ options: values }, 'winCondition')).toEqual({ key: 'winCondition', value: 'standardParity' });
    expect(lkNote({ options: {} }, 'lkChildCheck')).toEqual({ key: 'lkChildCheck', value: 'civilian' });
  });

  it('gives one frozen note per key and reading, shared by every cause that cites it', () => {
    const fast = { options: { pace: 'fast' } };
    expect(kit.optionNote(fast, 'pace')).toBe(kit.optionNote(fast, 'pace'));
    expect(Object.isFrozen(kit.optionNote(fast, 'pace'))).toBe(true);
    expect(kit.optionNote(none, 'pace')).not.toBe(kit.optionNote(fast, 'pace'));
  });

  it('rejects unknown keys, unknown readings and yes/no reads of other options at compile time', () => {
    // Each line below must fail to compile (svelte-check / tsc); at run time they read nothing.
    // @ts-expect-error a misspelt key
    expect(kit.optionValue(none, 'paec')).toBe('');
    // @ts-expect-error a reading the option does not have (no overlap between the types)
    expect(kit.optionValue(none, 'pace') === 'medium').toBe(false);
    // @ts-expect-error optionOn takes yes/no options only
    expect(kit.optionOn(none, 'pace')).toBe(false);
    // @ts-expect-error a TM key misspelt
    expect(optionValue(none, 'winCondtion')).toBe('');
    // @ts-expect-error a TM reading misspelt
    expect(optionValue(none, 'winCondition') === 'standardParty').toBe(false);
    // @ts-expect-error winCondition is not a yes/no option
    expect(optionOn(none, 'winCondition')).toBe(false);
    // @ts-expect-error an LK key asked of the TM table
    expect(optionValue(none, 'lkChildCheck')).toBe('');
    // @ts-expect-error an LK reading misspelt
    expect(lkValue(none, 'lkChildCheck') === 'mafiya').toBe(false);
  });
});
