import { who } from '../context.ts';
import { agree } from '../../../engine/grammar/people.ts';
import type { NamedList } from '../../../engine/scenario.ts';
import { t } from '../../../engine/text.ts';
import type { TmCause, TmContext } from '../context.ts';
import { knownPlayer, playersInGame } from '../day/players.ts';

/** The host's own official order (`order …` in an evening): checked, not derived. */
export function explicitOfficialOrder(ctx: TmContext, list: NamedList): { order: string[]; causes: TmCause[] } {
  const inGame = playersInGame(ctx).map((p) => p.name);
  const playing = new Set(inGame);
  const order: string[] = [];
  const listed = new Set<string>(); // `order` as a set: a list scan per name was quadratic at 200 players
  for (const ref of list.names) {
    const p = knownPlayer(ctx, ref.name, ref.span);
    if (!p) continue;
    if (!playing.has(p.name)) {
      ctx.trace.diagnose(
        'ORDER_NOT_IN_GAME',
        'warning',
        t(
          `${p.name} ${agree(who(ctx, p.name), 'выбыл и из порядка убран', 'выбыла и из порядка убрана')}`,
          `${p.name} is out of the game and dropped from the order`,
        ),
        ref.span,
      );
    } else if (listed.has(p.name)) {
      ctx.trace.diagnose(
        'ORDER_DUPLICATE',
        'warning',
        t(`${p.name} ${agree(who(ctx, p.name), 'указан', 'указана')} дважды`, `${p.name} is listed twice`),
        ref.span,
      );
    } else {
      order.push(p.name);
      listed.add(p.name);
    }
  }
  const missing = inGame.filter((x) => !listed.has(x));
  if (missing.length) {
    ctx.trace.diagnose(
      'ORDER_MISSING',
      'warning',
      t(`В порядке нет: ${missing.join(', ')} — поставлены в конец`, `Missing from the order: ${missing.join(', ')} — appended at the end`),
      list.span,
    );
  }
  return {
    order: [...order, ...missing],
    causes: [{ step: null, clause: 'A-47', note: t('Официальный порядок задан ведущим', 'The official order is given by the host') }],
  };
}
