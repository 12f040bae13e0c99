import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/dsl/index.ts';

const night = (expectLines: string) => `ruleset three-musketeers
player Атос
player Рошфор
night 1
  order Атос, Рошфор
  Атос -> Рошфор
  Рошфор -> Атос
${expectLines}
`;

const verdicts = (text: string) => runScenario(text).results.map((r) => [r.holds, r.actual]);

describe('expectations', () => {
  it('match a message by code or by words of its text', () => {
    expect(verdicts(night('  expect message Рошфор M4\n  expect message Рошфор "вытащили посреди ночи"'))).toEqual([
      [true, 'M4'],
      [true, 'M4'],
    ]);
  });

  it('fail with what was actually sent, and negate', () => {
    expect(verdicts(night('  expect message Рошфор M5\n  expect not message Рошфор M4'))).toEqual([
      [false, 'M4'],
      [false, 'M4'],
    ]);
  });

  it('check deaths and survivals against the night they are written in', () => {
    expect(verdicts(night('  expect survives Атос\n  expect dies Атос'))).toEqual([
      [true, 'nobody died'],
      [false, 'nobody died'],
    ]);
  });
});
