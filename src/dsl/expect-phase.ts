/**
 * Which expectation kinds mean something in which block (README: an expectation refers to the
 * phase it is written in). A kind written where it has no meaning is rejected with EXPECT_PHASE
 * instead of being checked against some other phase.
 */
import type { ExpectationKind } from '../engine/scenario.ts';
import type { Span } from '../engine/span.ts';
import type { DiagnosticSink } from './diagnostics.ts';

/** Where an expectation sits: a block kind, or the top level (the whole game). */
export type ExpectPlace = 'top' | 'day' | 'evening' | 'night';

/** Kind → the places it can be checked, and what it means there (for the README and the diagnostic). */
export const EXPECT_PLACES: Readonly<Record<ExpectationKind, readonly ExpectPlace[]>> = {
  dies: ['top', 'night'],
  survives: ['top', 'night'],
  knocked: ['top', 'night'],
  restored: ['top', 'night'],
  report: ['top', 'night'],
  jailed: ['top', 'day'],
  nobodyJailed: ['top', 'day'],
  order: ['evening', 'night'],
  message: ['top', 'day', 'night'],
  public: ['top', 'day', 'evening', 'night'],
  diagnostic: ['top', 'day', 'evening', 'night'],
  winner: ['top', 'day', 'evening', 'night'],
  change: ['top', 'day', 'evening', 'night'],
  why: ['top', 'day', 'evening', 'night'],
};

const PLACE_NAME: Readonly<Record<ExpectPlace, { ru: string; en: string }>> = {
  top: { ru: 'в начале файла (вся игра)', en: 'at top level (the whole game)' },
  day: { ru: 'в блоке «день»', en: 'in a day block' },
  evening: { ru: 'в блоке «вечер»', en: 'in an evening block' },
  night: { ru: 'в блоке «ночь»', en: 'in a night block' },
};

/** A hint for the commonest slips: deaths by day are jailings, jailings by night are deaths. */
const HINT: Partial<Record<ExpectationKind, { ru: string; en: string }>> = {
  dies: { ru: ' Днём проверяйте «expect jailed».', en: ' By day use "expect jailed".' },
  survives: { ru: ' Днём проверяйте «expect not jailed».', en: ' By day use "expect not jailed".' },
  jailed: { ru: ' Ночью проверяйте «expect dies».', en: ' At night use "expect dies".' },
  order: { ru: ' Порядок относится к вечеру или ночи.', en: ' An order belongs to an evening or a night.' },
};

/** Reports EXPECT_PHASE and returns false when `kind` has no meaning at `place`. */
export function expectFitsPlace(kind: ExpectationKind, place: ExpectPlace, word: string, span: Span, sink: DiagnosticSink): boolean {
  const allowed = EXPECT_PLACES[kind];
  if (allowed.includes(place)) return true;
  const ru = allowed.map((a) => PLACE_NAME[a].ru).join(', ');
  const en = allowed.map((a) => PLACE_NAME[a].en).join(', ');
  const hint = HINT[kind] ?? { ru: '', en: '' };
  sink.error(
    'EXPECT_PHASE',
    `Ожидание «${word}» ${PLACE_NAME[place].ru} не к чему отнести; его место: ${ru}.${hint.ru}`,
    `Expectation "${word}" means nothing ${PLACE_NAME[place].en}; it belongs ${en}.${hint.en}`,
    span,
  );
  return false;
}
