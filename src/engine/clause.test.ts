import { describe, expect, it } from 'vitest';
import { LK_CLAUSES, type LkClauseId } from '../rulesets/mafia-lk/clauses.ts';
import { TM_CLAUSES, type TmClauseId } from '../rulesets/three-musketeers/clauses.ts';
import { cause } from './cause.ts';
import { clause, clauseTable, type ClauseId } from './clause.ts';
import { t } from './text.ts';
import { stepIdOf } from './step-id.ts';

const TABLE = clauseTable([
  clause('X-1', 'L1', 'Слова.', 'Наше чтение.', 'Our reading.'),
  clause('X-2', 'L2', '…', 'второе', 'second'),
] as const);

describe('clause kit', () => {
  it('keys a table by id and keeps the record as built', () => {
    expect(Object.keys(TABLE)).toEqual(['X-1', 'X-2']);
    expect(TABLE['X-1']).toEqual({ id: 'X-1', source: 'L1', quote: 'Слова.', summary: t('Наше чтение.', 'Our reading.') });
  });

  it('builds causes with the option note last, and none when no option is given', () => {
    const note = t('н', 'n');
    expect(cause<ClauseId<typeof TABLE>>(stepIdOf('n1.s1'), 'X-2', note)).toEqual({ step: stepIdOf('n1.s1'), clause: 'X-2', note });
    expect(Object.keys(cause(stepIdOf('n1.s1'), 'X-1', note, { key: 'k', value: 'v' }))).toEqual(['step', 'clause', 'note', 'option']);
  });

  it('types the ids of both rulesets from their tables', () => {
    const tm: TmClauseId = 'A-77';
    const lk: LkClauseId = 'D-30';
    expect(TM_CLAUSES[tm]?.id).toBe('A-77');
    expect(LK_CLAUSES[lk]?.id).toBe('D-30');
    // Each line below must fail to compile (svelte-check / tsc).
    // @ts-expect-error an id missing from the TM table
    const unknown: TmClauseId = 'A-999';
    // @ts-expect-error an LK id is not a TM id
    const crossed: TmClauseId = 'D-30';
    // @ts-expect-error a cite of an unknown id through the typed builder
    cause<ClauseId<typeof TABLE>>(null, 'X-3', t('', ''));
    expect(TM_CLAUSES[unknown] ?? TM_CLAUSES[crossed]).toBeUndefined();
  });
});
