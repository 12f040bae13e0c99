import { t } from '../../../engine/text.ts';
import type { Change, StepId } from '../../../engine/timeline.ts';
import type { LkCause } from '../context.ts';
import { because, isOn, type LkContext } from '../context.ts';
import { playerByName } from '../state.ts';
import type { NightBook } from './book.ts';
import type { StretcherEntry } from './stretcher.ts';
import { MOVE_VS_COVER, rulingOf } from './cover-table.ts';
import { coverOf } from './shots.ts';

// What a heal does to the night (D-30, D-32, D-49, D-59): the limits it spends, the shots it undoes.

/** Records a counted heal against the limits of D-32 (lkDoctorLimit). */
export function spendHeal(ctx: LkContext, doctor: string, target: string): void {
  const s = ctx.state;
  if (target === doctor) {
    s.doctorSelfHealUsed = true;
    return;
  }
  const p = playerByName(s, target);
  if (p) p.healed = true;
  s.doctorTotalHealUsed = true;
}

/**
 * What the heal undoes: a shot whose every victim is saved is undone, before → after null (the
 * shot happened, its kill does not; D-30, D-59). A shot that still kills someone — the Priestess
 * whose guest was healed, or her guest when only she was (D-49) — is not shown as undone; the
 * returned `still` names who it still kills, for the step's causes.
 */
export function savedShots(book: NightBook, saves: readonly string[]): { changes: Change[]; still: { step: StepId; victims: string[] }[] } {
  const victims = new Map<string, string[]>();
  for (const [name, wounds] of book.wounds) for (const w of wounds) victims.set(w.step, [...(victims.get(w.step) ?? []), name]);
  const seen = new Set<string>();
  const changes: Change[] = [];
  const still: { step: StepId; victims: string[] }[] = [];
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

/** Who a heal of `target` takes off the stretcher: the Priestess may bring her guest (D-A9). */
export function savedBy(ctx: LkContext, book: NightBook, entry: StretcherEntry): { saves: string[]; causes: LkCause[] } {
  const v = book.visit;
  const saves = [entry.name];
  const causes: LkCause[] = [];
  if (v && coverOf(v, entry.name) === 'priestess') {
    const guestWounds = book.wounds.get(v.guest) ?? [];
    if (guestWounds.length > 0 && guestWounds.every((w) => !w.direct)) {
      const ruling = rulingOf(ctx, MOVE_VS_COVER.heal.priestess);
      const text = ruling.says(entry.name, v.guest);
      causes.push(because(ctx, v.step, ruling.clause, text.ru, text.en, ruling.option));
      if (ruling.outcome === 'savesBoth') {
        saves.push(v.guest);
        if (isOn(ctx, 'lkSavesBothConsumesGuestHeal')) {
          const g = playerByName(ctx.state, v.guest);
          if (g) g.healed = true;
        }
      }
    }
  }
  return { saves, causes };
}
