/**
 * Which ruleset a scenario names: `ruleset ID` matched against each ruleset's aliases, with the
 * three-musketeers default (and a warning) when the line is missing.
 */
import type { Ruleset } from '../engine/ruleset.ts';
import type { RulesetId } from '../engine/scenario.ts';
import { RULESETS } from '../rulesets/index.ts';
import { normalizeName } from './normalize.ts';

/** The ruleset used when a scenario does not name one. */
export const DEFAULT_RULESET: RulesetId = 'three-musketeers';

/** Every ruleset, in a stable order. */
export function allRulesets(): Ruleset[] {
  return Object.values(RULESETS);
}

/** The ruleset a word names (id or alias, case/ё-insensitive), if any. */
export function findRuleset(word: string): Ruleset | undefined {
  const k = normalizeName(word);
  return allRulesets().find((r) => normalizeName(r.id) === k || r.aliases.some((a) => normalizeName(a) === k));
}

/** All words that select some ruleset (for suggestions and completion). */
export function rulesetWords(): string[] {
  return allRulesets().flatMap((r) => [r.id, ...r.aliases]);
}
