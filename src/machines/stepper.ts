import { assign, raise, setup } from 'xstate';

/** Milliseconds between two steps while playing; override with `stepperMachine.provide({ delays: { playInterval } })`. */
export const PLAY_INTERVAL_MS = 800;

/** Where the user is in the loaded timeline. */
export interface StepperContext {
  /** Index of the selected step (0 when nothing is loaded). */
  readonly stepIndex: number;
  /** Number of steps in the loaded timeline. */
  readonly stepCount: number;
}

/** Events of the playground stepper. */
export type StepperEvent =
  | { readonly type: 'step.next' }
  | { readonly type: 'step.prev' }
  | { readonly type: 'step.first' }
  | { readonly type: 'step.last' }
  | { readonly type: 'step.select'; readonly index: number }
  | { readonly type: 'timeline.load'; readonly stepCount: number }
  | { readonly type: 'play.toggle' };

/**
 * The playground's step-through control: `empty` until a timeline with steps is loaded, then
 * `ready.paused` / `ready.playing`; playing ticks `step.next` every `playInterval` and pauses at
 * the last step. Navigation that would not move (next at the end, prev at the start) is refused,
 * so the UI can disable a button with `snapshot.can(event)`.
 */
export const stepperMachine = setup({
  types: {
    context: {} as StepperContext,
    events: {} as StepperEvent,
  },
  delays: {
    playInterval: PLAY_INTERVAL_MS,
  },
  actions: {
    load: assign(({ event }) => ({
      stepIndex: 0,
      stepCount: event.type === 'timeline.load' ? Math.max(0, Math.floor(event.stepCount)) : 0,
    })),
    goNext: assign({ stepIndex: ({ context }) => Math.min(context.stepIndex + 1, context.stepCount - 1) }),
    goPrev: assign({ stepIndex: ({ context }) => Math.max(context.stepIndex - 1, 0) }),
    goFirst: assign({ stepIndex: 0 }),
    goLast: assign({ stepIndex: ({ context }) => context.stepCount - 1 }),
    goTo: assign({
      stepIndex: ({ context, event }) => (event.type === 'step.select' ? event.index : context.stepIndex),
    }),
    tick: raise({ type: 'step.next' }),
  },
  guards: {
    /** The loaded timeline has at least one step. */
    hasLoadedSteps: ({ event }) => event.type === 'timeline.load' && Math.floor(event.stepCount) > 0,
    /** There is a step after the selected one. */
    hasNext: ({ context }) => context.stepIndex < context.stepCount - 1,
    /** There is a step before the selected one. */
    hasPrev: ({ context }) => context.stepIndex > 0,
    /** The selected step is the last one. */
    isAtEnd: ({ context }) => context.stepIndex >= context.stepCount - 1,
    /** A `step.select` names an existing step. */
    isStepInRange: ({ context, event }) =>
      event.type === 'step.select' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.stepCount,
  },
}).createMachine({
  id: 'stepper',
  initial: 'empty',
  context: { stepIndex: 0, stepCount: 0 },
  on: {
    'timeline.load': [
      { guard: 'hasLoadedSteps', target: '.ready', actions: 'load' },
      { target: '.empty', actions: 'load' },
    ],
  },
  states: {
    empty: {},
    ready: {
      initial: 'paused',
      on: {
        'step.next': { guard: 'hasNext', actions: 'goNext' },
        'step.prev': { guard: 'hasPrev', actions: 'goPrev' },
        'step.first': { guard: 'hasPrev', actions: 'goFirst' },
        'step.last': { guard: 'hasNext', actions: 'goLast' },
        'step.select': { guard: 'isStepInRange', actions: 'goTo' },
      },
      states: {
        paused: {
          on: { 'play.toggle': { guard: 'hasNext', target: 'playing' } },
        },
        playing: {
          always: { guard: 'isAtEnd', target: 'paused' },
          after: { playInterval: { target: 'playing', reenter: true, actions: 'tick' } },
          on: { 'play.toggle': { target: 'paused' } },
        },
      },
    },
  },
});
