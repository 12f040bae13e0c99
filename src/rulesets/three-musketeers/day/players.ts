import type { Span } from '../../../engine/span.ts';
import { t } from '../../../engine/text.ts';
import type { TmContext } from '../context.ts';
import { playerByName, type TmPlayer } from '../state.ts';
import type { InheritedRole } from '../roles/index.ts';
import { heldRole } from '../roles/traits.ts';

/** Finds a named player, or reports a name that is not in the game (UNKNOWN_PLAYER). */
export function knownPlayer(ctx: TmContext, name: string, span: Span): TmPlayer | undefined {
  const p = playerByName(ctx.state, name);
  if (!p) {
    ctx.trace.diagnose('UNKNOWN_PLAYER', 'error', t(`Игрока «${name}» нет среди игроков`, `"${name}" is not a player in this game`), span);
  }
  return p;
}

/** The role whose day powers a player holds: his own, or the one D'Artagnan's Father inherited. */
export function effectiveRole(ctx: TmContext, p: TmPlayer): InheritedRole {
  return heldRole(ctx.state, p);
}

/** Why a player is out of the game, or null if he is in it. */
export function outOfGame(p: TmPlayer): 'dead' | 'jailed' | null {
  if (!p.alive) return 'dead';
  return p.jailed ? 'jailed' : null;
}

/** Players alive and not jailed, in declaration (invitees) order. */
export function playersInGame(ctx: TmContext): TmPlayer[] {
  return ctx.state.players.filter((p) => p.alive && !p.jailed);
}
