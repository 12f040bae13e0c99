import { createActor, initialTransition, transition } from 'xstate';
import type { Actor, InspectionEvent, Observer, SnapshotFrom, StateValue } from 'xstate';
import type { ActionLife, ActionLifeEvent, PhaseMark, StepId, Timeline } from '../engine/timeline.ts';
import { actionLifecycleMachine, RESOLVED_TAG } from './action-lifecycle.ts';
import type { ActionLifecycleEvent } from './action-lifecycle.ts';
import { gamePhasesMachine, phaseEvent, UNFINISHED_TAG } from './game-phases.ts';

/** What `inspect` of createActor accepts: an observer or a plain callback. */
export type InspectOption = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/**
 * A place where a trace breaks a machine: `refused` — the machine in `state` does not accept the
 * event at `index`; `unfinished` — the sequence ends in a state it must not end in (`index` is
 * then the length of the sequence).
 */
export type ReplayProblem = ActionReplayProblem | PhaseReplayProblem;

/** A lifecycle event the action machine refused, or a lifecycle that never resolved. */
export interface ActionReplayProblem {
  readonly machine: 'actionLifecycle';
  readonly kind: 'refused' | 'unfinished';
  readonly actionId: string;
  readonly actor: string;
  readonly night: number;
  readonly index: number;
  /** The refused event (absent for `unfinished`). */
  readonly event?: ActionLifeEvent['type'];
  readonly step: StepId | null;
  /** State value of the machine when it refused / stopped. */
  readonly state: string;
  readonly message: string;
}

/** A phase mark the phase machine refused, or a game that stops at a night without its morning. */
export interface PhaseReplayProblem {
  readonly machine: 'gamePhases';
  readonly kind: 'refused' | 'unfinished';
  readonly index: number;
  /** The refused mark (absent for `unfinished`). */
  readonly mark?: PhaseMark;
  /** The phase and number the machine was in. */
  readonly state: string;
  readonly number: number | null;
  readonly message: string;
}

/** Converts an engine lifecycle record into the machine's event. */
export function lifecycleEvent(event: ActionLifeEvent): ActionLifecycleEvent {
  return { type: event.type, step: event.step };
}

/**
 * Replays every action lifecycle of a timeline through the action machine with the pure
 * transition() API and lists every refused event and every lifecycle left unresolved.
 * After a refusal the replay of that action goes on from the unchanged state, so one bad event
 * yields one problem, not a cascade.
 */
export function replayActions(timeline: Pick<Timeline, 'actions'>): ReplayProblem[] {
  const problems: ReplayProblem[] = [];
  for (const life of timeline.actions) {
    const base = { machine: 'actionLifecycle', actionId: life.id, actor: life.actor, night: life.night } as const;
    let [snapshot] = initialTransition(actionLifecycleMachine, { id: life.id, actor: life.actor, night: life.night });
    life.events.forEach((recorded, index) => {
      const event = lifecycleEvent(recorded);
      if (!snapshot.can(event)) {
        const state = stateName(snapshot.value);
        problems.push({
          ...base,
          kind: 'refused',
          index,
          event: recorded.type,
          step: recorded.step,
          state,
          message:
            `action ${life.id} (${life.actor}, night ${life.night}): ` + `${recorded.type} refused in state "${state}" at event #${index}`,
        });
        return;
      }
      [snapshot] = transition(actionLifecycleMachine, snapshot, event);
    });
    if (!snapshot.hasTag(RESOLVED_TAG)) {
      const state = stateName(snapshot.value);
      problems.push({
        ...base,
        kind: 'unfinished',
        index: life.events.length,
        step: snapshot.context.lastStep,
        state,
        message: `action ${life.id} (${life.actor}, night ${life.night}): lifecycle ends unresolved in state "${state}"`,
      });
    }
  }
  return problems;
}

/**
 * Replays the timeline's phase marks through the phase machine with the pure transition() API
 * and lists every refused mark, plus a final `unfinished` problem when the game stops at a night.
 * After a refusal the replay restarts at the refused mark (when a game may start there).
 */
export function replayPhases(
  timeline: { readonly phases: readonly PhaseMark[] },
  /** The ruleset's own sequence rule under the options in force (Ruleset.daysMayRepeat). */
  sequence: { readonly daysMayRepeat: boolean } = { daysMayRepeat: false },
): ReplayProblem[] {
  const problems: ReplayProblem[] = [];
  const input = { daysMayRepeat: sequence.daysMayRepeat };
  let [snapshot] = initialTransition(gamePhasesMachine, input);
  timeline.phases.forEach((mark, index) => {
    const event = phaseEvent(mark);
    if (!snapshot.can(event)) {
      const state = phaseName(snapshot);
      problems.push({
        machine: 'gamePhases',
        kind: 'refused',
        index,
        mark,
        state,
        number: snapshot.context.number,
        message: `phase #${index} (${mark.phase} ${mark.number}) refused after "${state}"`,
      });
      // Resynchronise: go on as if the game started at the refused mark, so a missing mark
      // yields one problem instead of refusing every mark after it.
      const [fresh] = initialTransition(gamePhasesMachine, input);
      if (fresh.can(event)) [snapshot] = transition(gamePhasesMachine, fresh, event);
      return;
    }
    [snapshot] = transition(gamePhasesMachine, snapshot, event);
  });
  if (snapshot.hasTag(UNFINISHED_TAG)) {
    const state = phaseName(snapshot);
    problems.push({
      machine: 'gamePhases',
      kind: 'unfinished',
      index: timeline.phases.length,
      state,
      number: snapshot.context.number,
      message: `the game stops at "${state}" without its morning`,
    });
  }
  return problems;
}

/** A live action actor of the night replay. */
export type ActionActor = Actor<typeof actionLifecycleMachine>;

/** One lifecycle event of the night, in the order the stepper plays them. */
export interface ScheduledEvent {
  readonly actionId: string;
  /** Index of the event inside its action's lifecycle. */
  readonly index: number;
  readonly event: ActionLifeEvent;
}

/** What one stepper advance did. */
export interface AdvanceResult extends ScheduledEvent {
  /** Position of this event in the schedule. */
  readonly position: number;
  /** False when the machine refused the event (the actor's state is then unchanged). */
  readonly accepted: boolean;
  readonly snapshot: SnapshotFrom<typeof actionLifecycleMachine>;
}

/** Live actors of one night for the playground stepper and the inspector. */
export interface NightReplay {
  /** Actors by action id, started, in the order of timeline.actions. */
  readonly actors: ReadonlyMap<string, ActionActor>;
  /** All the night's lifecycle events, interleaved in timeline step order. */
  readonly schedule: readonly ScheduledEvent[];
  /** Sends the next scheduled event to its actor; null when the schedule is exhausted. */
  advance(): AdvanceResult | null;
  /** How many scheduled events were sent so far. */
  position(): number;
  /** Stops every actor (call when the playground leaves the night). */
  stop(): void;
}

/** Options of replayNightActors. */
export interface NightReplayOptions {
  /** Passed as is to createActor, e.g. from startInspector() or collectInspection(). */
  readonly inspect?: InspectOption;
}

/**
 * Creates one started live actor per action of `night` and returns them with an `advance()` that
 * plays the night's lifecycle events one at a time. Events are interleaved by the position of
 * their step in `timeline.steps` (an event without a step, or with an unknown one, keeps the
 * place of the event before it), ties broken by action order, and never reordered inside an
 * action. Going back means building a new replay: history is replayed, not mutated.
 */
export function replayNightActors(
  timeline: Pick<Timeline, 'actions' | 'steps'>,
  night: number,
  options: NightReplayOptions = {},
): NightReplay {
  const lives = timeline.actions.filter((life) => life.night === night);
  const actors = new Map<string, ActionActor>();
  for (const life of lives) {
    const actor = createActor(actionLifecycleMachine, {
      input: { id: life.id, actor: life.actor, night: life.night },
      ...(options.inspect ? { inspect: options.inspect } : {}),
    });
    actors.set(life.id, actor.start());
  }
  const schedule = scheduleNight(
    lives,
    timeline.steps.map((step) => step.id),
  );
  let cursor = 0;
  return {
    actors,
    schedule,
    advance() {
      const next = schedule[cursor];
      const actor = next ? actors.get(next.actionId) : undefined;
      if (!next || !actor) return null;
      const position = cursor;
      cursor += 1;
      const event = lifecycleEvent(next.event);
      const accepted = actor.getSnapshot().can(event);
      if (accepted) actor.send(event);
      return { ...next, position, accepted, snapshot: actor.getSnapshot() };
    },
    position: () => cursor,
    stop() {
      for (const actor of actors.values()) actor.stop();
    },
  };
}

function scheduleNight(lives: readonly ActionLife[], stepIds: readonly StepId[]): ScheduledEvent[] {
  const stepPosition = new Map(stepIds.map((id, position) => [id, position] as const));
  const keyed: { key: number; order: number; item: ScheduledEvent }[] = [];
  lives.forEach((life, lifeOrder) => {
    let key = -1;
    life.events.forEach((event, index) => {
      const at = event.step === null ? undefined : stepPosition.get(event.step);
      if (at !== undefined && at > key) key = at;
      keyed.push({ key, order: lifeOrder, item: { actionId: life.id, index, event } });
    });
  });
  keyed.sort((a, b) => a.key - b.key || a.order - b.order || a.item.index - b.item.index);
  return keyed.map((k) => k.item);
}

function stateName(value: StateValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function phaseName(snapshot: SnapshotFrom<typeof gamePhasesMachine>): string {
  const state = stateName(snapshot.value);
  return snapshot.context.number === null ? state : `${state} ${snapshot.context.number}`;
}
