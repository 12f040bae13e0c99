import { agree } from '../../../engine/grammar/people.ts';
import { t, type Text } from '../../../engine/text.ts';
import { opt, type LkContext, who } from '../context.ts';
import type { LkOptionKey } from '../options.ts';
import { playerByName, type LkPlayer } from '../state.ts';
import type { NightBook, Wound } from '../night/book.ts';
import { MOVE_VS_COVER, rulingOf, type CoverRuling } from '../night/cover-table.ts';
import type { LkClauseId } from '../clauses.ts';
import { doctorMemo } from './doctor-memory.ts';

// The Doctor's stretcher list (D-28, D-29): who is on it, and why one may not be healed.

/** One person on the stretcher, with why he cannot be healed (if so). */
export interface StretcherEntry {
  readonly name: string;
  readonly wounds: readonly Wound[];
  /** Tagged «(лечить нельзя)» (D-29): the clause, the option it hinges on, and the reason. */
  readonly tag: { readonly clause: LkClauseId; readonly key?: LkOptionKey; readonly reason: Text } | null;
  /** LK-01 under acceptAndFail: the self-heal is accepted and fails (D.R 1). */
  readonly failsOnSelfHeal: boolean;
}

/**
 * The self-heal × guest ruling of the cover table when the Doctor's self-heal is barred by the L119-121
 * ruling tonight (D-36), else null. Whom the bar covers is D-A10 (lkSelfHealBarScope: by default the
 * Doctor who is the shot Priestess's guest); a ruling that lifts it (allowed) is no bar.
 */
export function selfHealBar(ctx: LkContext, book: NightBook, doctor: string): CoverRuling | null {
  const ruling = rulingOf(ctx, MOVE_VS_COVER.selfHeal.guest);
  return ruling.outcome !== 'plainHeal' && underBar(ctx, book, doctor) ? ruling : null;
}

/** Is the Doctor inside the scope of the self-heal bar tonight (D-A10)? */
function underBar(ctx: LkContext, book: NightBook, doctor: string): boolean {
  const mine = book.wounds.get(doctor) ?? [];
  if (mine.length === 0) return false;
  const v = book.visit;
  switch (opt(ctx, 'lkSelfHealBarScope')) {
    case 'priestessShot':
      return !!v && v.priestess !== doctor && (book.wounds.get(v.priestess) ?? []).some((w) => w.direct);
    case 'twoSides': {
      const own = new Set(mine.map((w) => w.side));
      return [...book.sides()].some((s) => !own.has(s));
    }
    default:
      return mine.some((w) => !w.direct);
  }
}

/** Several shots on one player (D-A12): two direct shots, or a shot plus dying with the Priestess. */
function multiShot(wounds: readonly Wound[]): boolean {
  const direct = wounds.filter((w) => w.direct).length;
  return direct >= 2 || (direct >= 1 && wounds.some((w) => !w.direct));
}

function tagFor(ctx: LkContext, book: NightBook, p: LkPlayer, wounds: readonly Wound[], doctor: string | null): StretcherEntry['tag'] {
  const m = doctorMemo(ctx.state);
  const bar = p.name === doctor ? selfHealBar(ctx, book, p.name) : null;
  if (p.name === doctor) {
    if (m.selfHealUsed)
      return {
        clause: 'D-32',
        key: 'lkDoctorLimit',
        reason: t('себя лечить можно один раз за партию — уже использовано', 'self-heal is once per game — already used'),
      };
    if (bar?.outcome === 'unhealable') return tagOf(bar, p.name, book);
  } else if (opt(ctx, 'lkDoctorLimit') === 'totalOnce' ? m.totalHealUsed : m.healed.includes(p.name)) {
    return {
      clause: 'D-32',
      key: 'lkDoctorLimit',
      reason: t(
        `${who(ctx, p.name).forms.acc} уже лечили — лечить можно один раз за партию`,
        `${p.name} was healed before — once per game`,
      ),
    };
  }
  if (opt(ctx, 'lkMultiShotHeal') === 'unsaveable' && multiShot(wounds)) {
    return {
      clause: 'D-30',
      key: 'lkMultiShotHeal',
      reason: t(`${p.name} ${agree(who(ctx, p.name), 'ранен', 'ранена')} несколько раз`, `${p.name} was shot more than once`),
    };
  }
  // Dying only as the shot Priestess's guest: the heal × guest ruling, unless the self-heal bar rules instead.
  const asGuest = wounds.every((w) => !w.direct) && !bar ? rulingOf(ctx, MOVE_VS_COVER.heal.guest) : null;
  return asGuest?.outcome === 'unhealable' ? tagOf(asGuest, p.name, book) : null;
}

/** A «(лечить нельзя)» tag in a cover-table ruling's words. */
function tagOf(r: CoverRuling, name: string, book: NightBook): StretcherEntry['tag'] {
  return { clause: r.clause, ...(r.option ? { key: r.option } : {}), reason: r.says(name, book.visit?.guest ?? '') };
}

/** The list the Doctor receives after all active roles have moved (D-28), with «(лечить нельзя)» tags (D-29). */
export function buildStretcher(ctx: LkContext, book: NightBook, doctor: string | null): StretcherEntry[] {
  const out: StretcherEntry[] = [];
  for (const [name, wounds] of book.wounds) {
    const p = playerByName(ctx.state, name);
    if (!p) continue;
    const tag = tagFor(ctx, book, p, wounds, doctor);
    const failsOnSelfHeal = !tag && name === doctor && selfHealBar(ctx, book, name)?.outcome === 'healFails';
    out.push({ name, wounds, tag, failsOnSelfHeal });
  }
  return out;
}
