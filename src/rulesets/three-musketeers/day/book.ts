import type { Span } from '../../../engine/span.ts';
import type { StepId } from '../../../engine/timeline.ts';
import { dayStep } from '../../../engine/step-id.ts';

/** One ballot as cast: who, for whom, when (event index), and what became of it. */
export interface Ballot {
  readonly voter: string;
  /** Current target (Constance's pull retargets it). */
  target: string;
  readonly originalTarget: string;
  readonly step: StepId;
  /** Event index in the day (line order = time order). */
  readonly seq: number;
  readonly span: Span;
  /** counted; paired = not counted, the voter is paired with his target (Felton, C-11); cancelled = Rochefort cancelled it. */
  status: 'counted' | 'paired' | 'cancelled';
  /** The Felton step that voided it. */
  feltonStep: StepId | null;
  /** The Constance step that pulled it onto her. */
  pulledBy: StepId | null;
}

/** The working record of one day while its events are read in time order. */
export interface DayBook {
  readonly day: number;
  readonly ballots: Ballot[];
  /** Each player's current ballot (not cancelled). */
  readonly live: Map<string, Ballot>;
  /** Players whose ballot Rochefort cancelled and who may re-vote, with the cancel step. */
  readonly cancelled: Map<string, StepId>;
  /** Players Rochefort refused the vote, with the step. */
  readonly denied: Map<string, StepId>;
  /** Powers Rochefort neutralised today (C-70 thatDay). */
  readonly neutralized: { duel: StepId | null; pull: StepId | null };
  /** Non-voters whose self-vote Constance took (C-66): the pull step and who pulled (the count gives her the vote). */
  readonly pulledSelfVotes: Map<string, { readonly step: StepId; readonly by: string }>;
  /** The duel that ended the day. */
  duel: { readonly actor: string; readonly target: string; readonly step: StepId } | null;
}

/** A fresh book for day `day`. */
export function openDayBook(day: number): DayBook {
  return {
    day,
    ballots: [],
    live: new Map(),
    cancelled: new Map(),
    denied: new Map(),
    neutralized: { duel: null, pull: null },
    pulledSelfVotes: new Map(),
    duel: null,
  };
}

/** The id of the step for event `n` (1-based) of day `day`. */
export function dayEventId(day: number, n: number): StepId {
  return dayStep(day, `e${n}`);
}
