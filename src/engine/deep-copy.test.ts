import { describe, expect, it } from 'vitest';
import { deepCopy } from './deep-copy.ts';

describe('deepCopy', () => {
  it('shares nothing of the state, but keeps a definition with behaviour as the same object', () => {
    const role = { id: 'doctor', night: () => 'heal' };
    const state = { players: [{ name: 'A', def: role, hits: [1] }], seen: new Set(['A']), by: new Map([['A', { n: 1 }]]) };
    const copy = deepCopy(state);
    expect(copy).toEqual(state);
    expect(copy.players[0]!.hits).not.toBe(state.players[0]!.hits);
    expect(copy.by.get('A')).not.toBe(state.by.get('A'));
    expect(copy.players[0]!.def).toBe(role);
  });
});
