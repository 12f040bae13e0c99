import { seedRng } from '../../engine/random.ts';
import { freshMemory } from '../../engine/role-memory.ts';
import { tmMemorySlots } from './roles/index.ts';
import type { OptionValues } from '../../engine/option.ts';
import type { Scenario } from '../../engine/scenario.ts';
import { applyStartFacts } from './start-state.ts';
import type { RoleId } from './roles/index.ts';
import type { TmPlayer, TmState } from './state.ts';
import { trackedRecord } from '../../engine/write-barrier.ts';
import { TRACKED } from './roster.ts';

/** Builds the starting state from the player declarations, their start facts and the previous order. */
export function initialState(scenario: Scenario, options: OptionValues = {}): TmState {
  const state: TmState = {
    // Built on the roster's write barrier already (roster.ts adopts them, no copy); values in TRACKED's order.
    players: scenario.players.map((p) =>
      trackedRecord<TmPlayer>(
        TRACKED,
        // The DSL resolves role words to the registry's ids (an unknown one has no role file and no ability).
        { name: p.name, role: p.role as RoleId, team: p.team },
        [p.start !== 'dead', p.start === 'jailed', 0, false, false],
      ),
    ),
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
