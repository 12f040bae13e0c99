import type { PlayerDecl } from './scenario.ts';
import type { Text } from './text.ts';

/**
 * A mid-game fact a player line may carry (`player Кэтти, самоохрана-использована`): a spent
 * one-shot or a state carried from the night before the scenario starts. Rulesets list theirs as
 * data; the DSL reads, completes and explains them from this table, so both rulesets spell and
 * check their facts the same way.
 */
export interface StartFactSpec {
  /** Canonical id, stored in `PlayerDecl.flags`. */
  readonly id: string;
  /** Spellings the DSL accepts: the id first, then Russian ones. */
  readonly words: readonly string[];
  /** Role ids that may carry it; empty = any player. */
  readonly roles: readonly string[];
  /** `player` when the fact names another player after it (`наследует Атоса`). */
  readonly argument?: 'player';
  /** Why the named player cannot be this fact's argument (the ruleset's own rule), or null when he can. */
  readonly refuseArgument?: (named: PlayerDecl) => Text | null;
  /** Written on exactly two players, who share it (Felton's pair). */
  readonly pair?: true;
  /** The rule clause this fact feeds (its effect is that clause's memory). */
  readonly clause: string;
  /** What the fact says, for hovers and completion. */
  readonly meaning: Text;
}

/** Finds a fact by id. */
export function startFact(facts: readonly StartFactSpec[] | undefined, id: string): StartFactSpec | undefined {
  return facts?.find((f) => f.id === id);
}
