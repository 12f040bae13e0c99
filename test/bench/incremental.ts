// Incremental re-resolve: a keystroke in the last night, analysed in full and resumed from the
// previous analysis's checkpoint (what the playground's worker does). Figures only.
import { analyse } from '../../src/dsl/session.ts';
import { parseScenario } from '../../src/dsl/parse.ts';
import { resolveScenario, resolveScenarioRecorded } from '../../src/rulesets/index.ts';
import { gameText } from './game-text.ts';
import { keystroke, keystrokeAt } from './keystroke.ts';
import { medianMs, round } from './timing.ts';

/** Full and incremental figures (ms) for one game size. */
export interface IncrementalFigures {
  readonly fullResolveMs: number;
  readonly resumedResolveMs: number;
  readonly fullAnalyseMs: number;
  readonly incrementalAnalyseMs: number;
  /** The same for a keystroke half-way through the text (half the text is parsed and checked again). */
  readonly midGameAnalyseMs: number;
  /** Resolving with a checkpoint at every phase, from scratch (what the first analysis of a text costs). */
  readonly recordedResolveMs: number;
}

export function incrementalFigures(players: number, days: number, runs: number): IncrementalFigures {
  const text = gameText(players, days, 1);
  const first = analyse(text, [], { previous: null });
  const edited = keystroke(text, ' ');
  const midGame = keystrokeAt(text, 0.5, ' ');
  const scenario = parseScenario(edited).scenario;
  const previous = first.resolved!;
  return {
    fullResolveMs: round(medianMs(() => void resolveScenario(scenario), runs)),
    resumedResolveMs: round(medianMs(() => void resolveScenarioRecorded(scenario, previous), runs)),
    recordedResolveMs: round(medianMs(() => void resolveScenarioRecorded(scenario, null), runs)),
    fullAnalyseMs: round(medianMs(() => void analyse(edited), runs)),
    incrementalAnalyseMs: round(medianMs(() => void analyse(edited, [], { previous: first }), runs)),
    midGameAnalyseMs: round(medianMs(() => void analyse(midGame, [], { previous: first }), runs)),
  };
}
