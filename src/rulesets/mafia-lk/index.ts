import type { OptionValues } from '../../engine/option.ts';
import type { Ruleset, RulesetResult } from '../../engine/ruleset.ts';
import type { Scenario } from '../../engine/scenario.ts';
import { t } from '../../engine/text.ts';
import { Trace } from '../../engine/trace.ts';
import { LK_CLAUSES } from './clauses.ts';
import type { LkContext } from './context.ts';
import { resolveDay } from './day/index.ts';
import { initialState } from './init.ts';
import { resolveNight } from './night/index.ts';
import { LK_OPTIONS } from './options.ts';
import { LK_ROLES } from './roles/index.ts';
import { lkRoster, lkRosterMatches } from './roster.ts';
import { checkComposition } from './setup.ts';
import { LK_START_FACTS } from './start-facts.ts';

/** Plays the scenario's phases in order; a game that starts at day 1 gets its night 0 (role PMs). */
function resolveGame(scenario: Scenario, options: OptionValues): RulesetResult {
  const trace = new Trace();
  const ctx: LkContext = { scenario, options, state: initialState(scenario, trace), trace };
  trace.watch(() => lkRoster(ctx.state), (known) => lkRosterMatches(ctx.state, known));
  checkComposition(ctx);
  const first = scenario.phases[0];
  if (first?.kind === 'day' && first.number === 1) {
    resolveNight(ctx, { kind: 'night', number: 0, moves: [], span: first.span });
  }
  for (const phase of scenario.phases) {
    if (phase.kind === 'day') resolveDay(ctx, phase);
    else if (phase.kind === 'night') resolveNight(ctx, phase);
    else trace.diagnose('LK-EVENING', 'warning', t('В «Мафии ЛК» нет вечера; блок пропущен', 'LK Mafia has no evening; the block is skipped'), phase.span);
  }
  trace.finish();
  return {
    steps: trace.steps, days: trace.days, nights: trace.nights, phases: trace.phases,
    actions: trace.actions(), diagnostics: trace.diagnostics, winner: ctx.state.winner,
  };
}

/** «Мафия ЛК» as a ruleset: roles, clauses and options as data, plus the resolver. */
export const mafiaLk: Ruleset = {
  id: 'mafia-lk',
  name: t('Мафия ЛК', 'LK Mafia'),
  aliases: ['mafia-lk', 'мафия-лк', 'lk', 'лк', 'мафия лк'],
  roles: LK_ROLES,
  clauses: LK_CLAUSES,
  options: LK_OPTIONS,
  teams: {
    honest: ['honest', 'town', 'light', 'мирный', 'мирные', 'честный', 'светлый', 'город', 'за город'],
    mafia: ['mafia', 'maf', 'black', 'маф', 'мафия', 'мафиози', 'чёрный', 'черный'],
    maniac: ['maniac', 'dark', 'маньяк', 'тёмный', 'темный', 'за себя'],
  },
  startFacts: LK_START_FACTS,
  resolve: resolveGame,
};
