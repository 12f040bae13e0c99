import type { OptionSpec, Reading } from './option.ts';
import { t } from './text.ts';

/** One reading as [value, Russian label, English label]. */
export type ReadingRow = readonly [string, string, string];

/** An OptionSpec whose key is kept as a literal type, so rulesets can only ask for known keys. */
export type KeyedOption<K extends string> = OptionSpec & { readonly key: K };

/**
 * Builds an option for a ruleset's table. The first reading is the default: the reading the
 * rulebook favours ("Lean" in RULES-NOTES, after its corrections).
 */
export function optionSpec<K extends string>(
  key: K, item: string, clause: string, ru: string, en: string,
  rows: readonly [ReadingRow, ReadingRow, ...ReadingRow[]],
): KeyedOption<K> {
  const reading = ([value, lru, len]: ReadingRow): Reading => ({ value, label: t(lru, len) });
  const [first, second, ...rest] = rows;
  return {
    key, item, clause, question: t(ru, en),
    readings: [reading(first), reading(second), ...rest.map(reading)],
    defaultValue: first[0],
  };
}
