import type { OptionNote } from './option-access.ts';
import type { Text } from './text.ts';
import type { Cause, StepId } from './timeline.ts';

/**
 * The one cause builder: the step that caused it (null for a rule that needs no prior step), the
 * clause applied, a note, and the option reading it hinged on. Rulesets bind `C` to their clause
 * ids and `K` to their option keys, so a cite of an unknown clause or option does not compile.
 */
export function cause<C extends string, K extends string = string>(
  step: StepId | null,
  clause: C,
  note: Text,
  option?: OptionNote<K>,
): Cause<C, K> {
  return option ? { step, clause, note, option } : { step, clause, note };
}
