import type { NightInput } from '../../../engine/scenario.ts';
import { t } from '../../../engine/text.ts';
import type { TmContext } from '../context.ts';
import { isInGame, playerByName } from '../state.ts';

/** The final order's names, and each one's slot (1-based). */
export interface FinalOrder {
  readonly names: string[];
  readonly slotOf: Map<string, number>;
}

/**
 * The final night order: the night's explicit `order`, else the evening's final order, else
 * the living players in declaration order. Players out of the game are dropped; players in
 * the game but missing from an explicit order are appended with a warning.
 */
export function finalOrder(ctx: TmContext, night: NightInput): FinalOrder {
  const st = ctx.state;
  const explicit = night.order?.names ?? null;
  // (the names are read in place: no list of them made per night)
  const base = explicit ? null : (st.lastEvening?.finalOrder ?? st.players.filter(isInGame).map((p) => p.name));
  const count = explicit ? explicit.length : base!.length;
  const out: string[] = [];
  const placed = new Map<string, number>(); // each name's slot: membership without a scan per player, and the night's slots
  for (let i = 0; i < count; i++) {
    const name = explicit ? explicit[i]!.name : base![i]!;
    const p = playerByName(st, name);
    const span = explicit?.[i]?.span ?? night.order?.span ?? night.span;
    if (!p) {
      ctx.trace.diagnose(
        'ORDER_UNKNOWN_PLAYER',
        'error',
        t(`В очереди неизвестный игрок «${name}»`, `Unknown player "${name}" in the order`),
        span,
      );
    } else if (!isInGame(p)) {
      ctx.trace.diagnose(
        'ORDER_NOT_IN_GAME',
        'warning',
        t(`«${name}» выбыл и пропускается в очереди (A-44)`, `"${name}" is out of the game and skipped (A-44)`),
        span,
      );
    } else if (placed.has(name)) {
      ctx.trace.diagnose('ORDER_DUPLICATE', 'error', t(`«${name}» дважды в очереди`, `"${name}" twice in the order`), span);
    } else {
      out.push(name);
      placed.set(name, out.length);
    }
  }
  if (explicit) {
    for (const p of st.players) {
      const name = p.name;
      if (!isInGame(p) || placed.has(name)) continue;
      out.push(name);
      placed.set(name, out.length);
      ctx.trace.diagnose(
        'ORDER_MISSING_PLAYER',
        'warning',
        t(`«${name}» нет в очереди: ходит последним`, `"${name}" is missing from the order: moves last`),
        night.order?.span ?? night.span,
      );
    }
  }
  return { names: out, slotOf: placed };
}
