import type { OptionSpec, Reading } from './option.ts';
import { t } from './text.ts';

/** One reading as [value, Russian label, English label]. */
export type ReadingRow<V extends string = string> = readonly [V, string, string];

/** At least two readings; the first is the default. */
type Rows<V extends string> = readonly [ReadingRow<V>, ReadingRow<V>, ...ReadingRow<V>[]];

/** An option whose key and reading values keep their literal types, so access to it is checked. */
export interface KeyedOption<K extends string, V extends string = string> extends OptionSpec {
  readonly key: K;
  readonly readings: readonly [Reading<V>, Reading<V>, ...Reading<V>[]];
  readonly defaultValue: V;
}

/**
 * Builds an option for a ruleset's table. The first reading is the default: the reading the
 * rulebook favours ("Lean" in RULES-NOTES, after its corrections).
 */
export function optionSpec<const K extends string, const V extends string>(
  key: K,
  item: string,
  clause: string,
  ru: string,
  en: string,
  rows: Rows<V>,
): KeyedOption<K, V> {
  const reading = ([value, lru, len]: ReadingRow<V>): Reading<V> => ({ value, label: t(lru, len) });
  const [first, second, ...rest] = rows;
  return {
    key,
    item,
    clause,
    question: t(ru, en),
    readings: [reading(first), reading(second), ...rest.map(reading)],
    defaultValue: first[0],
  };
}

/** The same builder with the readings as trailing arguments (the «Мафия ЛК» tables). */
export function option<const K extends string, const V extends string>(
  key: K,
  item: string,
  clause: string,
  ru: string,
  en: string,
  ...rows: Rows<V>
): KeyedOption<K, V> {
  return optionSpec(key, item, clause, ru, en, rows);
}

/** One reading with its bilingual label, its value kept as a literal type. */
export function reading<const V extends string>(value: V, ru: string, en: string): ReadingRow<V> {
  return [value, ru, en];
}

type YesNo = ReadingRow<'true' | 'false'>;

/** The usual yes/no pair, with the default first. */
export function yesNo(defaultYes: boolean): [YesNo, YesNo] {
  const yes: YesNo = ['true', 'да', 'yes'];
  const no: YesNo = ['false', 'нет', 'no'];
  return defaultYes ? [yes, no] : [no, yes];
}
