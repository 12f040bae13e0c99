import type { NightInput } from '../../../engine/scenario.ts';
import { t } from '../../../engine/text.ts';
import { isOn, type LkContext } from '../context.ts';
import { sendRoles } from '../setup.ts';
import { NightBook } from './book.ts';
import { classifyMoves } from './classify.ts';
import { LK_NIGHT_ORDER } from '../roles/index.ts';
import { announceResults } from './results.ts';

const SLOTS = LK_NIGHT_ORDER.map((turn) => turn.slot);

/**
 * Resolves a night in the fixed order of D-58 — each role's turn by its number (LK_NIGHT_ORDER:
 * Priestess, mafia, Sheriff, Maniac, Doctor) — and announces its results. Night 0 is role delivery only unless lkNight0Actions (D-A3).
 */
export function resolveNight(ctx: LkContext, night: NightInput): void {
  const { state, trace } = ctx;
  trace.enter('night', night.number);
  const book = new NightBook(night.number, night.span, SLOTS);
  if (isOn(ctx, 'lkOtherPlanet') && night.number > 0 && state.daysSinceNight === 1) {
    trace.diagnose(
      'LK-PLANET-NIGHT',
      'warning',
      t('«Другая планета»: ночь наступает только каждый второй день (D-90)', '"Another planet": night comes only every second day (D-90)'),
      night.span,
    );
  }
  if (night.number === 0 && !state.rolesSent) {
    sendRoles(ctx, book.messages);
    state.rolesSent = true;
  }
  if (night.number === 0 && !isOn(ctx, 'lkNight0Actions')) {
    for (const m of night.moves) {
      trace.diagnose(
        'LK-NIGHT0-MOVE',
        'warning',
        t('Ночь 0 — только раздача ролей (D-2); ход не учитывается', 'Night 0 is role delivery only (D-2); the move is ignored'),
        m.span,
      );
    }
  } else {
    classifyMoves(ctx, night, book);
    for (const turn of LK_NIGHT_ORDER) turn.resolve(ctx, book);
  }
  announceResults(ctx, book, night.notes ?? []);
}
