import { describe, expect, it } from 'vitest';
import { personOf } from '../../engine/grammar/people.ts';
import type { Expectation } from '../../engine/scenario.ts';
import { expectationWords } from './expectation-words.ts';

const at = { offset: 0, length: 1, line: 1, col: 1 };
const e = (kind: Expectation['kind'], player: string | null, value: Expectation['value'], negated = false): Expectation =>
  ({ kind, phase: null, player, value, negated, span: at }) as Expectation;
const person = (name: string) => personOf({ name });

describe('expectationWords', () => {
  it.each([
    [e('jailed', 'Маша', null), 'посажена Маша', 'jailed Маша'],
    [e('jailed', 'Дима', null), 'посажен Дима', 'jailed Дима'],
    [e('knocked', 'Кэтти', null, true), 'не вырублена Кэтти', 'not knocked out Кэтти'],
    [e('dies', 'Кэтти', null), 'умирает Кэтти', 'dies Кэтти'],
    [e('report', 'Бонасье', 'Я видел'), 'доклад Бонасье «Я видел»', 'report Бонасье «Я видел»'],
    [e('message', 'Атос', 'M2'), 'сообщение Атос M2', 'message Атос M2'],
    [e('order', null, ['Атос', 'Кэтти']), 'порядок Атос, Кэтти', 'order Атос, Кэтти'],
  ])('%#', (x, ru, en) => {
    expect([expectationWords(x, 'ru', person), expectationWords(x, 'en', person)]).toEqual([ru, en]);
  });
});
