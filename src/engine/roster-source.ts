// How the trace reads the players' state from a ruleset's live state (engine/trace.ts).
import type { PlayerState, Roster } from './roster.ts';

/**
 * A ruleset's view of its players for the recorded roster. The trace asks after every step what
 * changed, so the cheap questions come first: `suspects` names the players that may have changed
 * (a write barrier knows), else `matches` tells whether anything did; only then is state built.
 */
export interface RosterSource {
  /** Every player's state now, in declaration order. */
  readonly all: () => Roster;
  /** Is the live state still `known`? (Compared field by field, nothing built.) */
  readonly matches?: (known: Roster) => boolean;
  /** Indices of the players that may have changed since the last call, in any order; 'all' when unknown. */
  readonly suspects?: () => readonly number[] | 'all';
  /** One player's state now (with `suspects`). */
  readonly player?: (index: number) => PlayerState;
  /**
   * Is player `index` still exactly `known`? (Compared field by field, nothing built.) With
   * `player`, lets the trace rebuild only the players that differ when `suspects` says 'all'.
   */
  readonly unchanged?: (index: number, known: PlayerState) => boolean;
  /** How many players there are now (with `unchanged`: the trace asks it only of a roster of that length). */
  readonly count?: () => number;
}
