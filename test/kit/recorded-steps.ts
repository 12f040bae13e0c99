// The step recorder checked against the action-lifecycle machine's own transition table (test kit:
// TIMELINE_CHECKS in checks.ts applies it to every stored and every generated TM game).
import type { ActionLifeEvent, Outcome, Step, Timeline } from '../../src/engine/timeline.ts';
import { actionLifecycleMachine, RESOLVED_TAG } from '../../src/machines/action-lifecycle.ts';

type EventType = ActionLifeEvent['type'];

/** A state of the action machine with the events it accepts and where each leads. */
export interface LifecycleRow {
  readonly on: Readonly<Partial<Record<EventType, string>>>;
  readonly resolved: boolean;
}

/** Reads the machine's own transition table out of its config (no second copy of the grammar). */
function tableOfMachine(): Readonly<Record<string, LifecycleRow>> {
  const rows: Record<string, LifecycleRow> = {};
  for (const [name, node] of Object.entries(actionLifecycleMachine.root.states)) {
    const on: Partial<Record<EventType, string>> = {};
    for (const [type, transitions] of node.transitions) {
      const target = transitions[0]?.target?.[0]?.key;
      if (target) on[type as EventType] = target;
    }
    rows[name] = { on, resolved: node.tags.includes(RESOLVED_TAG) };
  }
  return rows;
}

/** The action-lifecycle machine's transition table, state by state. */
export const LIFECYCLE_TABLE = tableOfMachine();

/** The machine's initial state. */
export const LIFECYCLE_START = String(actionLifecycleMachine.config.initial);

/** The event that resolves an action whose step shows this outcome (null: not a resolution). */
export const OUTCOME_EVENT: Readonly<Record<Outcome, EventType | null>> = {
  performed: 'action.perform',
  blocked: 'action.block',
  cancelled: 'action.cancel',
  failed: 'action.fail',
  powerless: 'action.fail',
  refused: 'action.fail',
  none: 'action.fail',
  info: null,
};

const RESOLVING: ReadonlySet<EventType> = new Set(['action.perform', 'action.block', 'action.cancel', 'action.fail']);

/**
 * Checks what the recorder wrote against the machine's table: every lifecycle must walk the table
 * to a resolved state, and the step a resolving event names must exist and show the outcome of
 * that resolution (a step recorded "blocked" whose lifecycle says performed is a recorder defect).
 */
export function recordedStepProblems(timeline: Pick<Timeline, 'actions' | 'steps'>): string[] {
  const steps = new Map<string, Step>(timeline.steps.map((s) => [s.id, s]));
  const problems: string[] = [];
  for (const life of timeline.actions) {
    let state = LIFECYCLE_START;
    for (const [i, e] of life.events.entries()) {
      const next = LIFECYCLE_TABLE[state]?.on[e.type];
      if (!next) {
        problems.push(`${life.id}: ${e.type} (#${i}) is not accepted in state "${state}"`);
        break;
      }
      state = next;
      if (!RESOLVING.has(e.type) || e.step === null) continue;
      const step = steps.get(e.step);
      if (!step) problems.push(`${life.id}: ${e.type} names step ${e.step}, which is not recorded`);
      else if (OUTCOME_EVENT[step.outcome] !== e.type) {
        problems.push(`${life.id}: step ${e.step} is recorded "${step.outcome}" but its lifecycle resolves by ${e.type}`);
      }
    }
    if (!LIFECYCLE_TABLE[state]?.resolved) problems.push(`${life.id}: ends unresolved in state "${state}"`);
  }
  return problems;
}
