import { agree } from '../../../engine/grammar/people.ts';
import { who } from '../context.ts';
import type { NightInput } from '../../../engine/scenario.ts';
import { t } from '../../../engine/text.ts';
import type { LkContext } from '../context.ts';
import { mafiaDecider, playerByName } from '../state.ts';
import { LK_NIGHT_ORDER, nightTurnOf } from '../roles/index.ts';
import type { NightBook } from './book.ts';

const TEAM_WORDS = ['mafia', 'мафия', 'maf', 'маф'];

/** The team's one move a night (D-11, D-17): the turn the team word `mafia -> X` goes to. */
const TEAM_SLOT = LK_NIGHT_ORDER.find((turn) => turn.teamMove)!.slot;

/**
 * Sorts the night's move lines into the fixed slots (D-58). Lines that cannot be anyone's move —
 * unknown or dead actors, roles without a night action, a mafioso who is not the Don (D-11) — become
 * diagnostics and are dropped; the rest of the night still resolves.
 */
export function classifyMoves(ctx: LkContext, night: NightInput, book: NightBook): void {
  const { state, trace } = ctx;
  for (const move of night.moves) {
    const span = move.span;
    if (TEAM_WORDS.includes(move.actor.toLowerCase())) {
      book.moves.push({ slot: TEAM_SLOT, actor: 'mafia', move });
      continue;
    }
    const p = playerByName(state, move.actor);
    if (!p) {
      trace.diagnose('LK-ACTOR-UNKNOWN', 'error', t(`Нет игрока «${move.actor}»`, `No player "${move.actor}"`), span);
      continue;
    }
    if (!p.alive) {
      trace.diagnose(
        'LK-ACTOR-DEAD',
        'error',
        t(
          `${p.name} ${agree(who(ctx, p.name), 'выбыл', 'выбыла')} из игры и не ходит ночью`,
          `${p.name} is out of the game and has no night move`,
        ),
        span,
      );
      continue;
    }
    const turn = nightTurnOf(p.def);
    if (!turn) {
      const role = p.def.spec.name;
      trace.diagnose(
        'LK-NO-NIGHT-ACTION',
        'warning',
        t(`У роли «${role.ru}» (${p.name}) нет ночного действия`, `The role "${role.en}" (${p.name}) has no night action`),
        span,
      );
      continue;
    }
    if (turn.teamMove && mafiaDecider(state)?.name !== p.name) {
      trace.diagnose(
        'LK-MAFIA-NOT-DON',
        'warning',
        t(
          `Ведущий принимает решение мафии только от Дона (${mafiaDecider(state)?.name ?? '—'}), не от ${who(ctx, p.name).forms.gen}`,
          `The host takes the mafia decision only from the Don (${mafiaDecider(state)?.name ?? '—'}), not from ${p.name}`,
        ),
        span,
      );
      continue;
    }
    book.moves.push({ slot: turn.slot, actor: p.name, move });
  }
  if (night.order) {
    trace.diagnose(
      'LK-ORDER-FIXED',
      'info',
      t(
        'В ЛК порядок ночи задан правилами (D-58); строка order не учитывается',
        'LK has a fixed night order (D-58); the order line is ignored',
      ),
      night.order.span,
    );
  }
}
