import type { TmDayPowerMemory, TmState } from '../state.ts';

/** The day-power memory of the game, created on first use (older states may lack it). */
export function dayMemory(state: TmState): TmDayPowerMemory {
  state.dayPowers ??= {
    rochefortDays: [],
    constancePulls: {},
    duelNeutralized: false,
    pullNeutralized: false,
    fatherDuelUsed: false,
  };
  return state.dayPowers;
}
