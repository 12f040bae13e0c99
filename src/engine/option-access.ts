import type { OptionSpec, OptionValues } from './option.ts';

/** A ruleset's option table as its data declares it (`as const`, built with option-kit). */
export type OptionTable = readonly OptionSpec[];

/** Every key of the table, as a union of literals. */
export type OptionKey<T extends OptionTable> = T[number]['key'];

/** The readings one option takes, as a union of literals. */
export type ReadingOf<T extends OptionTable, K extends OptionKey<T>> = Extract<T[number], { readonly key: K }>['defaultValue'];

/** Keys of the yes/no options (readings 'true' and 'false' only): the ones `optionOn` reads. */
export type SwitchKey<T extends OptionTable> = {
  [K in OptionKey<T>]: [ReadingOf<T, K>] extends ['true' | 'false'] ? K : never;
}[OptionKey<T>];

/** Where options in force are read from: a phase context, or anything carrying the values. */
export interface HasOptions {
  readonly options: OptionValues;
}

/** The reading a ruling hinged on, as a cause records it. */
export interface OptionNote<K extends string = string, V extends string = string> {
  readonly key: K;
  readonly value: V;
}

/** The one way rule code reads options: keys and readings are checked against the table. */
export interface OptionAccess<T extends OptionTable> {
  /** The value in force: the scenario's setting, else the Lean default. */
  optionValue<K extends OptionKey<T>>(ctx: HasOptions, key: K): ReadingOf<T, K>;
  /** True when a yes/no option is 'true'. */
  optionOn(ctx: HasOptions, key: SwitchKey<T>): boolean;
  /** The option as a cause annotation: which reading a ruling hinged on. */
  optionNote<K extends OptionKey<T>>(ctx: HasOptions, key: K): OptionNote<K, ReadingOf<T, K>>;
}

/**
 * Binds typed access to a ruleset's option table. The values come from resolveOptions, which
 * has already rejected unknown keys and readings, so the narrowing below is sound.
 */
export function optionAccess<const T extends OptionTable>(table: T): OptionAccess<T> {
  const defaults = new Map<string, string>(table.map((o) => [o.key, o.defaultValue]));
  const optionValue = <K extends OptionKey<T>>(ctx: HasOptions, key: K): ReadingOf<T, K> =>
    (ctx.options[key] ?? defaults.get(key) ?? '') as ReadingOf<T, K>;
  // One frozen note per key and reading, shared by every cause that cites it (a note made per cause
  // was ten thousand records a 200-player game kept); only the table's own readings, so it stays small.
  const notes = new Map<string, Map<string, OptionNote>>();
  for (const o of table) notes.set(o.key, new Map(o.readings.map((r) => [r.value, Object.freeze({ key: o.key, value: r.value })])));
  return {
    optionValue,
    optionOn: (ctx, key) => optionValue(ctx, key) === 'true',
    optionNote: <K extends OptionKey<T>>(ctx: HasOptions, key: K) => {
      const value = optionValue(ctx, key);
      return (notes.get(key)?.get(value) ?? { key, value }) as OptionNote<K, ReadingOf<T, K>>;
    },
  };
}
