// A role's memory across phases and nights (Kitty's last gift, the Abbess's one prayer) is declared in
// the role's own file as a slot with its fresh value, and kept in the ruleset's state by role id. So a
// role that needs memory adds no field to a shared state type, and a checkpoint's deep copy, the
// recorded roster's "did the shared facts change" compare and a start from facts all reach it the same way.

/** Who holds a copy: the role's own player, or an heir who keeps a fresh copy of his own (C-96 fresh). */
export type MemoryHolder = 'own' | 'heir';

/** A role's memory slot: the role it belongs to and how a fresh game starts it. Plain data only. */
export interface MemorySlot<Id extends string = string, M extends object = object> {
  readonly role: Id;
  readonly fresh: () => M;
  /**
   * What of it the recorded roster shows (what the role's `carried`/`carriedOn` facts read), put value
   * by value; absent: all of it. A slot that keeps a history the roster never shows (the executioner's
   * blow per player) names the shown part, so the compare after every step stays small.
   */
  shown?(m: M, put: (v: unknown) => void): void;
}

/** The memories of one game: `own` and `heir` copies by role id. Plain, deep-copyable data. */
export interface RoleMemory {
  readonly own: Record<string, object>;
  readonly heir: Record<string, object>;
}

/** Declares a role's memory slot (in the role's file). */
export function memorySlot<const Id extends string, M extends object>(
  role: Id,
  fresh: () => M,
  shown?: (m: M, put: (v: unknown) => void) => void,
): MemorySlot<Id, M> {
  return shown ? { role, fresh, shown } : { role, fresh };
}

/** A fresh game's memories: every slot, for both holders. */
export function freshMemory(slots: readonly MemorySlot[]): RoleMemory {
  const memory: RoleMemory = { own: {}, heir: {} };
  for (const slot of slots) {
    memory.own[slot.role] = slot.fresh();
    memory.heir[slot.role] = slot.fresh();
  }
  return memory;
}

/** Where a game's memory keeps its watch (engine/memory-watch.ts), out of sight of copies and readers. */
export const MEMORY_WATCH = Symbol('memory watch');

/** The memory a slot keeps, for its own player or for an heir. Mutate it in place. */
export function memoryOf<M extends object>(memory: RoleMemory, slot: MemorySlot<string, M>, holder: MemoryHolder = 'own'): M {
  const m = memory[holder][slot.role];
  // Every registered slot is built at the start (freshMemory): a miss is a role missing from the registry.
  if (m === undefined) throw new Error(`role memory: no slot for ${slot.role}`);
  (memory as { [MEMORY_WATCH]?: { touch(record: object): void } })[MEMORY_WATCH]?.touch(m);
  return m as M;
}

/** Read-only all the way down: what a reader of a memory cannot write through. */
export type MemoryView<T> = T extends string | number | boolean | bigint | symbol | null | undefined | ((...args: never[]) => unknown)
  ? T // a branded id is a string, not a record
  : { readonly [K in keyof T]: MemoryView<T[K]> };

/**
 * A slot's memory to read, not write (the compiler holds it to that). Unlike memoryOf it is no
 * touch: the recorded roster need not ask a memory that was only read whether it changed.
 */
export function memoryView<M extends object>(memory: RoleMemory, slot: MemorySlot<string, M>, holder: MemoryHolder = 'own'): MemoryView<M> {
  const m = memory[holder][slot.role];
  if (m === undefined) throw new Error(`role memory: no slot for ${slot.role}`);
  return m as MemoryView<M>;
}

/** Visits the shown values of the slots' memories, both holders, in a fixed order (a cheap compare of shared facts). */
export function visitMemory(memory: RoleMemory, slots: readonly MemorySlot[], put: (v: unknown) => void): void {
  // Indexed loops and no iterator: the roster asks after every step.
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const own = memory.own[slot.role];
    const heir = memory.heir[slot.role];
    if (own !== undefined) visitSlot(slot, own, put);
    if (heir !== undefined) visitSlot(slot, heir, put);
  }
}

/** Visits the shown values of one memory record of `slot`, then an end mark. */
export function visitSlot(slot: MemorySlot, m: object, put: (v: unknown) => void): void {
  if (slot.shown) slot.shown(m, put);
  else visit(m, put);
  put(END);
}

/** Marks the end of a list or record, so that [a], [b] and [a, b] visit apart. */
const END = Symbol('end');

function visit(value: unknown, put: (v: unknown) => void): void {
  if (typeof value !== 'object' || value === null) {
    put(value);
    return;
  }
  if (Array.isArray(value)) for (const v of value) visit(v, put);
  else
    for (const key in value) {
      put(key);
      visit((value as Record<string, unknown>)[key], put);
    }
  put(END);
}
