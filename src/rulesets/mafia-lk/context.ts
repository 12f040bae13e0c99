import type { OptionValues } from '../../engine/option.ts';
import type { Scenario } from '../../engine/scenario.ts';
import type { Trace } from '../../engine/trace.ts';
import { cause } from '../../engine/cause.ts';
import type { Cause, StepId } from '../../engine/timeline.ts';
import { scenarioPeople, type Person } from '../../engine/grammar/people.ts';
import { t } from '../../engine/text.ts';
import { optionNote, optionOn, optionValue, type LkOptionKey } from './options.ts';
import type { LkClauseId } from './clauses.ts';
import type { LkState } from './state.ts';

/** A cause citing an LK clause (and, where it hinges on one, an LK option). */
export type LkCause = Cause<LkClauseId, LkOptionKey>;

/** What every phase resolver receives: the scenario, options in force, the state and the trace. */
export interface LkContext {
  readonly scenario: Scenario;
  readonly options: OptionValues;
  readonly state: LkState;
  /** Steps written here cite LK clauses only (typed ids). */
  readonly trace: Trace<LkClauseId>;
}

/** The value in force for an LK option (the engine's typed option kit, under the name LK rule code uses). */
export const opt = optionValue;

/** Is a yes/no option on? */
export const isOn = optionOn;

/** A cause citing a clause, optionally hinging on an option (its value in force is recorded). */
export function because(ctx: LkContext, step: StepId | null, clause: LkClauseId, ru: string, en: string, key?: LkOptionKey): LkCause {
  return cause(step, clause, t(ru, en), key ? optionNote(ctx, key) : undefined);
}

/** A player as sentences need them: case forms and gender (the scenario's grammar, then the library). */
export function who(ctx: Pick<LkContext, 'scenario'>, name: string): Person {
  return scenarioPeople(ctx.scenario)(name);
}
