/**
 * A night written only to give history: an `order` line and no moves. It is read as the previous
 * order (what an `evening N` with `order` says), not played: nothing is resolved there, so no
 * host-assigned kill (C-4) or lot can change the game. Only rulesets whose night order comes from
 * an evening need it («Три мушкетера»); «Мафия ЛК» has a fixed order and ignores `order` lines.
 */
import type { EveningInput, Expectation, NightInput, PhaseInput, RulesetId } from '../engine/scenario.ts';
import type { DiagnosticSink } from './diagnostics.ts';

/** Rulesets where a previous order matters (non-voters are reversed against it, A-39). */
const ORDER_FROM_EVENING: ReadonlySet<RulesetId> = new Set(['three-musketeers']);

/** Is this night only an order, with no evening of its own? */
function isHistory(p: PhaseInput, phases: readonly PhaseInput[]): p is NightInput & { order: NonNullable<NightInput['order']> } {
  if (p.kind !== 'night' || !p.order || p.moves.length > 0 || (p.notes?.length ?? 0) > 0) return false;
  return !phases.some((o) => o.kind === 'evening' && o.number === p.number);
}

/**
 * Turns each history night into the evening record of its order (official = played: no swaps are
 * known), says so at the order line, and rejects expectations written in it: nothing is played there.
 */
export function historyNights(
  ruleset: RulesetId, phases: readonly PhaseInput[], expectations: readonly Expectation[], sink: DiagnosticSink,
): { phases: PhaseInput[]; expectations: Expectation[] } {
  if (!ORDER_FROM_EVENING.has(ruleset)) return { phases: [...phases], expectations: [...expectations] };
  const history = new Set<number>();
  const out = phases.map((p): PhaseInput => {
    if (!isHistory(p, phases)) return p;
    history.add(p.number);
    sink.add('NIGHT_ORDER_ONLY', 'info',
      `Ночь ${p.number} задаёт только порядок: это история (прошлый порядок), ночь не разыгрывается — ни ходов, ни назначенного ведущим выстрела (C-4)`,
      `Night ${p.number} gives only an order: it is history (the previous order), not played — no moves and no host-assigned kill (C-4)`,
      p.order.span);
    const evening: EveningInput = { kind: 'evening', number: p.number, order: p.order, swaps: [], span: p.span };
    return evening;
  });
  const kept = expectations.filter((e) => {
    if (e.phase?.kind !== 'night' || !history.has(e.phase.number)) return true;
    sink.error('EXPECT_PHASE',
      `Ночь ${e.phase.number} — только история порядка: в ней нечего проверять`,
      `Night ${e.phase.number} is only a history of the order: there is nothing in it to check`, e.span);
    return false;
  });
  return { phases: out, expectations: kept };
}
