import type { OptionValues } from '../../engine/option.ts';
import type { PlayerDecl, PlayerFact, Scenario } from '../../engine/scenario.ts';
import type { TmNightMemo, TmPlayer, TmState } from './state.ts';

/** What a start fact's hook writes into and reads (start-state.ts builds it once per game). */
export interface StartFactUse {
  readonly state: TmState;
  /** The night memory a played-out game would have carried into the first phase. */
  readonly memo: TmNightMemo;
  readonly options: OptionValues;
  /** "Last night": the night before the first phase played (a leading history night is that night). */
  readonly lastNight: number;
  /** The previous order (the top-level `order`, or a leading history night's), or null. */
  readonly previousOrder: readonly string[] | null;
  /** Does this player keep one-shot counters of his own (the Father under C-96 fresh)? */
  readonly ownCounters: (p: TmPlayer) => boolean;
}

/**
 * A start fact's effect (start-facts.ts has its words and meaning), kept in the file of the role
 * whose rule it remembers: it writes the state that clause leaves in a played-out game. A pair
 * fact (Felton's) is applied once, with the pair's other holder as `partner`.
 */
export type StartFactHook = (use: StartFactUse, p: TmPlayer, fact: PlayerFact, partner?: TmPlayer) => void;

/** A role's start facts by id. */
export type StartFactHooks = Readonly<Record<string, StartFactHook>>;

/**
 * The night before the first phase played (day N, evening N and night N all follow night N−1).
 * A leading night written only as history (its order, nothing played) is that night itself.
 */
export function nightBeforeStart(scenario: Scenario): number {
  const first = scenario.phases.find((ph) => ph.kind !== 'night' || !ph.history);
  return (first?.number ?? 1) - 1;
}

/** Does this declared player carry the start fact? */
export function hasFact(decl: PlayerDecl | undefined, id: string): boolean {
  return decl?.flags.includes(id) ?? false;
}
