import type { Diagnostic } from './diagnostic.ts';
import { resolveOptions } from './option.ts';
import { phasesInPlayOrder } from './phase-order.ts';
import type { Ruleset } from './ruleset.ts';
import type { Scenario } from './scenario.ts';
import { NO_SPAN } from './span.ts';
import { t } from './text.ts';
import type { Timeline } from './timeline.ts';

/**
 * The engine's only way in: scenario + ruleset → timeline. Options are filled with defaults and
 * checked first. A resolver bug becomes an ENGINE_FAULT diagnostic instead of a crash, so the
 * playground keeps the user's draft and shows what went wrong.
 */
export function resolve(written: Scenario, ruleset: Ruleset): Timeline {
  const { scenario, diagnostics: orderDiagnostics } = phasesInPlayOrder(written);
  const { values, diagnostics: resolved } = resolveOptions(ruleset.options, scenario.options);
  const optionDiagnostics = [...orderDiagnostics, ...resolved];
  const base = { ruleset: ruleset.id, seed: scenario.seed, options: values };
  try {
    const checked = ruleset.check ? ruleset.check(scenario) : [];
    const result = ruleset.resolve(scenario, values);
    return {
      ...base,
      ...result,
      diagnostics: [...optionDiagnostics, ...checked, ...result.diagnostics],
    };
  } catch (error) {
    const fault: Diagnostic = {
      code: 'ENGINE_FAULT',
      severity: 'error',
      message: t(
        `Внутренняя ошибка движка: ${String(error)}`,
        `Internal engine error: ${String(error)}`,
      ),
      span: NO_SPAN,
    };
    return {
      ...base,
      steps: [],
      days: [],
      nights: [],
      phases: [],
      actions: [],
      diagnostics: [...optionDiagnostics, fault],
      winner: null,
    };
  }
}
