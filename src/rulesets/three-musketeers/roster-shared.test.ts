// Whom a change of the shared facts falls on: the trace compares only those players again, so a
// player left out would keep a stale recorded state (roster-barrier.test.ts checks every stored game).
import { describe, expect, it } from 'vitest';
import { memoryOf } from '../../engine/role-memory.ts';
import { context } from './night/test-kit.ts';
import { kittyMemory } from './roles/kitty.ts';
import { tmRosterSource } from './roster.ts';

const PLAYERS = 'kitty maf; father; athos; porthos; aramis; ';

function source() {
  const { state } = context(PLAYERS);
  const roster = tmRosterSource(state);
  roster.all(); // the start roster primes the compare
  return { state, roster, index: (name: string) => state.players.findIndex((p) => p.name === name) };
}

describe('the players shared facts fall on', () => {
  it('nobody when nothing changed, and the holders and the named players when a memory did', () => {
    const { state, roster, index } = source();
    expect(roster.suspects!()).toEqual([]);
    memoryOf(state.memory, kittyMemory).lastTarget = 'athos';
    expect([...(roster.suspects!() as number[])].sort()).toEqual([index('kitty'), index('athos')].sort());
    memoryOf(state.memory, kittyMemory).lastTarget = 'porthos';
    expect([...(roster.suspects!() as number[])].sort()).toEqual([index('kitty'), index('athos'), index('porthos')].sort());
  });

  it("the heirs when an heir's copy changed (the Father's fresh counters, C-96)", () => {
    const { state, roster, index } = source();
    memoryOf(state.memory, kittyMemory, 'heir').selfKeepUsed = true;
    // Kitty holds the slot, so she is asked too: more than needed is only slower, never wrong
    expect([...(roster.suspects!() as number[])].sort()).toEqual([index('kitty'), index('father')].sort());
  });
});
