/**
 * What a rerun changes in a parsed scenario without touching its text: option readings (the
 * CLI's --option, compare, the Rules tab's verdicts) and a night's played order (the night-order
 * preview). Pure: the written scenario is not changed.
 */
import type { Diagnostic } from '../engine/diagnostic.ts';
import { resolveOptions } from '../engine/option.ts';
import type { Scenario } from '../engine/scenario.ts';
import { NO_SPAN } from '../engine/span.ts';
import { RULESETS } from '../rulesets/index.ts';

/** One option reading that replaces the text's own `option` line. */
export interface OptionOverride {
  readonly key: string;
  readonly value: string;
}

/** Night `night` played in `order`, as if its block had the line `order …` and no other. */
export interface OrderOverride {
  readonly night: number;
  readonly order: readonly string[];
}

export type Override = OptionOverride | OrderOverride;

const isOption = (o: Override): o is OptionOverride => 'key' in o;

/** The scenario with `overrides` applied, and the diagnostics of override readings that do not exist. */
export function applyOverrides(written: Scenario, overrides: readonly Override[]): { scenario: Scenario; diagnostics: Diagnostic[] } {
  if (!overrides.length) return { scenario: written, diagnostics: [] };
  const options = overrides.filter(isOption);
  const orders = new Map(overrides.filter((o): o is OrderOverride => !isOption(o)).map((o) => [o.night, o.order]));
  const keys = new Set(options.map((o) => o.key));
  const lines = options.map((o) => ({ key: o.key, value: o.value, span: NO_SPAN }));
  const scenario: Scenario = {
    ...written,
    options: options.length ? [...written.options.filter((o) => !keys.has(o.key)), ...lines] : written.options,
    phases: orders.size
      ? written.phases.map((p) => {
          const order = p.kind === 'night' ? orders.get(p.number) : undefined;
          return order ? { ...p, order: { names: order.map((name) => ({ name, span: NO_SPAN })), span: NO_SPAN } } : p;
        })
      : written.phases,
  };
  return { scenario, diagnostics: options.length ? resolveOptions(RULESETS[written.ruleset].options, lines).diagnostics : [] };
}
