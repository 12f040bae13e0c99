import type { Change, StepId } from '../../../engine/timeline.ts';
import type { NightBook } from './book.ts';

// What a heal does to the night (D-30, D-59): the shots it undoes. Whom it saves is the Doctor's
// (roles/doctor-heal.ts, by the cover table).

/** A shot the heal touched that still kills someone. */
export interface StillKills {
  readonly step: StepId;
  readonly victims: string[];
}

/**
 * What the heal undoes: a shot whose every victim is saved is undone, before → after null (the
 * shot happened, its kill does not; D-30, D-59). A shot that still kills someone — the Priestess
 * whose guest was healed, or her guest when only she was (D-49) — is not shown as undone; the
 * returned `still` names who it still kills, for the step's causes.
 */
export function savedShots(book: NightBook, saves: readonly string[]): { changes: Change[]; still: StillKills[] } {
  const victims = new Map<string, string[]>();
  for (const [name, wounds] of book.wounds) for (const w of wounds) victims.set(w.step, [...(victims.get(w.step) ?? []), name]);
  const seen = new Set<string>();
  const changes: Change[] = [];
  const still: StillKills[] = [];
  for (const name of saves) {
    for (const w of book.wounds.get(name) ?? []) {
      if (seen.has(w.step)) continue;
      seen.add(w.step);
      const left = (victims.get(w.step) ?? []).filter((v) => !saves.includes(v));
      if (left.length === 0) changes.push({ target: w.step, kind: 'protected', before: w.shot, after: null });
      else still.push({ step: w.step, victims: left });
    }
  }
  return { changes, still };
}
