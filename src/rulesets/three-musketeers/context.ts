import { scenarioPeople, type Person } from '../../engine/grammar/people.ts';
import type { OptionValues } from '../../engine/option.ts';
import type { Scenario } from '../../engine/scenario.ts';
import type { Cause, Step } from '../../engine/timeline.ts';
import type { Trace } from '../../engine/trace.ts';
import type { TmClauseId } from './clauses.ts';
import type { TmOptionKey } from './options.ts';
import type { TmState } from './state.ts';

/** A cause citing a TM clause (and, where it hinges on one, a TM option). */
export type TmCause = Cause<TmClauseId, TmOptionKey>;

/** `c` frozen, with its note (and its option note, shared already): for a cause many steps share (engine/phrasebook.ts). */
export function frozenCause(c: TmCause): TmCause {
  Object.freeze(c.note);
  return Object.freeze(c);
}

/** A step as TM rule code writes it (its causes cite TM clauses). */
export type TmStep = Step<TmClauseId, TmOptionKey>;

/** What every phase resolver receives: the scenario, options in force, the state and the trace. */
export interface TmContext {
  readonly scenario: Scenario;
  readonly options: OptionValues;
  readonly state: TmState;
  /** Steps written here cite TM clauses only (typed ids). */
  readonly trace: Trace<TmClauseId>;
}

/** A player as sentences need them: case forms and gender (the scenario's grammar, then the library). */
export function who(ctx: Pick<TmContext, 'scenario'>, name: string): Person {
  return scenarioPeople(ctx.scenario)(name);
}
