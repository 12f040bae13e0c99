import { agree } from '../../../engine/grammar/people.ts';
import { t, type Text } from '../../../engine/text.ts';
import { isOn, opt, type LkContext, who } from '../context.ts';
import type { LkOptionKey } from '../options.ts';
import { playerByName, type LkPlayer } from '../state.ts';
import type { NightBook, Wound } from './book.ts';
import type { LkClauseId } from '../clauses.ts';

/** One person on the stretcher, with why he cannot be healed (if so). */
export interface StretcherEntry {
  readonly name: string;
  readonly wounds: readonly Wound[];
  /** Tagged «(лечить нельзя)» (D-29): the clause, the option it hinges on, and the reason. */
  readonly tag: { readonly clause: LkClauseId; readonly key: LkOptionKey; readonly reason: Text } | null;
  /** LK-01 under acceptAndFail: the self-heal is accepted and fails (D.R 1). */
  readonly failsOnSelfHeal: boolean;
}

/**
 * Is the Doctor's self-heal barred by the L119-121 ruling tonight (D-36)? The scope is D-A10
 * (lkSelfHealBarScope); lkDoctorGuestSelfHeal = allowed lifts the bar.
 */
export function selfHealBarred(ctx: LkContext, book: NightBook, doctor: string): boolean {
  if (opt(ctx, 'lkDoctorGuestSelfHeal') === 'allowed') return false;
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
  const s = ctx.state;
  if (p.name === doctor) {
    if (s.doctorSelfHealUsed)
      return {
        clause: 'D-32',
        key: 'lkDoctorLimit',
        reason: t('себя лечить можно один раз за партию — уже использовано', 'self-heal is once per game — already used'),
      };
    if (selfHealBarred(ctx, book, p.name) && opt(ctx, 'lkDoctorGuestSelfHeal') === 'tagAndReask') {
      return {
        clause: 'D-36',
        key: 'lkDoctorGuestSelfHeal',
        reason: t('доктор слишком изнеможён, чтобы вылечить себя', 'the Doctor is too exhausted to heal himself'),
      };
    }
  } else if (opt(ctx, 'lkDoctorLimit') === 'totalOnce' ? s.doctorTotalHealUsed : p.healed) {
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
  const onlyWithPriestess = wounds.every((w) => !w.direct);
  const barHandles = p.name === doctor && selfHealBarred(ctx, book, p.name);
  if (onlyWithPriestess && !barHandles && !isOn(ctx, 'lkGuestDeathHealable')) {
    return {
      clause: 'D-49',
      key: 'lkGuestDeathHealable',
      reason: t(`${p.name} погибает вместе со жрицей`, `${p.name} dies together with the Priestess`),
    };
  }
  return null;
}

/** The list the Doctor receives after all active roles have moved (D-28), with «(лечить нельзя)» tags (D-29). */
export function buildStretcher(ctx: LkContext, book: NightBook, doctor: string | null): StretcherEntry[] {
  const out: StretcherEntry[] = [];
  for (const [name, wounds] of book.wounds) {
    const p = playerByName(ctx.state, name);
    if (!p) continue;
    const tag = tagFor(ctx, book, p, wounds, doctor);
    const failsOnSelfHeal =
      !tag && name === doctor && selfHealBarred(ctx, book, name) && opt(ctx, 'lkDoctorGuestSelfHeal') === 'acceptAndFail';
    out.push({ name, wounds, tag, failsOnSelfHeal });
  }
  return out;
}
