import type { GameRules } from '../../engine/game-loop.ts';
import type { Ruleset } from '../../engine/ruleset.ts';
import type { NightInput, Scenario } from '../../engine/scenario.ts';
import { memoryPhaseBegins } from '../../engine/memory-watch.ts';
import { t } from '../../engine/text.ts';
import { TM_ABOUT } from './about.ts';
import { TM_START_FACTS } from './start-facts.ts';
import type { TmContext } from './context.ts';
import { resolveDay } from './day/index.ts';
import { emptyEvening, resolveEvening } from './evening/index.ts';
import { expireDayFlags } from './evening/expire.ts';
import { initialState } from './initial-state.ts';
import { recordHistoryNight, isHistoryNight } from './night/history.ts';
import { resolveNight } from './night/index.ts';
import { tmRosterSource } from './roster.ts';
import type { TmState } from './state.ts';
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

/** What the loop remembers between phases: the evening just played, for the night that follows it. */
interface TmLoop {
  eveningFor: number | null;
}

/** The first phase that is not a history night, and those before it, decide the start state (start-state.ts). */
function startReads(scenario: Scenario): number {
  const first = scenario.phases.findIndex((ph) => ph.kind !== 'night' || !ph.history);
  return first < 0 ? scenario.phases.length + 1 : first + 1;
}

/** «Три мушкетера» in the one game loop: the win is checked after days and played nights. */
const game: GameRules<TmState, TmContext, TmLoop> = {
  start: (scenario, options, _trace, rng) => {
    const state = initialState(scenario, options);
    state.rng = rng; // the kernel's, seeded the same (copying the state to set it cost every resolve)
    return state;
  },
  context: (ctx) => ctx,
  roster: tmRosterSource,
  loop: () => ({ eveningFor: null }),
  startReads,
  day: (ctx, phase) => {
    memoryPhaseBegins(ctx.state.memory);
    resolveDay(ctx, phase);
    return true;
  },
  evening: (ctx, phase, loop) => {
    memoryPhaseBegins(ctx.state.memory);
    resolveEvening(ctx, phase);
    loop.eveningFor = phase.number;
  },
  night: (ctx, phase, loop) => {
    memoryPhaseBegins(ctx.state.memory);
    const afterEvening = loop.eveningFor === phase.number;
    loop.eveningFor = null;
    if (isHistoryNight(phase) && !afterEvening) {
      recordHistoryNight(ctx, phase);
      return false;
    }
    prepareNight(ctx, phase, afterEvening);
    resolveNight(ctx, phase);
    return true;
  },
  checkWin,
  gameOver: (ctx, phase) =>
    ctx.trace.diagnose(
      'GAME_OVER',
      'info',
      t(
        'Игра уже окончена победой; следующие фазы разобраны для справки',
        'The game is already won; later phases are resolved for reference only',
      ),
      phase.span,
    ),
};

/** «Три мушкетера» as a ruleset. */
export const threeMusketeers: Ruleset = { ...TM_ABOUT, startFacts: TM_START_FACTS, game };
