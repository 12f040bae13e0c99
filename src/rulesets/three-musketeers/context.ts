import { scenarioPeople, type Person } from '../../engine/grammar/people.ts';
import type { OptionValues } from '../../engine/option.ts';
import type { Scenario } from '../../engine/scenario.ts';
import type { Trace } from '../../engine/trace.ts';
import type { TmState } from './state.ts';

/** What every phase resolver receives: the scenario, options in force, the state and the trace. */
export interface TmContext {
  readonly scenario: Scenario;
  readonly options: OptionValues;
  readonly state: TmState;
  readonly trace: Trace;
}

/** A player as sentences need them: case forms and gender (the scenario's grammar, then the library). */
export function who(ctx: Pick<TmContext, 'scenario'>, name: string): Person {
  return scenarioPeople(ctx.scenario)(name);
}
