import type { TmContext } from '../context.ts';
import { TM_OPTIONS } from '../options.ts';

/** Every option's Lean default, by key (one lookup instead of a scan of the option table). */
const DEFAULTS: ReadonlyMap<string, string> = new Map(TM_OPTIONS.map((o) => [o.key, o.defaultValue]));

/** The value in force of an option: the scenario's setting, else the Lean default (day or night table). */
export function optionValue(ctx: TmContext, key: string): string {
  const set = ctx.options[key];
  if (set !== undefined) return set;
  return DEFAULTS.get(key) ?? '';
}

/** True when a boolean option is 'true'. */
export function optionOn(ctx: TmContext, key: string): boolean {
  return optionValue(ctx, key) === 'true';
}

/** The option as a cause annotation: which reading a ruling hinged on. */
export function optionNote(ctx: TmContext, key: string): { key: string; value: string } {
  return { key, value: optionValue(ctx, key) };
}
