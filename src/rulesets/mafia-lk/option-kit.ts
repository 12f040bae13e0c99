import { optionSpec, type KeyedOption, type ReadingRow } from '../../engine/option-kit.ts';

export type { KeyedOption, ReadingRow };

/** Builds an option: the first reading is the default (the Lean of RULES-NOTES, after D.R). */
export function option<K extends string>(
  key: K, item: string, clause: string, ru: string, en: string,
  first: ReadingRow, second: ReadingRow, ...rest: ReadingRow[]
): KeyedOption<K> {
  return optionSpec(key, item, clause, ru, en, [first, second, ...rest]);
}

/** The usual yes/no pair, with the default first. */
export function yesNo(defaultYes: boolean): [ReadingRow, ReadingRow] {
  const yes: ReadingRow = ['true', 'да', 'yes'];
  const no: ReadingRow = ['false', 'нет', 'no'];
  return defaultYes ? [yes, no] : [no, yes];
}
