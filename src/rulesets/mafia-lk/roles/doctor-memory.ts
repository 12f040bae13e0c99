import { memoryOf, memorySlot } from '../../../engine/role-memory.ts';
import type { LkState } from '../state.ts';

/**
 * The Doctor's memory (D-32): whom he has healed (each patient once per game), his one self-heal, and
 * the single heal of lkDoctorLimit = totalOnce. The start facts healed, selfHealUsed and healUsed write it.
 */
export const doctorMemory = memorySlot('doctor', () => ({
  /** Patients who have received a counted heal, in the order healed. */
  healed: [] as string[],
  selfHealUsed: false,
  /** The single heal of lkDoctorLimit = totalOnce is spent. */
  totalHealUsed: false,
}));

/** The Doctor's memory in a state. */
export function doctorMemo(state: LkState): ReturnType<typeof doctorMemory.fresh> {
  return memoryOf(state.memory, doctorMemory);
}

/** Counts a heal of `patient` against the per-player limit (D-32). */
export function markHealed(state: LkState, patient: string): void {
  const m = doctorMemo(state);
  if (!m.healed.includes(patient)) m.healed.push(patient);
}

/** Records a counted heal against the limits of D-32 (lkDoctorLimit). */
export function spendHeal(state: LkState, doctor: string, target: string): void {
  const m = doctorMemo(state);
  if (target === doctor) {
    m.selfHealUsed = true;
    return;
  }
  if (state.players.some((p) => p.name === target)) markHealed(state, target);
  m.totalHealUsed = true;
}
