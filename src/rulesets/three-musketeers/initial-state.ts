import { seedRng } from '../../engine/random.ts';
import { freshMemory } from '../../engine/role-memory.ts';
import { tmMemorySlots } from './roles/index.ts';
import type { OptionValues } from '../../engine/option.ts';
import type { Scenario } from '../../engine/scenario.ts';
import { applyStartFacts } from './start-state.ts';
import type { RoleId } from './roles/index.ts';
import type { TmState } from './state.ts';

/** Builds the starting state from the player declarations, their start facts and the previous order. */
export function initialState(scenario: Scenario, options: OptionValues = {}): TmState {
  const state: TmState = {
    players: scenario.players.map((p) => ({
      // The DSL resolves role words to the registry's ids (an unknown one has no role file and no ability).
      name: p.name,
      role: p.role as RoleId,
      team: p.team,
      alive: p.start !== 'dead',
      jailed: p.start === 'jailed',
      hits: 0,
      knocked: false,
      clubbed: false,
    })),
    rng: seedRng(scenario.seed),
    previousOfficialOrder: null,
    previousFinalOrder: null,
    lastDay: null,
    lastEvening: null,
    lastNight: null,
    mafJailed: scenario.players.some((p) => p.start === 'jailed' && p.team === 'mafia'),
    memory: freshMemory(tmMemorySlots()),
  };
  applyStartFacts(scenario, state, options);
  return state;
}
