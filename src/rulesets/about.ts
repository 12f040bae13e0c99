import type { RulesetAbout } from '../engine/ruleset.ts';
import type { RulesetId } from '../engine/scenario.ts';
import { LK_ABOUT } from './mafia-lk/about.ts';
import { TM_ABOUT } from './three-musketeers/about.ts';

/**
 * Every rulebook as data (names, roles, clauses, options), without the resolvers: the page shows
 * these at start-up, while the resolvers load with the analysis (index.ts).
 */
export const ABOUT: Readonly<Record<RulesetId, RulesetAbout>> = {
  'three-musketeers': TM_ABOUT,
  'mafia-lk': LK_ABOUT,
};
