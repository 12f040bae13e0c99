import type { OptionValues } from '../../engine/option.ts';
import type { Ruleset, RulesetResult } from '../../engine/ruleset.ts';
import { seedRng } from '../../engine/random.ts';
import type { Scenario } from '../../engine/scenario.ts';
import { t } from '../../engine/text.ts';
import { Trace } from '../../engine/trace.ts';
import { TM_CLAUSES } from './clauses.ts';
import type { TmContext } from './context.ts';
import { resolveDay } from './day/index.ts';
import { resolveEvening } from './evening/index.ts';
import { resolveNight } from './night/index.ts';
import { TM_OPTIONS } from './options.ts';
import { TM_ROLES } from './roles.ts';
import type { TmState } from './state.ts';

/** Builds the starting state from the player declarations. */
function initialState(scenario: Scenario): TmState {
  return {
    players: scenario.players.map((p) => ({
      name: p.name, role: p.role, team: p.team,
      alive: p.start !== 'dead', jailed: p.start === 'jailed',
      hits: p.flags.includes('knocked') ? 1 : 0, knocked: false, clubbed: false,
    })),
    rng: seedRng(scenario.seed),
    previousOfficialOrder: null, previousFinalOrder: null, lastDay: null, lastEvening: null,
    sermonNextNight: [], kittyLastTarget: null, kittySelfKeepUsed: false, feltonPairs: [],
    abbessUsed: false, mafJailed: scenario.players.some((p) => p.start === 'jailed' && p.team === 'mafia'),
    duelUsed: false, fatherRole: null, killedAtNight: [],
  };
}

/** Plays the scenario's phases in order, carrying the state over. */
function resolveGame(scenario: Scenario, options: OptionValues): RulesetResult {
  const trace = new Trace();
  const ctx: TmContext = { scenario, options, state: initialState(scenario), trace };
  for (const phase of scenario.phases) {
    if (phase.kind === 'day') resolveDay(ctx, phase);
    else if (phase.kind === 'evening') resolveEvening(ctx, phase);
    else resolveNight(ctx, phase);
  }
  return {
    steps: trace.steps, days: trace.days, nights: trace.nights, phases: trace.phases,
    actions: trace.actions(), diagnostics: trace.diagnostics, winner: null,
  };
}

/** «Три мушкетера» as a ruleset. */
export const threeMusketeers: Ruleset = {
  id: 'three-musketeers',
  name: t('Три мушкетера', 'The Three Musketeers'),
  aliases: ['three-musketeers', 'три-мушкетера', 'tm', 'тм', 'три мушкетера'],
  roles: TM_ROLES,
  clauses: TM_CLAUSES,
  options: TM_OPTIONS,
  teams: { honest: ['honest', 'честный', 'чиж', 'town'], mafia: ['mafia', 'maf', 'маф', 'мафия', 'предатель'] },
  resolve: resolveGame,
};
