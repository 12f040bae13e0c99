import type { Span } from '../../../engine/span.ts';
import type { Text } from '../../../engine/text.ts';
import { NO_ITEMS, type Change, type Outcome, type StepId } from '../../../engine/timeline.ts';
import type { TmCause, TmContext } from '../context.ts';

/** What a day step records: one vote or day power as the host saw it. */
export interface DayStepInput {
  readonly id: StepId;
  readonly day: number;
  readonly actor: string;
  readonly role: string;
  readonly ability: string;
  readonly targets: readonly string[];
  readonly outcome: Outcome;
  readonly summary: Text;
  readonly causes: readonly TmCause[];
  readonly changes?: readonly Change[];
  readonly affects?: readonly string[];
  readonly span: Span;
}

/** Appends a day step (a vote or a day power) to the trace. */
export function recordDayStep(ctx: TmContext, s: DayStepInput): StepId {
  const action = { actor: s.actor, ability: s.ability, role: s.role, targets: s.targets };
  const changes = s.changes ?? NO_ITEMS;
  const affects = s.affects ?? NO_ITEMS;
  // a power spends itself before its step is written (a step's effects otherwise follow its record)
  ctx.trace.settle(s.id);
  return ctx.trace.step(
    s.outcome === 'performed'
      ? {
          id: s.id,
          phase: 'day',
          number: s.day,
          actor: s.actor,
          role: s.role,
          submitted: action,
          performed: action,
          outcome: s.outcome,
          summary: s.summary,
          causes: s.causes,
          changes,
          affects,
          source: s.span,
        }
      : {
          id: s.id,
          phase: 'day',
          number: s.day,
          actor: s.actor,
          role: s.role,
          submitted: action,
          outcome: s.outcome,
          summary: s.summary,
          causes: s.causes,
          changes,
          affects,
          source: s.span,
        },
  );
}
