import { memoryOf, memorySlot, memoryView, type MemoryView } from '../../../engine/role-memory.ts';
import type { TmState } from '../state.ts';
import type { InheritedRole } from './index.ts';

/** One inheritance: the role he took and whose it was (null: the start of the game, or a jailing's). */
export interface Inheritance {
  readonly role: InheritedRole | null;
  readonly from: string | null;
}

/**
 * D'Artagnan's Father's memory: the role whose abilities he holds now, his night inheritances
 * newest last (C-98 revert undoes the last one), and how many of them a morning step has told already.
 */
export const fatherMemory = memorySlot(
  'father',
  () => ({
    role: null as InheritedRole | null,
    history: [] as Inheritance[],
    /** History entries up to here are told; the ones after it are tonight's (the morning's step says whose). */
    told: 0,
  }),
  // The roster shows the role he holds; his history and what is told are the night's bookkeeping.
  (m, put) => put(m.role),
);

/** The Father's memory in a state. */
export function fatherMemo(state: TmState): ReturnType<typeof fatherMemory.fresh> {
  return memoryOf(state.memory, fatherMemory);
}

/** The Father's memory, to read only (the role he holds is asked all the time). */
export function fatherView(state: TmState): MemoryView<ReturnType<typeof fatherMemory.fresh>> {
  return memoryView(state.memory, fatherMemory);
}
