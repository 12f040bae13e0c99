import { assign, setup } from 'xstate';
import type { PhaseKind, PhaseMark } from '../engine/timeline.ts';

/** An event of the phase machine: entering a phase with its day/night number. */
export type GamePhaseEvent = {
  [K in PhaseKind]: { readonly type: `phase.${K}`; readonly number: number };
}[PhaseKind];

/** What the phase machine remembers: the number of the current phase and how many marks it took. */
export interface GamePhaseContext {
  /** Number of the phase the game is in; null before the first mark. */
  readonly number: number | null;
  readonly marks: number;
  /** Days may follow days without a night (LK's optional «другая планета», D-90). */
  readonly daysMayRepeat: boolean;
}

/** What a phase replay is told about the game: which optional sequences its rules allow. */
export interface GamePhaseInput {
  readonly daysMayRepeat?: boolean;
}

/** Tag of states the game must not stop in (a night without its morning). */
export const UNFINISHED_TAG = 'unfinished';

/** Turns an engine PhaseMark into the event the phase machine accepts. */
export function phaseEvent(mark: PhaseMark): GamePhaseEvent {
  switch (mark.phase) {
    case 'day':
      return { type: 'phase.day', number: mark.number };
    case 'evening':
      return { type: 'phase.evening', number: mark.number };
    case 'night':
      return { type: 'phase.night', number: mark.number };
    case 'morning':
      return { type: 'phase.morning', number: mark.number };
  }
}

/**
 * The order of a game's phases: day N → evening N → night N → morning N → day N+1 …
 * A game may begin at any day, evening or night; evening is optional (LK has none); a night is
 * always followed by its morning; numbers never go back. Which phases a ruleset has is its own
 * business: the machine only checks that the sequence is well formed.
 */
export const gamePhasesMachine = setup({
  types: {
    context: {} as GamePhaseContext,
    events: {} as GamePhaseEvent,
    input: {} as GamePhaseInput,
  },
  actions: {
    enterPhase: assign({
      number: ({ event }) => event.number,
      marks: ({ context }) => context.marks + 1,
    }),
  },
  guards: {
    /** A phase number must be a whole number ≥ 0 (some games count from night 0). */
    isWholeNumber: ({ event }) => Number.isInteger(event.number) && event.number >= 0,
    /** The phase continues the current day/night (day 2 → evening 2 → night 2 → morning 2). */
    isSameNumber: ({ context, event }) => context.number !== null && event.number === context.number,
    /** The phase opens the next round (morning 2 → day 3). */
    isNextNumber: ({ context, event }) => context.number !== null && event.number === context.number + 1,
    /** A day opens the next round straight after a day, where the rules allow it. */
    isRepeatedDayAllowed: ({ context, event }) => context.daysMayRepeat && context.number !== null && event.number === context.number + 1,
  },
}).createMachine({
  id: 'gamePhases',
  initial: 'notStarted',
  context: ({ input }) => ({ number: null, marks: 0, daysMayRepeat: input?.daysMayRepeat ?? false }),
  states: {
    notStarted: {
      description: 'A scenario may start at any day, evening or night, but never at a morning.',
      on: {
        'phase.day': { guard: 'isWholeNumber', target: 'day', actions: 'enterPhase' },
        'phase.evening': { guard: 'isWholeNumber', target: 'evening', actions: 'enterPhase' },
        'phase.night': { guard: 'isWholeNumber', target: 'night', actions: 'enterPhase' },
      },
    },
    day: {
      on: {
        'phase.day': { guard: 'isRepeatedDayAllowed', target: 'day', actions: 'enterPhase' },
        'phase.evening': { guard: 'isSameNumber', target: 'evening', actions: 'enterPhase' },
        'phase.night': { guard: 'isSameNumber', target: 'night', actions: 'enterPhase' },
      },
    },
    evening: {
      on: {
        'phase.night': { guard: 'isSameNumber', target: 'night', actions: 'enterPhase' },
      },
    },
    night: {
      tags: [UNFINISHED_TAG],
      on: {
        'phase.morning': { guard: 'isSameNumber', target: 'morning', actions: 'enterPhase' },
      },
    },
    morning: {
      on: {
        'phase.day': { guard: 'isNextNumber', target: 'day', actions: 'enterPhase' },
      },
    },
  },
});
