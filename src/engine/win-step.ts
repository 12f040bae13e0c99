// The win as a timeline step, the same for every ruleset: the kernel runs the ruleset's win check
// after a phase (game-loop.ts) and the ruleset records its verdict here. Expectations find the
// first win by the step id's `.win` suffix (expect.ts), so the id shape lives in one place.
import type { Trace } from './trace.ts';
import type { Cause } from './timeline.ts';
import type { Text } from './text.ts';
import { dayStep, nightStep } from './step-id.ts';

/** Records the game's first win after day or night `number` as the automatic step `d3.win` / `n3.win`. */
export function recordWin<C extends string>(
  trace: Trace<C>,
  phase: 'day' | 'night',
  number: number,
  summary: Text,
  causes: readonly Cause<C>[],
): void {
  trace.step({
    id: phase === 'day' ? dayStep(number, 'win') : nightStep(number, 'win'),
    phase: phase === 'day' ? 'day' : 'morning',
    number,
    automatic: true,
    outcome: 'info',
    summary,
    causes,
    changes: [],
    affects: [],
  });
}
