import { cause } from '../../../engine/cause.ts';
import type { EveningInput } from '../../../engine/scenario.ts';
import { NO_SPAN } from '../../../engine/span.ts';
import { t } from '../../../engine/text.ts';
import type { TmContext } from '../context.ts';
import { optionNote, optionValue } from '../day/option-value.ts';
import { playerByName } from '../state.ts';
import { expireDayFlags } from './expire.ts';
import { explicitOfficialOrder } from './explicit-order.ts';
import { applyMafiaSwaps } from './mafia-swaps.ts';
import { deriveOfficialOrder } from './official-order.ts';
import { rolesWith } from '../roles/index.ts';
import { eveningStep } from '../../../engine/step-id.ts';

/** An evening with nothing written: the order is derived, no lock, no swaps. */
export function emptyEvening(number: number): EveningInput {
  return { kind: 'evening', number, swaps: [], span: NO_SPAN };
}

/** The public list (A-45, C-25): voters only, or also the rule-fixed slots (knocked, denied). */
function publicList(
  ctx: TmContext,
  order: readonly string[],
  voters: readonly string[],
  knocked: readonly string[],
  denied: readonly string[],
): string[] {
  const shown = optionValue(ctx, 'publicListContent') === 'votersPlusForcedSlots' ? [...voters, ...knocked, ...denied] : voters;
  const isShown = new Set(shown);
  return order.filter((n) => isShown.has(n));
}

/**
 * Resolves an evening: the official order (derived, or the host's), the public list,
 * Planchet's lock, then the mafia swaps → the final order the night plays.
 */
export function resolveEvening(ctx: TmContext, evening: EveningInput): void {
  const n = evening.number;
  ctx.trace.enter('evening', n);
  const orderStep = eveningStep(n, 'order');
  const derived = evening.order ? null : deriveOfficialOrder(ctx, n);
  const explicit = evening.order ? explicitOfficialOrder(ctx, evening.order) : null;
  const official = derived?.order ?? explicit?.order ?? [];
  const day = ctx.state.lastDay?.day === n ? ctx.state.lastDay : null;
  const inOrder = new Set(official);
  const voters = derived?.voters ?? (day?.voters ?? []).filter((v) => inOrder.has(v));
  const knocked = derived?.knocked ?? official.filter((x) => playerByName(ctx.state, x)?.knocked);
  const publicOrder = publicList(ctx, official, voters, knocked, derived?.denied ?? []);
  // each list written once for both languages (the names are the same in both)
  const officialList = official.join(', ');
  const publicNames = publicOrder.join(', ') || '—';
  ctx.trace.step({
    id: orderStep,
    phase: 'evening',
    number: n,
    automatic: true,
    outcome: 'info',
    summary: t(`Официальный порядок: ${officialList}. Публично: ${publicNames}`, `Official order: ${officialList}. Public: ${publicNames}`),
    causes: [
      ...(derived?.causes ?? explicit?.causes ?? []),
      cause(
        null,
        'A-45',
        t(
          'В общий чат — только голосовавшие; мафия получает полный список',
          'The public sees the voters only; the mafia get the full list',
        ),
        optionNote(ctx, 'publicListContent'),
      ),
    ],
    changes: [],
    affects: [...official],
    ...(evening.order ? { source: evening.order.span } : {}),
  });
  const final = [...official];
  // The evening's lock is the hook of the role that locks slots (Planchet's file); none: no lock.
  const lockHook = rolesWith('evening')[0]?.evening;
  const locked = lockHook ? lockHook(ctx, n, evening.lock, final, publicOrder, orderStep) : null;
  applyMafiaSwaps(ctx, n, evening.swaps, final, locked, knocked, orderStep);
  ctx.state.lastEvening = { evening: n, officialOrder: official, publicOrder, finalOrder: final, locked, orderStep };
  ctx.state.previousOfficialOrder = derived ? derived.recordAsPrevious : official;
  ctx.state.previousFinalOrder = final;
  expireDayFlags(ctx.state);
}
