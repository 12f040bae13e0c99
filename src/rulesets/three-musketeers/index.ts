import type { OptionValues } from '../../engine/option.ts';
import type { Ruleset, RulesetResult } from '../../engine/ruleset.ts';
import type { NightInput, Scenario } from '../../engine/scenario.ts';
import { t } from '../../engine/text.ts';
import { Trace } from '../../engine/trace.ts';
import { TM_CLAUSES } from './clauses.ts';
import type { TmContext } from './context.ts';
import { resolveDay } from './day/index.ts';
import { emptyEvening, resolveEvening } from './evening/index.ts';
import { expireDayFlags } from './evening/expire.ts';
import { initialState } from './initial-state.ts';
import { recordHistoryNight, isHistoryNight } from './night/history.ts';
import { resolveNight } from './night/index.ts';
import { TM_OPTIONS } from './options.ts';
import { TM_ABILITY_NAMES, TM_ROLES } from './roles/index.ts';
import { tmRoster, tmRosterMatches } from './roster.ts';
import { TM_START_FACTS } from './start-facts.ts';
import { checkWin } from './win-check.ts';

/**
 * Before a night: the evening must have happened. With no evening block the evening is derived
 * (empty input); a night with its own explicit order needs none, but the day flags still expire
 * and its order stands in as "the previous official order" for the next reversal.
 */
function prepareNight(ctx: TmContext, night: NightInput, eveningDone: boolean): void {
  if (eveningDone) return;
  if (!night.order) {
    resolveEvening(ctx, emptyEvening(night.number));
    return;
  }
  const known = new Set(ctx.state.players.map((p) => p.name));
  ctx.state.previousOfficialOrder = night.order.names.map((n) => n.name).filter((n) => known.has(n));
  expireDayFlags(ctx.state);
}

/** Plays the scenario's phases in order, carrying the state over; checks the win after days and nights. */
function resolveGame(scenario: Scenario, options: OptionValues): RulesetResult {
  const trace = new Trace();
  const ctx: TmContext = { scenario, options, state: initialState(scenario, options), trace };
  trace.watch(() => tmRoster(ctx.state), (known) => tmRosterMatches(ctx.state, known));
  let eveningFor: number | null = null;
  let won: 'honest' | 'mafia' | null = null;
  let overReported = false;
  for (const phase of scenario.phases) {
    if (won && !overReported) {
      overReported = true;
      trace.diagnose('GAME_OVER', 'info', t('Игра уже окончена победой; следующие фазы разобраны для справки', 'The game is already won; later phases are resolved for reference only'), phase.span);
    }
    if (phase.kind === 'day') {
      resolveDay(ctx, phase);
      won ??= checkWin(ctx, 'day', phase.number);
    } else if (phase.kind === 'evening') {
      resolveEvening(ctx, phase);
      eveningFor = phase.number;
    } else if (isHistoryNight(phase) && eveningFor !== phase.number) {
      recordHistoryNight(ctx, phase);
      eveningFor = null;
    } else {
      prepareNight(ctx, phase, eveningFor === phase.number);
      resolveNight(ctx, phase);
      eveningFor = null;
      won ??= checkWin(ctx, 'night', phase.number);
    }
  }
  trace.finish();
  return {
    steps: trace.steps, days: trace.days, nights: trace.nights, phases: trace.phases,
    actions: trace.actions(), diagnostics: trace.diagnostics, winner: won,
  };
}

/** «Три мушкетера» as a ruleset. */
export const threeMusketeers: Ruleset = {
  id: 'three-musketeers',
  name: t('Три мушкетера', 'The Three Musketeers'),
  aliases: ['three-musketeers', 'три-мушкетера', 'tm', 'тм', 'три мушкетера'],
  roles: TM_ROLES,
  abilityNames: TM_ABILITY_NAMES,
  clauses: TM_CLAUSES,
  options: TM_OPTIONS,
  teams: { honest: ['honest', 'честный', 'чиж', 'town'], mafia: ['mafia', 'maf', 'маф', 'мафия', 'предатель'] },
  startFacts: TM_START_FACTS,
  previousOrder: t('Официальный порядок (до перестановок) ночи перед первым блоком: от него идут обратный порядок непроголосовавших (A-39) и дуэль (A-85)',
    'The official (pre-swap) order of the night before the first block: non-voters (A-39) and a duel (A-85) are reversed against it'),
  resolve: resolveGame,
};
