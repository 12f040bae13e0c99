import { t } from '../../engine/text.ts';
import type { StepId } from '../../engine/timeline.ts';
import { because, opt, type LkContext, who } from './context.ts';
import { ownExtensionUsed, seatExtension } from './extension-memory.ts';
import { LK_SEAT_ROLE } from './roles/index.ts';
import { isMafiaMember, type LkPlayer, type RemovalKind } from './state.ts';
import { type PhasePrefix, stepIn } from '../../engine/step-id.ts';

/** The new Don, if the removal passed the seat on (for the night's LK-DON message). */
export interface Succession {
  readonly newDon: string;
  /** The Don who left the seat. */
  readonly oldDon: string;
  /** Id of the succession step (`n2.succession.Коля`), recorded by recordSuccession. */
  readonly step: StepId;
}

/**
 * Takes a player out of the game and, if he held the Don's seat, passes it to the senior living
 * mafioso (D-12; on any removal or only on a night kill: lkDonSuccession). Records no step: the
 * caller records the succession with recordSuccession once the removal's own step is in the trace.
 */
export function takeOut(ctx: LkContext, p: LkPlayer, kind: RemovalKind, prefix: PhasePrefix): Succession | null {
  p.alive = false;
  p.removedBy = kind;
  const state = ctx.state;
  if (state.donSeat !== p.name) return null;
  const passes = kind === 'night' || opt(ctx, 'lkDonSuccession') === 'anyRemoval';
  const heir = state.players.filter((m) => m.alive && isMafiaMember(m)).sort((a, b) => a.rank - b.rank)[0];
  if (!passes || !heir) {
    state.donSeat = null;
    return null;
  }
  state.donSeat = heir.name;
  if (opt(ctx, 'lkDonExtension') === 'perPlayer') seatExtension(state).seatUsed = ownExtensionUsed(state, heir);
  return { newDon: heir.name, oldDon: p.name, step: stepIn(prefix, `succession.${p.name}`) };
}

/** Records the succession step, citing `removal` — the step that took the Don out, already in the trace (D-12). */
export function recordSuccession(ctx: LkContext, s: Succession, removal: StepId, prefix: PhasePrefix): void {
  ctx.trace.step({
    id: s.step,
    phase: prefix.startsWith('d') ? 'day' : 'morning',
    number: Number(prefix.slice(1)),
    actor: s.newDon,
    role: LK_SEAT_ROLE.id,
    outcome: 'performed',
    automatic: true,
    affects: [s.newDon, s.oldDon],
    changes: [],
    summary: t(`${s.newDon} становится Доном вместо ${who(ctx, s.oldDon).forms.gen}`, `${s.newDon} becomes Don in place of ${s.oldDon}`),
    causes: [
      because(
        ctx,
        removal,
        'D-12',
        'Дон выбыл: Доном становится старший мафиози (L12 «чем меньше цифра, тем выше ваше положение»)',
        'The Don is out: the senior mafioso becomes Don (L12: "the smaller the number, the higher your rank")',
        'lkDonSuccession',
      ),
    ],
  });
}

/** takeOut and, at once, recordSuccession — for removals whose step `step` is already recorded (the day's). */
export function removePlayer(ctx: LkContext, p: LkPlayer, kind: RemovalKind, step: StepId, prefix: PhasePrefix): Succession | null {
  const s = takeOut(ctx, p, kind, prefix);
  if (s) recordSuccession(ctx, s, step, prefix);
  return s;
}
