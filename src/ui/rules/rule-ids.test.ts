import { describe, expect, it } from 'vitest';
import type { Clause } from '../../engine/clause.ts';
import { splitRuleIds } from './rule-ids.ts';

const clauses = { 'C-29': {} as Clause, 'D-50': {} as Clause };

describe('splitRuleIds', () => {
  it('marks the ids the clause table knows and leaves the rest', () => {
    expect(splitRuleIds('Убитый не ходит (C-29), см. A-999', clauses)).toEqual([
      { text: 'Убитый не ходит (', rule: false },
      { text: 'C-29', rule: true },
      { text: '), см. A-999', rule: false },
    ]);
  });
  it('does not cut ids out of longer codes', () => {
    expect(splitRuleIds('LK-D-50 D-50', clauses)).toEqual([
      { text: 'LK-D-50 ', rule: false },
      { text: 'D-50', rule: true },
    ]);
  });
});
