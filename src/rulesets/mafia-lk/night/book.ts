import type { Move } from '../../../engine/scenario.ts';
import type { Span } from '../../../engine/span.ts';
import type { ActionRef, HostMessage, Report, StepId } from '../../../engine/timeline.ts';
import type { LkCause } from '../context.ts';
import type { NightSlot, ShootingSlot } from '../roles/index.ts';
import { type PhasePrefix, stepIn } from '../../../engine/step-id.ts';

export type { NightSlot };

/** Who fired a shot: the turns that shoot at night (LK-01 "one side … the other side"). */
export type Side = ShootingSlot;

/** A wound that puts a player on the stretcher: a shot at him, or dying together with the Priestess. */
export interface Wound {
  readonly side: Side;
  readonly step: StepId;
  /** The shot as performed (the shooter's action), for the Doctor's before → after. */
  readonly shot: ActionRef;
  /** False when he dies only as the guest of a shot Priestess (D-49). */
  readonly direct: boolean;
}

/** The Priestess's visit tonight. */
export interface Visit {
  readonly priestess: string;
  readonly guest: string;
  readonly step: StepId;
}

/** A move assigned to its slot, with the player who submitted it (or 'mafia' for the team word). */
export interface SlotMove {
  readonly slot: NightSlot;
  readonly actor: string;
  readonly move: Move;
}

/** The heal the Doctor performed. */
export interface Heal {
  readonly target: string;
  readonly step: StepId;
  /** Players this heal takes off the stretcher (the Priestess may bring her guest, D-A9). */
  readonly saves: readonly string[];
}

/** A shot fired tonight, missed or not (the Maniac's rapist rule reads his). */
export interface Shot {
  readonly side: Side;
  readonly target: string;
  readonly step: StepId;
  readonly missed: boolean;
}

/** What one night accumulates before its morning: visits, wounds, the heal, messages, reports. */
export class NightBook {
  readonly prefix: PhasePrefix;
  visit: Visit | null = null;
  readonly wounds = new Map<string, Wound[]>();
  readonly messages: Record<string, HostMessage[]> = {};
  readonly reports: Report[] = [];
  /** Actors in the order they were read (for NightSummary.order). */
  readonly order: string[] = [];
  /** Action ids that still need their action.report at the morning. */
  readonly unreported: { id: string; actor: string }[] = [];
  heal: Heal | null = null;
  /** Every shot fired tonight, in the night's order. */
  readonly shots: Shot[] = [];
  /** Causes the results step cites before the dead (a silent Doctor: all victims die, D-35). */
  readonly resultCauses: LkCause[] = [];
  /** Moves sorted into slots; consumed as the slots resolve. */
  readonly moves: SlotMove[] = [];

  /** `slots`: the night's reading order (D-58), from the role registry (LK_NIGHT_ORDER). */
  constructor(
    readonly night: number,
    readonly span: Span,
    private readonly slots: readonly NightSlot[],
  ) {
    this.prefix = `n${night}`;
  }

  /** The slot's number in the night's order (1-based), as steps record it. */
  slotNumber(slot: NightSlot): number {
    return this.slots.indexOf(slot) + 1;
  }

  /** The step id of a slot (`n2.sheriff`). */
  id(slot: NightSlot | 'results' | 'roles' | 'warn'): StepId {
    return stepIn(this.prefix, `${slot}`);
  }

  /** Queues a private host message. */
  send(player: string, msg: HostMessage): void {
    (this.messages[player] ??= []).push(msg);
  }

  /** Adds a wound; the stretcher keeps the order of first wounds. */
  wound(player: string, w: Wound): void {
    const list = this.wounds.get(player) ?? [];
    list.push(w);
    this.wounds.set(player, list);
  }

  /** The moves of one slot, in the order written. */
  movesOf(slot: NightSlot): SlotMove[] {
    return this.moves.filter((m) => m.slot === slot);
  }

  /** Sides that wounded anyone tonight. */
  sides(): Set<Side> {
    return new Set([...this.wounds.values()].flat().map((w) => w.side));
  }
}

/** An action record for Step.submitted / Step.performed. */
export function actionRef(actor: string, ability: string, role: string, targets: readonly string[]): ActionRef {
  return { actor, ability, role, targets };
}
