import type { Diagnostic } from './diagnostic.ts';
import { playGame, type PlayedGame } from './game-loop.ts';
import { resolveOptions, type OptionValues } from './option.ts';
import { phasesInPlayOrder } from './phase-order.ts';
import type { Ruleset, RulesetResult } from './ruleset.ts';
import type { Scenario } from './scenario.ts';
import { firstChangedPhase, sameData, sameSetting } from './same-input.ts';
import { NO_SPAN } from './span.ts';
import { t } from './text.ts';
import type { Timeline } from './timeline.ts';

/** A resolve that can be resumed: the timeline, the scenario in play order and the game with its checkpoints. */
export interface Resolved {
  readonly timeline: Timeline;
  readonly scenario: Scenario;
  readonly options: OptionValues;
  /** Null after an engine fault (nothing to resume from). */
  readonly game: PlayedGame | null;
  /** The phase the resolve started from (0: a full resolve); for benches and tests. */
  readonly resumedAt: number;
  /**
   * True when it stopped early (`until`): the timeline holds the phases played so far, with no
   * winner and no action lifecycles yet; resolving again with this as `previous` plays the rest.
   */
  readonly partial: boolean;
}

/**
 * The engine's only way in: scenario + ruleset → timeline. Options are filled with defaults and
 * checked first. A resolver bug becomes an ENGINE_FAULT diagnostic instead of a crash, so the
 * playground keeps the user's draft and shows what went wrong.
 */
export function resolve(written: Scenario, ruleset: Ruleset): Timeline {
  return resolveRecorded(written, ruleset, null, false).timeline;
}

/**
 * Resolves with a checkpoint at every phase's start. With `previous` (an earlier resolve of the
 * same game), it resumes from the checkpoint of the first phase whose input changed (or where a
 * partial `previous` stopped), when the ruleset, options and players read the same; otherwise it
 * resolves in full. With `until`, it stops at the first phase boundary where the timeline has
 * that many steps (a partial resolve), so a long game can show its start first.
 */
export function resolveRecorded(
  written: Scenario,
  ruleset: Ruleset,
  previous: Resolved | null,
  checkpoints = true,
  until?: number,
): Resolved {
  const { scenario, diagnostics: orderDiagnostics } = phasesInPlayOrder(written);
  const { values, diagnostics: resolved } = resolveOptions(ruleset.options, scenario.options);
  const optionDiagnostics = [...orderDiagnostics, ...resolved];
  const base = { ruleset: ruleset.id, seed: scenario.seed, options: values };
  const from = resumePoint(previous, scenario, values, ruleset);
  try {
    const checked = ruleset.check ? ruleset.check(scenario) : [];
    const game = playGame(ruleset.game, scenario, values, { checkpoints, ...(from ? { from } : {}), ...(until ? { until } : {}) });
    const played = game.result.diagnostics;
    // most games have no option or check diagnostics: the trace's own list, not a copy of 30,000 (it is not written again)
    const all = optionDiagnostics.length + checked.length === 0 ? played : [...optionDiagnostics, ...checked, ...played];
    const timeline = timelineOf(base, game.result, all);
    const partial = game.played < scenario.phases.length;
    return { timeline, scenario, options: values, game, resumedAt: from?.phase ?? 0, partial };
  } catch (error) {
    const fault: Diagnostic = {
      code: 'ENGINE_FAULT',
      severity: 'error',
      message: t(`Внутренняя ошибка движка: ${String(error)}`, `Internal engine error: ${String(error)}`),
      span: NO_SPAN,
    };
    const timeline: Timeline = {
      ...base,
      steps: [],
      days: [],
      nights: [],
      phases: [],
      actions: [],
      diagnostics: [...optionDiagnostics, fault],
      winner: null,
    };
    return { timeline, scenario, options: values, game: null, resumedAt: 0, partial: false };
  }
}

/** The timeline's record, field by field in its key order (spreading the game's result into it cloned it slowly). */
function timelineOf(base: Pick<Timeline, 'ruleset' | 'seed' | 'options'>, r: RulesetResult, diagnostics: readonly Diagnostic[]): Timeline {
  const { steps, days, nights, phases, actions, winner } = r;
  return { ruleset: base.ruleset, seed: base.seed, options: base.options, steps, days, nights, phases, actions, diagnostics, winner };
}

/** Where an edited scenario can resume from `previous`, or null for a full resolve. */
function resumePoint(previous: Resolved | null, scenario: Scenario, values: OptionValues, ruleset: Ruleset) {
  const game = previous?.game;
  if (!game || game.checkpoints.length === 0 || previous.timeline.ruleset !== ruleset.id) return null;
  if (!sameData(previous.options, values) || !sameSetting(previous.scenario, scenario)) return null;
  // a partial resolve resumes where it stopped at the latest (it has no checkpoints beyond)
  const phase = Math.min(firstChangedPhase(previous.scenario.phases, scenario.phases), game.played);
  const reads = ruleset.game.startReads ?? (() => 1);
  const startReads = Math.max(reads(scenario), reads(previous.scenario));
  if (phase < startReads || phase >= game.checkpoints.length) return null;
  return { game, phase };
}
