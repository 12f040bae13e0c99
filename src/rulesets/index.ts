import { resolve, resolveRecorded, type Resolved } from '../engine/resolve.ts';
import type { Ruleset } from '../engine/ruleset.ts';
import type { RulesetId, Scenario } from '../engine/scenario.ts';
import type { Timeline } from '../engine/timeline.ts';
import { mafiaLk } from './mafia-lk/index.ts';
import { threeMusketeers } from './three-musketeers/index.ts';

/** Every rulebook the product knows, by id. */
export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = {
  'three-musketeers': threeMusketeers,
  'mafia-lk': mafiaLk,
};

/** Resolves a scenario under the ruleset it names. */
export function resolveScenario(scenario: Scenario): Timeline {
  return resolve(scenario, RULESETS[scenario.ruleset]);
}

/**
 * Resolves with checkpoints (when `checkpoints`), resuming from `previous` where the edit allows;
 * with `until`, stops at the first phase boundary with that many steps (a partial resolve).
 */
export function resolveScenarioRecorded(scenario: Scenario, previous: Resolved | null, checkpoints = true, until?: number): Resolved {
  return resolveRecorded(scenario, RULESETS[scenario.ruleset], previous, checkpoints, until);
}
