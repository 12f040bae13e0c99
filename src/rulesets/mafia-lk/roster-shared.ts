// What outside the players some player's recorded facts read (roster.ts, carried-facts.ts,
// extension-memory.ts): the Don's seat, the votes lost for the next day, the last night played (the
// Priestess's guest holds for one night) and the role memories, which their watch compares (only
// those rule code reached lately). When some of it changes, only the players it can fall on are
// compared again, not everyone. A role's `carried`/`carriedOn` that reads more must be added here.
import type { MemoryWatch } from '../../engine/memory-watch.ts';
import { visitMemory } from '../../engine/role-memory.ts';
import { LK_MEMORY_SLOTS, LK_SEAT_ROLE } from './roles/index.ts';
import type { LkState } from './state.ts';

/** Not seen yet: the first compare falls on everyone. */
const UNSEEN = Symbol('unseen');

/**
 * The shared facts as last compared, and whom a change falls on: the seat, its old and new holder; a
 * lost vote, the players named before and after; the last night, every player a memory names; a
 * role's memory, its holders when it shows in their own facts (the Doctor's), the players its shown values name (patients,
 * guest, muted, who spent an extension) and, for the seat's memory, the seat's holder.
 */
export class LkSharedFacts {
  private seat: string | null | typeof UNSEEN = UNSEEN;
  private votes: string[] = [];
  private night: number | null = null;
  private readonly byName: ReadonlyMap<string, number>;
  /** The players whose own facts their role's memory shows (its `carried`: the Doctor's), by role. */
  private readonly carriers = new Map<string, number[]>();
  private readonly marked: boolean[] = [];
  private readonly out: number[] = [];
  private readonly markName = (v: unknown): void => {
    if (typeof v !== 'string') return;
    const at = this.byName.get(v);
    if (at !== undefined) this.mark(at);
  };

  constructor(
    state: LkState,
    private readonly memory: MemoryWatch,
  ) {
    this.byName = new Map(state.players.map((p, i) => [p.name, i]));
    state.players.forEach((p, i) => p.def.carried && this.carriers.set(p.role, [...(this.carriers.get(p.role) ?? []), i]));
  }

  /** Takes the shared facts as they are now (after the roster was read whole). */
  seen(state: LkState): void {
    this.memory.changed();
    this.seat = state.donSeat;
    this.night = state.previousNight;
    this.takeVotes(state);
  }

  /** `written` and the players the shared facts changed since the last call fall on; 'all' the first time. */
  suspects(state: LkState, written: readonly number[]): readonly number[] | 'all' {
    if (this.seat === UNSEEN) {
      this.seen(state);
      return 'all';
    }
    const memory = this.memory.changed();
    const seat = this.seat !== state.donSeat;
    const night = this.night !== state.previousNight;
    const votes = !this.sameVotes(state);
    if (!memory && !seat && !night && !votes) return written;
    const out = this.out;
    out.length = 0;
    for (let i = 0; i < written.length; i++) this.mark(written[i]!);
    if (seat) {
      this.markName(this.seat);
      this.markName((this.seat = state.donSeat));
    }
    if (votes) {
      for (const v of this.votes) this.markName(v);
      this.takeVotes(state);
      for (const v of this.votes) this.markName(v);
    }
    if (night) {
      this.night = state.previousNight;
      visitMemory(state.memory, LK_MEMORY_SLOTS, this.markName);
    }
    if (memory && this.memoryChanges(state) === 'all') return 'all';
    for (let i = 0; i < out.length; i++) this.marked[out[i]!] = false;
    return out;
  }

  /** Marks whom the memories the watch found changed fall on; 'all' for an heir's copy (LK has none). */
  private memoryChanges(state: LkState): 'all' | void {
    for (let i = 0; i < this.memory.shown.length; i++) this.markName(this.memory.shown[i]);
    for (const c of this.memory.changes) {
      if (c.heir) {
        for (let j = 0; j < this.out.length; j++) this.marked[this.out[j]!] = false;
        return 'all';
      }
      for (const i of this.carriers.get(c.slot.role) ?? []) this.mark(i);
      // the seat's spent extension is its holder's (a flag, not a name the shown values hold)
      if (c.slot.role === LK_SEAT_ROLE.id) this.markName(state.donSeat);
    }
  }

  private takeVotes(state: LkState): void {
    const list = state.loseVoteNextDay;
    this.votes.length = 0;
    for (let i = 0; i < list.length; i++) this.votes.push(list[i]!.value);
  }

  private sameVotes(state: LkState): boolean {
    const list = state.loseVoteNextDay;
    if (list.length !== this.votes.length) return false;
    for (let i = 0; i < list.length; i++) if (list[i]!.value !== this.votes[i]) return false;
    return true;
  }

  private mark(i: number): void {
    if (this.marked[i]) return;
    this.marked[i] = true;
    this.out.push(i);
  }
}
