// Who sits on the board for one night, read from the timeline: the played order gives the slot
// numbers; life, jail and knock-outs come from the recorded roster (engine/roster-at.ts).
import { inGame, type Roster } from '../../engine/roster.ts';
import { nthPhase, phaseSteps, rosterAfterStep, rosterAt } from '../../engine/roster-at.ts';
import type { PlayerDecl } from '../../engine/scenario.ts';
import type { NightSummary, StepId, Timeline } from '../../engine/timeline.ts';

/** A player as the board draws them. */
export interface Seat {
  readonly name: string;
  readonly role: string;
  /** Slot in the night's played order (1-based), or null when the player has no slot. */
  readonly slot: number | null;
  /** Dead before this night (greyed), died this night, or alive. */
  readonly life: 'alive' | 'dead' | 'diedTonight';
  /** Day number of the jailing, 0 when the scenario starts them jailed, null when free. */
  readonly jailedOn: number | null;
  readonly knocked: boolean;
  readonly restored: boolean;
}

/** The night with this number (the first one, when a number repeats). */
export function nightOf<N extends Pick<NightSummary, 'night'>>(
  timeline: { readonly nights: readonly N[] },
  night: number | null,
): N | null {
  if (night === null) return null;
  return timeline.nights.find((n) => n.night === night) ?? null;
}

/** The night phase and the morning after it, as indexes into timeline.phases (-1 when missing). */
function nightPhases(timeline: Timeline, night: NightSummary): { night: number; morning: number } {
  const at = nthPhase(timeline, 'night', timeline.nights.indexOf(night));
  const next = timeline.phases[at + 1];
  return { night: at, morning: at >= 0 && next?.phase === 'morning' ? at + 1 : -1 };
}

/** Everyone's state when the night's results are in: after the morning's last step. */
function rosterAfterNight(timeline: Timeline, at: { night: number; morning: number }): Roster | null {
  const phase = at.morning >= 0 ? at.morning : at.night;
  return rosterAt(timeline, phase, phaseSteps(timeline, phase).length - 1);
}

/**
 * Seats for night `night`: players in the played order first (numbered by slot), then the
 * others in declaration order. State comes from the timeline's recorded roster: as it was at the
 * night's start, and as it is after `step` (by default, once the night's results are in).
 */
export function seatsFor(players: readonly PlayerDecl[], timeline: Timeline, night: NightSummary, step?: StepId): Seat[] {
  const at = nightPhases(timeline, night);
  const start = new Map((rosterAt(timeline, at.night) ?? []).map((p) => [p.name, p]));
  const current = (step !== undefined ? rosterAfterStep(timeline, step) : null) ?? rosterAfterNight(timeline, at) ?? [];
  const now = new Map(current.map((p) => [p.name, p]));
  const slotOf = new Map(night.order.map((name, i) => [name, i + 1]));
  const seat = (p: PlayerDecl): Seat => {
    const before = start.get(p.name);
    const after = now.get(p.name) ?? before;
    const jailed = after?.jailed ?? p.start === 'jailed';
    return {
      name: p.name,
      role: p.role,
      slot: slotOf.get(p.name) ?? null,
      // alive again after the Abbess's step: not dead (the recorded state after the step decides)
      life: after && !after.alive ? (before && !before.alive ? 'dead' : 'diedTonight') : 'alive',
      jailedOn: jailed ? jailingDay(timeline, p.name, at.night) : null,
      knocked: after?.knocked ?? false,
      // back in the game by this step (the Abbess's restoration), read from the recorded states
      restored: !!before && !!after && !inGame(before) && inGame(after),
    };
  };
  const seats = players.map(seat);
  return [...seats.filter((s) => s.slot !== null).sort((a, b) => a.slot! - b.slot!), ...seats.filter((s) => s.slot === null)];
}

/** The day of the player's last jailing before phase `before`, 0 when he was jailed from the start. */
function jailingDay(timeline: Timeline, name: string, before: number): number {
  let day = 0;
  timeline.phases.forEach((mark, i) => {
    if (i >= before || mark.phase !== 'day') return;
    const after = rosterAt(timeline, i, phaseSteps(timeline, i).length - 1);
    const was = mark.roster.find((p) => p.name === name);
    if (!was?.jailed && after?.find((p) => p.name === name)?.jailed) day = mark.number;
  });
  return day;
}
