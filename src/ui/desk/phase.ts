// Where the desk stands in the game: a phase and its number, stepped in play order.
import type { DeskPhases } from '../../engine/ruleset.ts';
import type { Scenario } from '../../engine/scenario.ts';

/** A desk phase: the three scenario blocks plus the morning after a night. */
export type DeskPhase = 'day' | 'evening' | 'night' | 'morning';

/** One place in the game. */
export interface DeskAt {
  readonly phase: DeskPhase;
  readonly n: number;
}

/** The phases a ruleset plays each round, as its `Ruleset.desk` says (LK has no evening). */
export function phasesOf(desk: DeskPhases): DeskPhase[] {
  return desk.evening ? ['day', 'evening', 'night', 'morning'] : ['day', 'night', 'morning'];
}

/** The next (`step` 1) or previous (`step` -1) place; never before day 1. */
export function stepAt(at: DeskAt, desk: DeskPhases, step: 1 | -1): DeskAt {
  const list = phasesOf(desk);
  const i = list.indexOf(at.phase);
  const j = i + step;
  if (j >= list.length) return { phase: list[0]!, n: at.n + 1 };
  if (j < 0) return at.n > 1 ? { phase: list[list.length - 1]!, n: at.n - 1 } : at;
  return { phase: list[j]!, n: at.n };
}

/**
 * Where a game file stands: the first day with no votes yet (a file prepared ahead, with the
 * days' expectations), else its last block (a night's morning once the night has moves).
 */
export function latestAt(s: Scenario): DeskAt {
  const open = s.phases.find((p) => p.kind === 'day' && p.events.length === 0);
  if (open) return { phase: 'day', n: Math.max(1, open.number) };
  const last = s.phases[s.phases.length - 1];
  if (!last) return { phase: 'day', n: 1 };
  if (last.kind === 'night') return { phase: last.moves.length ? 'morning' : 'night', n: Math.max(1, last.number) };
  return { phase: last.kind, n: Math.max(1, last.number) };
}
