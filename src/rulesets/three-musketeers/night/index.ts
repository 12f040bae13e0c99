import type { NightInput } from '../../../engine/scenario.ts';
import { t } from '../../../engine/text.ts';
import type { TmContext } from '../context.ts';

/**
 * Resolves a night slot by slot in the final order and writes the morning summary. (Stub: walks
 * the order and records each submitted move as performed; the roles come with the night work.)
 */
export function resolveNight(ctx: TmContext, night: NightInput): void {
  ctx.trace.enter('night', night.number);
  const order = night.order?.names.map((n) => n.name) ?? ctx.state.lastEvening?.finalOrder ?? ctx.state.players.filter((p) => p.alive && !p.jailed).map((p) => p.name);
  order.forEach((name, i) => {
    const move = night.moves.find((m) => m.actor === name);
    if (!move) return;
    const role = ctx.state.players.find((p) => p.name === name)?.role ?? '?';
    ctx.trace.step({
      id: `n${night.number}.s${i + 1}`,
      phase: 'night', number: night.number, slot: i + 1, actor: name, role,
      submitted: { actor: name, ability: role, role, targets: move.targets },
      outcome: 'performed',
      summary: t(`${name} → ${move.targets.join(', ')}`, `${name} → ${move.targets.join(', ')}`),
      causes: [], changes: [], affects: [...move.targets], source: move.span,
    });
  });
  ctx.trace.enter('morning', night.number);
  ctx.trace.nights.push({
    night: night.number, order, deaths: [], knocked: [], restored: [], messages: {}, reports: [],
    public: t('Этой ночью никто не погиб.', 'Nobody died tonight.'), bomb: false,
  });
}
