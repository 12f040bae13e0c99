// playerByName's index of seats: it gives the record the list holds now, after the roster's write
// barrier replaced the records and in a resumed game's deep copy.
import { describe, expect, it } from 'vitest';
import { deepCopy } from '../../engine/deep-copy.ts';
import { trackWrites, WriteLog } from '../../engine/write-barrier.ts';
import { playerByName, seatOf, type LkPlayer, type LkState } from './state.ts';

function seat(name: string, role: LkPlayer['role'] = 'civilian'): LkPlayer {
  return {
    name,
    role,
    team: 'honest',
    rank: 0,
    alive: true,
    removedBy: null,
    warnTotal: 0,
    warnDay: 0,
    warnNight: 0,
    inactiveDays: [],
  } as unknown as LkPlayer;
}

function table(): LkState {
  return { players: [seat('Коля', 'don'), seat('Миша'), seat('Маша'), seat('Миша', 'doctor')] } as unknown as LkState;
}

describe('playerByName', () => {
  it('finds the first seat of a name, and nobody for a name not at the table', () => {
    const s = table();
    expect(playerByName(s, 'Миша')).toBe(s.players[1]);
    expect(playerByName(s, 'Маша')).toBe(s.players[2]);
    expect(playerByName(s, 'Петя')).toBeUndefined();
  });

  it('gives the record the write barrier put in place, though it was asked before the barrier', () => {
    const s = table();
    const before = playerByName(s, 'Маша');
    trackWrites(s.players, ['alive'], new WriteLog());
    expect(playerByName(s, 'Маша')).not.toBe(before);
    expect(playerByName(s, 'Маша')).toBe(s.players[2]);
  });

  it("gives a deep copy's own records, not the original's", () => {
    const s = table();
    expect(playerByName(s, 'Коля')).toBe(s.players[0]);
    const copy = deepCopy(s);
    expect(playerByName(copy, 'Коля')).toBe(copy.players[0]);
    expect(playerByName(copy, 'Коля')).not.toBe(s.players[0]);
  });

  it('gives a seat as indexOf does: the first of a name, -1 for a name not at the table', () => {
    const s = table();
    expect(['Коля', 'Миша', 'Маша', 'Петя'].map((n) => seatOf(s, n))).toEqual([0, 1, 2, -1]);
  });
});
