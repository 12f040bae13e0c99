import { cause } from './run.ts';
import type { NamedList, NightInput } from '../../../engine/scenario.ts';
import { t } from '../../../engine/text.ts';
import type { TmContext } from '../context.ts';
import { tmNightFacts } from '../night-facts.ts';
import { expireDayFlags } from '../evening/expire.ts';
import { nightStep } from '../../../engine/step-id.ts';

/** A night written only to give history (the DSL marks an `order` line with not one move). */
export function isHistoryNight(night: NightInput): night is NightInput & { order: NamedList } {
  return night.history === true && !!night.order && night.moves.length === 0;
}

/**
 * Records a history night: its order becomes the previous order (official and played alike, as no
 * swaps are known) for the next night's non-voters (A-39, C-17), and nothing is played — no slot,
 * no host-assigned kill by lot (C-4), no message — so nothing in it can change the game.
 */
export function recordHistoryNight(ctx: TmContext, night: NightInput & { order: NamedList }): void {
  const n = night.number;
  const known = new Set(ctx.state.players.map((p) => p.name));
  const order = night.order.names.map((x) => x.name).filter((x) => known.has(x));
  ctx.trace.diagnose(
    'NIGHT_ORDER_ONLY',
    'info',
    t(
      `Ночь ${n} задаёт только порядок: это история (прошлый порядок), ` +
        'ночь не разыгрывается — ни ходов, ни назначенного ведущим выстрела (C-4)',
      `Night ${n} gives only an order: it is history (the previous order), not played — no moves and no host-assigned kill (C-4)`,
    ),
    night.order.span,
  );
  ctx.trace.enter('night', n);
  ctx.trace.step({
    id: nightStep(n, 'history'),
    phase: 'night',
    number: n,
    automatic: true,
    outcome: 'info',
    affects: [],
    changes: [],
    source: night.order.span,
    summary: t(`Ночь ${n} — только порядок: ${order.join(', ')}`, `Night ${n} — order only: ${order.join(', ')}`),
    causes: [
      cause(
        null,
        'A-39',
        t(
          'Прошлый порядок для следующей ночи (неголосовавшие — в обратном порядке)',
          'The previous order for the next night (non-voters in reverse)',
        ),
      ),
    ],
  });
  ctx.state.previousOfficialOrder = order;
  ctx.state.previousFinalOrder = order;
  expireDayFlags(ctx.state);
  ctx.trace.enter('morning', n);
  ctx.state.lastNight = { night: n, order, knocked: [], restored: [] };
  ctx.trace.nights.push({
    night: n,
    order,
    deaths: [],
    facts: tmNightFacts({ knocked: [], restored: [], bomb: false }),
    messages: {},
    reports: [],
    public: t('', ''),
  });
}
