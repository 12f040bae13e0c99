import type { LkCause } from '../context.ts';
import { because, isOn, type LkContext } from '../context.ts';
import type { NightBook } from '../night/book.ts';
import { coverRuling } from '../night/cover-table.ts';
import { coverCause } from '../night/shots.ts';
import { markHealed } from './doctor-memory.ts';
import type { StretcherEntry } from './doctor-stretcher.ts';
import type { StillKills } from '../night/heal.ts';

// Whom the Doctor's heal takes off the stretcher, by the cover table's heal rows (D-49, D-A9).

/** Who a heal of `entry` saves: the Priestess may bring her guest (heal × Priestess, D-A9). */
export function savedBy(ctx: LkContext, book: NightBook, entry: StretcherEntry): { saves: string[]; causes: LkCause[] } {
  const v = book.visit;
  const saves = [entry.name];
  const causes: LkCause[] = [];
  const ruling = coverRuling(ctx, v, 'heal', entry.name);
  if (v && (ruling?.outcome === 'savesBoth' || ruling?.outcome === 'savesPriestess')) {
    const guestWounds = book.wounds.get(v.guest) ?? [];
    if (guestWounds.length > 0 && guestWounds.every((w) => !w.direct)) {
      causes.push(coverCause(ctx, book, ruling, entry.name));
      if (ruling.outcome === 'savesBoth') {
        saves.push(v.guest);
        if (isOn(ctx, 'lkSavesBothConsumesGuestHeal')) markHealed(ctx.state, v.guest);
      }
    }
  }
  return { saves, causes };
}

/**
 * Why a shot the heal touched still kills (D-49): the Priestess whose guest alone was healed, or her
 * guest when only she was — under the option of the heal's cover-table row.
 */
export function stillKills(ctx: LkContext, book: NightBook, healed: string, still: readonly StillKills[]): LkCause[] {
  const key = coverRuling(ctx, book.visit, 'heal', healed)?.option ?? 'lkPriestessHeal';
  return still.map((s) => {
    const who = s.victims.join(', ');
    return because(ctx, s.step, 'D-49', `Этот выстрел всё равно убивает: ${who}`, `That shot still kills ${who}`, key);
  });
}
