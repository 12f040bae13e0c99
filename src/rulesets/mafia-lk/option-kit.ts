import type { OptionSpec, Reading } from '../../engine/option.ts';
import { t } from '../../engine/text.ts';

/** One reading as [value, Russian label, English label]. */
export type ReadingRow = readonly [string, string, string];

/** An OptionSpec whose key is kept as a literal type, so option look-ups are checked. */
export type KeyedOption<K extends string> = OptionSpec & { readonly key: K };

/** Builds an option: the first reading is the default (the Lean of RULES-NOTES, after D.R). */
export function option<K extends string>(
  key: K, item: string, clause: string, ru: string, en: string,
  first: ReadingRow, second: ReadingRow, ...rest: ReadingRow[]
): KeyedOption<K> {
  const reading = ([value, lru, len]: ReadingRow): Reading => ({ value, label: t(lru, len) });
  return {
    key, item, clause, question: t(ru, en),
    readings: [reading(first), reading(second), ...rest.map(reading)],
    defaultValue: first[0],
  };
}

/** The usual yes/no pair, with the default first. */
export function yesNo(defaultYes: boolean): [ReadingRow, ReadingRow] {
  const yes: ReadingRow = ['true', 'да', 'yes'];
  const no: ReadingRow = ['false', 'нет', 'no'];
  return defaultYes ? [yes, no] : [no, yes];
}
