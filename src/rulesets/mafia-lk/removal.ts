import { t } from '../../engine/text.ts';
import type { StepId } from '../../engine/timeline.ts';
import { because, opt, type LkContext } from './context.ts';
import { isMafiaMember, type LkPlayer, type RemovalKind } from './state.ts';

/** The new Don, if the removal passed the seat on (for the night's LK-DON message). */
export interface Succession {
  readonly newDon: string;
  readonly step: StepId;
}

/**
 * Takes a player out of the game and, if he held the Don's seat, passes it to the senior living
 * mafioso (D-12; on any removal or only on a night kill: lkDonSuccession).
 */
export function removePlayer(ctx: LkContext, p: LkPlayer, kind: RemovalKind, step: StepId, prefix: string): Succession | null {
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
  if (opt(ctx, 'lkDonExtension') === 'perPlayer') state.donSeatExtendUsed = heir.extendUsed;
  const id = `${prefix}.succession.${p.name}`;
  ctx.trace.step({
    id, phase: prefix.startsWith('d') ? 'day' : 'morning', number: Number(prefix.slice(1)), actor: heir.name, role: 'don',
    outcome: 'performed', automatic: true, affects: [heir.name, p.name], changes: [],
    summary: t(`${heir.name} становится Доном вместо ${p.name}`, `${heir.name} becomes Don in place of ${p.name}`),
    causes: [because(ctx, step, 'D-12', 'Дон выбыл: Доном становится старший мафиози', 'The Don is out: the senior mafioso becomes Don', 'lkDonSuccession')],
  });
  return { newDon: heir.name, step: id };
}
