import type { Text } from './text.ts';

/**
 * A rule clause the engine can cite. `source` is the rulebook line reference ("L101"), `quote`
 * the rulebook's own words (Russian), `summary` our bilingual reading of it.
 */
export interface Clause {
  readonly id: string;
  readonly source: string;
  readonly quote: string;
  readonly summary: Text;
}
