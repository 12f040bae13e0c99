import type { GameRules } from '../../engine/game-loop.ts';
import { memoryPhaseBegins } from '../../engine/memory-watch.ts';
import type { Ruleset } from '../../engine/ruleset.ts';
import { t } from '../../engine/text.ts';
import { LK_ABOUT } from './about.ts';
import { LK_START_FACTS } from './start-facts.ts';
import type { LkContext } from './context.ts';
import { resolveDay } from './day/index.ts';
import { initialState } from './init.ts';
import { resolveNight } from './night/index.ts';
import { lkRosterSource } from './roster.ts';
import { checkWin, warnGameOver } from './win.ts';
import { checkComposition } from './setup.ts';
import type { LkState } from './state.ts';

const NO_EVENING = t('В «Мафии ЛК» нет вечера; блок пропущен', 'LK Mafia has no evening; the block is skipped');

/** «Мафия ЛК» in the one game loop: the kernel checks the win after every day and night, night 0 included. */
const game: GameRules<LkState, LkContext> = {
  start: (scenario, _options, trace, rng) => ({ ...initialState(scenario, trace), rng }),
  context: (ctx) => ctx,
  roster: lkRosterSource,
  loop: () => ({}),
  // a game that starts at day 1 gets its night 0 (role PMs)
  opening: (ctx) => {
    checkComposition(ctx);
    const first = ctx.scenario.phases[0];
    if (first?.kind !== 'day' || first.number !== 1) return false;
    memoryPhaseBegins(ctx.state.memory);
    resolveNight(ctx, { kind: 'night', number: 0, moves: [], span: first.span });
    return true;
  },
  // each phase begins with no rule code holding a role memory (engine/memory-watch.ts)
  day: (ctx, phase) => {
    memoryPhaseBegins(ctx.state.memory);
    resolveDay(ctx, phase);
    return true;
  },
  night: (ctx, phase) => {
    memoryPhaseBegins(ctx.state.memory);
    resolveNight(ctx, phase);
    return true;
  },
  evening: (ctx, phase) => ctx.trace.diagnose('LK-EVENING', 'warning', NO_EVENING, phase.span),
  checkWin,
  gameOver: warnGameOver,
};

/** «Мафия ЛК» as a ruleset: roles, clauses and options as data, plus the resolver. */
export const mafiaLk: Ruleset = { ...LK_ABOUT, startFacts: LK_START_FACTS, game };
