import { describe, expect, it } from 'vitest';
import { copySharing, deepCopy } from './deep-copy.ts';
import { trackWrites, WriteLog } from './write-barrier.ts';

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

describe('copySharing', () => {
  const live = () => ({
    players: [
      { name: 'A', hits: [1] },
      { name: 'B', hits: [] as number[] },
    ],
    seen: new Set(['A']),
    by: new Map([['A', { n: 1 }]]),
    last: { day: 1, order: ['A', 'B'] },
  });

  it('is the earlier copy itself when nothing changed', () => {
    const state = live();
    const earlier = deepCopy(state);
    expect(copySharing(state, earlier)).toBe(earlier);
  });

  it('copies what changed, shares the rest with the earlier copy and nothing with the live state', () => {
    const state = live();
    const earlier = deepCopy(state);
    const frozen = JSON.stringify(earlier);
    state.players[1]!.hits.push(2);
    state.by.get('A')!.n = 2;
    const copy = copySharing(state, earlier);
    expect(copy).toEqual(deepCopy(state));
    expect(JSON.stringify(earlier)).toBe(frozen); // the earlier copy is left as it was
    expect(copy.players[0]).toBe(earlier.players[0]);
    expect(copy.last).toBe(earlier.last);
    expect(copy.seen).toBe(earlier.seen);
    expect(copy.players[1]).not.toBe(earlier.players[1]);
    expect(copy.players[1]!.hits).not.toBe(state.players[1]!.hits);
    expect(copy.by).not.toBe(state.by);
    expect(copy.by.get('A')).toEqual({ n: 2 });
    // later writes to the live state reach neither copy
    state.players[0]!.hits.push(9);
    state.last.order.push('C');
    expect(copy.players[0]!.hits).toEqual([1]);
    expect(copy.last.order).toEqual(['A', 'B']);
  });

  it('tells a key added, removed or turned undefined from an unchanged record', () => {
    const earlier: Record<string, number | undefined> = deepCopy({ a: 1, b: undefined });
    expect(copySharing({ a: 1, b: undefined }, earlier)).toBe(earlier);
    expect(copySharing({ a: 1 }, earlier)).toStrictEqual({ a: 1 });
    expect(copySharing({ a: 1, b: undefined, c: 2 }, earlier)).toStrictEqual({ a: 1, b: undefined, c: 2 });
    expect(copySharing({ a: 1, c: undefined }, earlier)).toStrictEqual({ a: 1, c: undefined });
    expect(Object.is(copySharing({ z: -0 }, deepCopy({ z: 0 })).z, -0)).toBe(true);
    expect(Object.is(copySharing([-0], [0])[0], -0)).toBe(true);
  });

  it('re-uses the copy of a tracked record while nobody writes it, and never of another record', () => {
    const players = [
      { name: 'A', alive: true },
      { name: 'B', alive: true },
    ];
    trackWrites(players, ['alive'], new WriteLog());
    const earlier = deepCopy(players);
    expect(earlier[0]).toEqual({ name: 'A', alive: true });
    expect(copySharing(players, earlier)[0]).toBe(earlier[0]);
    players[1]!.alive = false;
    const copy = copySharing(players, earlier);
    expect(copy[0]).toBe(earlier[0]);
    expect(copy[1]).toEqual({ name: 'B', alive: false });
    expect(earlier[1]).toEqual({ name: 'B', alive: true });
    // the same position, the same count of writes, another record: copied, not re-used
    expect(copySharing([players[1]!, players[0]!], earlier)).toEqual([
      { name: 'B', alive: false },
      { name: 'A', alive: true },
    ]);
  });
});
