import { assign, setup } from 'xstate';
import type { ActionLifeEvent, StepId } from '../engine/timeline.ts';

/** Type of a lifecycle event, straight from the engine contract. */
export type ActionLifecycleEventType = ActionLifeEvent['type'];

/** An event of the action machine: one per lifecycle event type, each carrying the step behind it. */
export type ActionLifecycleEvent = {
  [K in ActionLifecycleEventType]: { readonly type: K; readonly step: StepId | null };
}[ActionLifecycleEventType];

/** How an action ended: the event that resolved it, without its namespace. */
export type ActionResolution = 'blocked' | 'cancelled' | 'failed' | 'performed';

/** Who the action belongs to; shown by the inspector, never used to decide a transition. */
export interface ActionLifecycleInput {
  readonly id: string;
  readonly actor: string;
  readonly night: number;
}

/** What the machine remembers: identity, how often the action was bent, how it ended, the last step. */
export interface ActionLifecycleContext extends ActionLifecycleInput {
  readonly charms: number;
  readonly redirects: number;
  readonly resolution: ActionResolution | null;
  /** Step of the last accepted event (null for events the engine records without a step). */
  readonly lastStep: StepId | null;
}

/** Tag of the states in which a lifecycle may end (resolved, reported); the others are unfinished. */
export const RESOLVED_TAG = 'resolved';

const report = { 'action.report': { target: 'reported', actions: 'recordStep' } } as const;

/** An action under way (submitted, charmed or redirected) may be charmed or redirected again, or end. */
const underWay = {
  'action.charm': { target: 'charmed', actions: 'countCharm' },
  'action.redirect': { target: 'redirected', actions: 'countRedirect' },
  'action.block': { target: 'blocked', actions: 'resolve' },
  'action.cancel': { target: 'cancelled', actions: 'resolve' },
  'action.fail': { target: 'failed', actions: 'resolve' },
  'action.perform': { target: 'performed', actions: 'resolve' },
} as const;

/**
 * The lifecycle of one night action: submitted → (charmed | redirected)* → blocked | cancelled |
 * failed | performed → reported. It only knows the order of events; why an action was blocked
 * is decided by the ruleset, never here.
 */
export const actionLifecycleMachine = setup({
  types: {
    context: {} as ActionLifecycleContext,
    events: {} as ActionLifecycleEvent,
    input: {} as ActionLifecycleInput,
  },
  actions: {
    recordStep: assign({ lastStep: ({ event }) => event.step }),
    countCharm: assign({ charms: ({ context }) => context.charms + 1, lastStep: ({ event }) => event.step }),
    countRedirect: assign({
      redirects: ({ context }) => context.redirects + 1,
      lastStep: ({ event }) => event.step,
    }),
    resolve: assign({
      resolution: ({ event }): ActionResolution | null => resolutionOf(event.type),
      lastStep: ({ event }) => event.step,
    }),
  },
}).createMachine({
  id: 'actionLifecycle',
  initial: 'pending',
  context: ({ input }) => ({ ...input, charms: 0, redirects: 0, resolution: null, lastStep: null }),
  states: {
    pending: {
      description: 'Nothing recorded yet; the only legal event is the submission.',
      on: { 'action.submit': { target: 'submitted', actions: 'recordStep' } },
    },
    submitted: {
      on: underWay,
    },
    charmed: {
      on: underWay,
    },
    redirected: {
      on: underWay,
    },
    blocked: { tags: [RESOLVED_TAG], on: report },
    cancelled: { tags: [RESOLVED_TAG], on: report },
    failed: { tags: [RESOLVED_TAG], on: report },
    performed: { tags: [RESOLVED_TAG], on: report },
    reported: { tags: [RESOLVED_TAG], type: 'final' },
  },
  output: ({ context }) => ({ id: context.id, resolution: context.resolution, reported: true }),
});

function resolutionOf(type: ActionLifecycleEventType): ActionResolution | null {
  switch (type) {
    case 'action.block':
      return 'blocked';
    case 'action.cancel':
      return 'cancelled';
    case 'action.fail':
      return 'failed';
    case 'action.perform':
      return 'performed';
    default:
      return null;
  }
}
