import type { Diagnostic } from './diagnostic.ts';
import type { PhaseInput, Scenario } from './scenario.ts';
import { t } from './text.ts';

/** Day N comes before evening N, evening N before night N, night N before day N+1. */
const RANK: Readonly<Record<PhaseInput['kind'], number>> = { day: 0, evening: 1, night: 2 };

const NAME: Readonly<Record<PhaseInput['kind'], { ru: string; en: string }>> = {
  day: { ru: 'день', en: 'day' },
  evening: { ru: 'вечер', en: 'evening' },
  night: { ru: 'ночь', en: 'night' },
};

/**
 * Keeps only the phases written in play order. A block written twice (`night 1` … `night 1`)
 * or out of order (`night 2` before `day 2`) cannot be played as written: it becomes an error
 * at its header and is left out, so every phase is resolved once and step ids stay unique.
 */
export function phasesInPlayOrder(scenario: Scenario): { scenario: Scenario; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const kept: PhaseInput[] = [];
  let last: PhaseInput | null = null;
  for (const phase of scenario.phases) {
    if (last && !isAfter(phase, last)) {
      const same = phase.kind === last.kind && phase.number === last.number;
      const n = NAME[phase.kind];
      const l = NAME[last.kind];
      diagnostics.push({
        code: same ? 'PHASE_DUPLICATE' : 'PHASE_OUT_OF_ORDER',
        severity: 'error',
        message: same
          ? t(
              `Блок «${n.ru} ${phase.number}» уже был: он пропущен; объедините ходы в одном блоке`,
              `The block "${n.en} ${phase.number}" was already given: it is skipped; put its lines into one block`,
            )
          : t(
              `«${n.ru} ${phase.number}» не может идти после «${l.ru} ${last.number}»: блок пропущен`,
              `"${n.en} ${phase.number}" cannot come after "${l.en} ${last.number}": the block is skipped`,
            ),
        span: phase.span,
      });
      continue;
    }
    kept.push(phase);
    last = phase;
  }
  return { scenario: kept.length === scenario.phases.length ? scenario : { ...scenario, phases: kept }, diagnostics };
}

/** Is `phase` later in the game than `previous`? */
function isAfter(phase: PhaseInput, previous: PhaseInput): boolean {
  if (phase.number !== previous.number) return phase.number > previous.number;
  return RANK[phase.kind] > RANK[previous.kind];
}
