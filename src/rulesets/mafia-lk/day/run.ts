import type { Span } from '../../../engine/span.ts';
import type { Text } from '../../../engine/text.ts';
import type { HostMessage, StepId } from '../../../engine/timeline.ts';
import type { LkClauseId } from '../clauses.ts';
import type { PhasePrefix } from '../../../engine/step-id.ts';

/** A vote as recorded: voter, target (null = «не голосую»), its step and source. */
export interface VoteRec {
  readonly voter: string;
  readonly target: string | null;
  readonly step: StepId;
  readonly span: Span;
}

/** What one day accumulates while its events are read in time order. */
export class DayRun {
  readonly prefix: PhasePrefix;
  readonly votes: VoteRec[] = [];
  readonly blitz: VoteRec[] = [];
  /** Players whose vote today is void (second warning, or a vote lost the night before), with the step. */
  readonly voidToday = new Map<string, StepId | null>();
  /** Players muted today (maniac-rapist). */
  readonly muted = new Map<string, StepId | null>();
  /** The accepted role extension request, if any (D-16, D-26, D-43). */
  roleExtension: StepId | null = null;
  /** The first blitz vote seen: the day is being extended by the express vote (D-79). */
  blitzStarted: StepId | null = null;
  /** Removals that happen at the close of the day (inactivity atDayClose, warnings from silence). */
  readonly closeRemovals: { player: string; step: StepId; clause: LkClauseId }[] = [];
  readonly publicParts: Text[] = [];
  /** Host messages sent today (a warning, the new Don), by player. */
  readonly messages: Record<string, HostMessage[]> = {};

  constructor(
    readonly day: number,
    readonly voting: boolean,
  ) {
    this.prefix = `d${day}`;
  }

  /** Queues a private host message sent today. */
  send(player: string, msg: HostMessage): void {
    (this.messages[player] ??= []).push(msg);
  }
}
