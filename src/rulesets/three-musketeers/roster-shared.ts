// What outside the players some player's recorded facts read (carried-facts.ts and the Father's
// inheritance): the role memories, which their watch compares (only those rule code reached
// lately), and the night memo's next-night blocks. When some of it changes, only the players it
// can fall on are compared again, not everyone (at 200 players that was a tenth of resolving).
import type { MemoryWatch } from '../../engine/memory-watch.ts';
import { isInheritor } from './roles/traits.ts';
import type { TmState } from './state.ts';

/** The night memo's blocks as last seen when there was no night memo. */
const NO_MEMO: readonly unknown[] = [];

/**
 * The shared facts as last compared, and whom a change falls on: a role's memory shows in the facts
 * of its holders (`carried`), of the players its shown values name (`carriedOn`: Kitty's amulet,
 * Felton's pair, Aramis's sermon, the executioner's blow) and, for an heir's copy or the Father's
 * own, of the heirs (his inherited role and fresh counters); a next-night block, of the player it names.
 */
export class SharedFacts {
  private blocks: readonly unknown[] | null = null;
  private readonly byName = new Map<string, number>();
  private readonly byRole = new Map<string, number[]>();
  private readonly heirs: number[] = [];
  private readonly marked: boolean[] = [];
  private readonly out: number[] = [];

  constructor(
    state: TmState,
    private readonly memory: MemoryWatch,
  ) {
    for (let i = 0; i < state.players.length; i++) {
      const p = state.players[i]!;
      this.byName.set(p.name, i);
      const holders = this.byRole.get(p.role);
      if (holders) holders.push(i);
      else this.byRole.set(p.role, [i]);
      if (isInheritor(p)) this.heirs.push(i);
    }
  }

  /** Did the shared facts change since the last call? (The first call says yes.) */
  changed(state: TmState): boolean {
    const memory = this.memory.changed();
    return this.blocksChanged(state) || memory;
  }

  /** `written` and the players the shared facts changed since the last call fall on; 'all' the first time. */
  suspects(state: TmState, written: readonly number[]): readonly number[] | 'all' {
    const first = this.blocks === null;
    const blocks = this.blocks;
    if (!this.changed(state)) return written;
    if (first) return 'all';
    const out = this.out;
    out.length = 0;
    for (let i = 0; i < written.length; i++) this.mark(written[i]!);
    if (blocks !== this.blocks) {
      this.named(blocks!);
      this.named(this.blocks!);
    }
    this.named(this.memory.shown);
    for (const c of this.memory.changes) {
      for (const i of this.byRole.get(c.slot.role) ?? []) this.mark(i);
      // the Father's own memory falls on his holders above; an heir's copy, on every heir
      if (c.heir) for (const i of this.heirs) this.mark(i);
    }
    for (let i = 0; i < out.length; i++) this.marked[out[i]!] = false;
    return out;
  }

  private named(values: readonly unknown[]): void {
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (typeof v !== 'string') continue;
      const at = this.byName.get(v);
      if (at !== undefined) this.mark(at);
    }
  }

  private mark(i: number): void {
    if (this.marked[i]) return;
    this.marked[i] = true;
    this.out.push(i);
  }

  private blocksChanged(state: TmState): boolean {
    const list = state.nightMemo?.blockedNextNight ?? null;
    const known = this.blocks;
    if (known !== null && list !== null && known.length === list.length * 2) {
      let same = true;
      for (let i = 0; i < list.length && same; i++) same = known[2 * i] === list[i]!.value && known[2 * i + 1] === list[i]!.clause;
      if (same) return false;
    } else if (known === NO_MEMO && list === null) return false;
    this.blocks = list === null ? NO_MEMO : list.flatMap((b) => [b.value, b.clause]);
    return true;
  }
}
