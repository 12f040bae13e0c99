// The one game loop every ruleset configures: it walks the phases in play order, hands each to
// the ruleset's handler, runs the win check where the ruleset asks for it, reports a game already
// won, seeds the random and finishes the trace. At each phase's start it can take a checkpoint,
// from which a later resolve of an edited scenario resumes (`checkpoint` below, Trace.mark; engine/resolve.ts).
import { copySharing, deepCopy } from './deep-copy.ts';
import type { OptionValues } from './option.ts';
import { seedRng, type Rng } from './random.ts';
import type { RosterSource } from './roster-source.ts';
import type { RulesetResult } from './ruleset.ts';
import type { DayInput, EveningInput, NightInput, PhaseInput, Scenario } from './scenario.ts';
import { Trace, type TraceMark } from './trace.ts';

/** What every handler receives: the scenario, the options in force, the live state and the trace. */
export interface GameContext<S> {
  readonly scenario: Scenario;
  readonly options: OptionValues;
  readonly state: S;
  readonly trace: Trace;
}

/**
 * A phase handler. `loop` is the ruleset's own memory between phases (flat, copied with each
 * checkpoint). Returning true asks the kernel to run the win check after the phase.
 */
export type PhaseHandler<C, P extends PhaseInput, L> = (ctx: C, phase: P, loop: L) => boolean | void;

/** How a ruleset plays: its state, its handlers and its win check. Handlers stay in the ruleset. */
export interface GameRules<S, C extends GameContext<S> = GameContext<S>, L extends object = object> {
  /** The state before the first phase; the kernel has seeded the random. */
  readonly start: (scenario: Scenario, options: OptionValues, trace: Trace, rng: Rng) => S;
  /** The ruleset's own context (the kernel's plus anything the handlers need). */
  readonly context: (ctx: GameContext<S>) => C;
  /** The recorded roster: how the trace reads each player's state. */
  readonly roster: (state: S) => RosterSource;
  /** The loop memory at the start of a game. */
  readonly loop: () => L;
  /** Whatever happens before the first written phase (a composition check, LK's night 0); true: check the win after it. */
  readonly opening?: (ctx: C) => boolean | void;
  readonly day: PhaseHandler<C, DayInput, L>;
  readonly evening: PhaseHandler<C, EveningInput, L>;
  readonly night: PhaseHandler<C, NightInput, L>;
  /** The win check the kernel runs after a phase whose handler returned true; null: nobody has won. */
  readonly checkWin?: (ctx: C, phase: 'day' | 'night', number: number) => string | null;
  /** The winner the handlers found themselves (a ruleset that checks the win mid-phase). */
  readonly winner?: (ctx: C) => string | null;
  /**
   * How many leading phases the start state and the opening read (a resume never starts before
   * them); 1 when absent.
   */
  readonly startReads?: (scenario: Scenario) => number;
  /** Reports, once, that a phase is played after the game was won. */
  readonly gameOver?: (ctx: C, phase: PhaseInput, winner: string) => void;
}

/** Everything needed to resume at the start of scenario phase `phase` (an index into scenario.phases). */
export interface Checkpoint {
  readonly phase: number;
  /** A deep copy of the ruleset's state (the random's state is part of it). */
  readonly state: unknown;
  readonly loop: object;
  readonly won: string | null;
  readonly overReported: boolean;
  readonly trace: TraceMark;
}

/**
 * A game played: the result, the trace it was read from and, when asked for, the checkpoints. A
 * game stopped early (`until`) played only its first `played` phases; its last checkpoint, of
 * phase `played`, resumes it.
 */
export interface PlayedGame {
  readonly result: RulesetResult;
  readonly trace: Trace;
  readonly checkpoints: readonly Checkpoint[];
  readonly played: number;
}

/** Where to resume: a game played earlier (with checkpoints) and the first phase whose input changed. */
export interface ResumeFrom {
  readonly game: PlayedGame;
  readonly phase: number;
}

interface Running<S, C, L> {
  readonly ctx: C;
  readonly state: S;
  loop: L;
  won: string | null;
  overReported: boolean;
  readonly checkpoints: Checkpoint[];
}

/** Plays `scenario` (its phases already in play order) under `rules`; resumes from `from` when given. */
export function playGame<S, C extends GameContext<S>, L extends object>(
  rules: GameRules<S, C, L>,
  scenario: Scenario,
  options: OptionValues,
  record: { checkpoints: boolean; from?: ResumeFrom; until?: number },
): PlayedGame {
  const at = record.from ? record.from.game.checkpoints[record.from.phase] : undefined;
  const run = at && record.from ? resumeRun(rules, scenario, options, record.from.game, at) : freshRun(rules, scenario, options);
  const { ctx } = run;
  const first = at ? at.phase : 0;
  // `until`: stop at the first phase boundary where the timeline has that many steps, after at least
  // one phase and never before a phase a resume could start from (startReads)
  const until = record.checkpoints ? (record.until ?? Infinity) : Infinity;
  const earliest = Math.max(first + 1, rules.startReads?.(scenario) ?? 1);
  let i = first;
  for (; i < scenario.phases.length; i++) {
    if (i >= earliest && ctx.trace.steps.length >= until) break;
    const phase = scenario.phases[i]!;
    if (record.checkpoints) run.checkpoints.push(checkpoint(run, i));
    const winner = run.won ?? rules.winner?.(ctx) ?? null;
    if (winner && !run.overReported && rules.gameOver) {
      run.overReported = true;
      rules.gameOver(ctx, phase, winner);
    }
    const checks = playPhase(rules, ctx, phase, run.loop);
    if (checks && rules.checkWin && phase.kind !== 'evening') run.won ??= rules.checkWin(ctx, phase.kind, phase.number);
  }
  // one more at the end (or where it stopped), so phases appended later (or the rest) resume from here
  if (record.checkpoints) run.checkpoints.push(checkpoint(run, i));
  const stopped = i < scenario.phases.length;
  // finish() after the mark: what it settles is undone by a resume (Trace.resume)
  ctx.trace.finish();
  const t = ctx.trace;
  const result: RulesetResult = {
    steps: t.steps,
    days: t.days,
    nights: t.nights,
    phases: t.phases,
    // read when the game is complete: a stopped game's would be read again with every chunk of its rest
    actions: stopped ? [] : t.actions(),
    diagnostics: t.diagnostics,
    // a stopped game's winner is not known yet (the rest is still to be played)
    winner: stopped ? null : (run.won ?? rules.winner?.(ctx) ?? null),
  };
  return { result, trace: t, checkpoints: run.checkpoints, played: i };
}

function playPhase<S, C extends GameContext<S>, L extends object>(rules: GameRules<S, C, L>, ctx: C, phase: PhaseInput, loop: L): boolean {
  if (phase.kind === 'day') return rules.day(ctx, phase, loop) === true;
  if (phase.kind === 'evening') return rules.evening(ctx, phase, loop) === true;
  return rules.night(ctx, phase, loop) === true;
}

function freshRun<S, C extends GameContext<S>, L extends object>(
  rules: GameRules<S, C, L>,
  scenario: Scenario,
  options: OptionValues,
): Running<S, C, L> {
  const trace = new Trace();
  const state = rules.start(scenario, options, trace, seedRng(scenario.seed));
  const ctx = rules.context({ scenario, options, state, trace });
  trace.watch(rules.roster(state));
  const won = rules.opening?.(ctx) === true && rules.checkWin ? rules.checkWin(ctx, 'night', 0) : null;
  return { ctx, state, loop: rules.loop(), won, overReported: false, checkpoints: [] };
}

function resumeRun<S, C extends GameContext<S>, L extends object>(
  rules: GameRules<S, C, L>,
  scenario: Scenario,
  options: OptionValues,
  game: PlayedGame,
  at: Checkpoint,
): Running<S, C, L> {
  const trace = Trace.resume(game.trace, at.trace);
  const state = deepCopy(at.state) as S;
  const ctx = rules.context({ scenario, options, state, trace });
  trace.watch(rules.roster(state));
  const checkpoints = game.checkpoints.slice(0, at.phase);
  return { ctx, state, loop: deepCopy(at.loop) as L, won: at.won, overReported: at.overReported, checkpoints };
}

/** A copy of the live state, sharing with the previous checkpoint whatever did not change since (checkpoints are never written to). */
function checkpoint<S, C extends GameContext<S>, L extends object>(run: Running<S, C, L>, phase: number): Checkpoint {
  const earlier = run.checkpoints[run.checkpoints.length - 1];
  return {
    phase,
    state: copySharing(run.state as unknown, earlier?.state),
    loop: copySharing(run.loop as object, earlier?.loop),
    won: run.won,
    overReported: run.overReported,
    trace: run.ctx.trace.mark(),
  };
}
