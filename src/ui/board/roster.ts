// Who sits on the board for one night, read from the timeline: the played order gives the slot
// numbers; deaths, jailings and knock-outs are the ones the timeline recorded up to that night.
import type { PlayerDecl } from '../../engine/scenario.ts';
import type { NightSummary, Timeline } from '../../engine/timeline.ts';

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
export function nightOf(timeline: Timeline, night: number | null): NightSummary | null {
  if (night === null) return null;
  return timeline.nights.find((n) => n.night === night) ?? null;
}

/**
 * Seats for night `night`: players in the played order first (numbered by slot), then the
 * others in declaration order. Only recorded facts are used, in the timeline's phase order.
 */
export function seatsFor(players: readonly PlayerDecl[], timeline: Timeline, night: NightSummary): Seat[] {
  const dead = new Set(players.filter((p) => p.start === 'dead').map((p) => p.name));
  const jailed = new Map<string, number>(players.filter((p) => p.start === 'jailed').map((p) => [p.name, 0]));
  let nightIndex = 0;
  let dayIndex = 0;
  for (const mark of timeline.phases) {
    if (mark.phase === 'night' && mark.number === night.night) break;
    if (mark.phase === 'day') {
      const day = timeline.days[dayIndex++];
      if (day?.jailed) jailed.set(day.jailed, day.day);
    }
    if (mark.phase === 'night') {
      const past = timeline.nights[nightIndex++];
      for (const d of past?.deaths ?? []) dead.add(d.player);
      for (const r of past?.restored ?? []) jailed.delete(r);
    }
  }
  const tonight = new Set(night.deaths.map((d) => d.player));
  const slotOf = new Map(night.order.map((name, i) => [name, i + 1]));
  const seat = (p: PlayerDecl): Seat => ({
    name: p.name,
    role: p.role,
    slot: slotOf.get(p.name) ?? null,
    life: dead.has(p.name) ? 'dead' : tonight.has(p.name) ? 'diedTonight' : 'alive',
    jailedOn: jailed.get(p.name) ?? null,
    knocked: night.knocked.includes(p.name),
    restored: night.restored.includes(p.name),
  });
  const seats = players.map(seat);
  return [
    ...seats.filter((s) => s.slot !== null).sort((a, b) => a.slot! - b.slot!),
    ...seats.filter((s) => s.slot === null),
  ];
}
