import { cause } from '../../../engine/cause.ts';
import { who } from '../context.ts';
import { agree } from '../../../engine/grammar/people.ts';
import type { SwapPair, SwapSubmission } from '../../../engine/scenario.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { Outcome, StepId } from '../../../engine/timeline.ts';
import type { TmCause, TmContext } from '../context.ts';
import type { TmOptionKey } from '../options.ts';
import { optionNote, optionOn, optionValue } from '../day/option-value.ts';
import { knownPlayer } from '../day/players.ts';
import { slotChange } from './slots.ts';
import type { TmClauseId } from '../clauses.ts';
import { eveningStep } from '../../../engine/step-id.ts';

/** How many swaps the mafia may make (C-21): min(living mafs, 3) or living mafs − 1. */
export function swapCap(ctx: TmContext): number {
  const living = ctx.state.players.filter((p) => p.team === 'mafia' && p.alive && !p.jailed).length;
  return optionValue(ctx, 'swapCount') === 'livingMafsMinus1' ? Math.max(0, living - 1) : Math.min(living, 3);
}

/** Records one swap pair's step. */
function swapStep(
  ctx: TmContext,
  n: number,
  id: StepId,
  pair: SwapPair,
  outcome: Outcome,
  summary: Text,
  causes: TmCause[],
  changes: ReturnType<typeof slotChange>[] = [],
): void {
  const action = { actor: 'mafia', ability: 'swap', role: 'mafia', targets: [pair.a, pair.b] };
  ctx.trace.step({
    id,
    phase: 'evening',
    number: n,
    actor: 'mafia',
    role: 'mafia',
    submitted: action,
    ...(outcome === 'performed' ? { performed: action } : {}),
    outcome,
    summary,
    causes,
    changes,
    affects: outcome === 'performed' ? [pair.a, pair.b] : [],
    source: pair.span,
  });
}

/**
 * Applies the mafia's swap submission to `order` (A-49…A-55): one submission only, at most the
 * cap, a pair touching the locked character void (C-20), overlapping pairs in turn (C-22).
 */
export function applyMafiaSwaps(
  ctx: TmContext,
  n: number,
  submissions: readonly SwapSubmission[],
  order: string[],
  locked: string | null,
  knocked: readonly string[],
  orderStep: StepId,
): void {
  if (submissions.length > 1)
    submissions.slice(1).forEach((sub, i) => {
      const text = t('Перестановки принимаются только один раз, передумать нельзя', 'Swaps are accepted only once; no second submission');
      ctx.trace.diagnose('SWAP_SECOND_SUBMISSION', 'error', text, sub.span);
      ctx.trace.step({
        id: eveningStep(n, `submission${i + 2}`),
        phase: 'evening',
        number: n,
        actor: 'mafia',
        role: 'mafia',
        outcome: 'refused',
        summary: text,
        causes: [cause(eveningStep(n, 'order'), 'A-52', text)],
        changes: [],
        affects: [],
        source: sub.span,
      });
    });
  const first = submissions[0];
  if (!first) return;
  const cap = swapCap(ctx);
  const collision = optionValue(ctx, 'swapCollision');
  const touched = new Set<string>();
  let used = 0;
  first.pairs.forEach((pair, i) => {
    const id = eveningStep(n, `swap${i + 1}`);
    const refuse = (code: string, text: Text, clause: TmClauseId, option?: TmOptionKey): void => {
      ctx.trace.diagnose(code, 'error', text, pair.span);
      swapStep(ctx, n, id, pair, 'refused', text, [cause(null, clause, text, option ? optionNote(ctx, option) : undefined)]);
    };
    const a = knownPlayer(ctx, pair.a, pair.span);
    const b = knownPlayer(ctx, pair.b, pair.span);
    if (!a || !b)
      return refuse(
        'SWAP_UNKNOWN_NAME',
        t(`Пара «${pair.a}/${pair.b}»: имя не из игры`, `Pair "${pair.a}/${pair.b}": a name not in the game`),
        'A-51',
      );
    if (a.name === b.name)
      return refuse(
        'SWAP_SAME_PLAYER',
        t(`Пара «${a.name}/${b.name}» ничего не меняет`, `Pair "${a.name}/${b.name}" swaps a player with himself`),
        'A-50',
      );
    const out = [a, b].find((p) => !order.includes(p.name));
    if (out)
      return refuse(
        'SWAP_NOT_IN_GAME',
        t(
          `${out.name} не ходит этой ночью (${agree(who(ctx, out.name), 'выбыл', 'выбыла')})`,
          `${out.name} is not in tonight's order (out of the game)`,
        ),
        'A-44',
      );
    if (used >= cap)
      return refuse(
        'SWAPS_OVER_CAP',
        t(`Лимит перестановок — ${cap}: пара ${a.name}/${b.name} отклонена`, `The swap limit is ${cap}: pair ${a.name}/${b.name} refused`),
        'A-49',
        'swapCount',
      );
    if (locked && (a.name === locked || b.name === locked)) {
      const inform = collision === 'rejectAndInform';
      if (collision === 'voidPairSilently') used += 1;
      const text = inform
        ? t(`Перестановка ${a.name}/${b.name} невозможна — мафии сообщено`, `Swap ${a.name}/${b.name} is impossible — the mafia are told`)
        : t(
            `Перестановка ${a.name}/${b.name} недействительна: ` +
              `${locked} ${agree(who(ctx, locked), 'закреплён', 'закреплена')} (мафии не сообщают)`,
            `Swap ${a.name}/${b.name} is void: ${locked} is locked (the mafia are not told)`,
          );
      if (inform) ctx.trace.diagnose('SWAP_LOCKED_INFORMED', 'info', text, pair.span);
      swapStep(ctx, n, id, pair, inform ? 'refused' : 'cancelled', text, [
        cause(eveningStep(n, 'lock'), 'A-54', text, optionNote(ctx, 'swapCollision')),
      ]);
      return;
    }
    if (!optionOn(ctx, 'swapsCanMoveKnocked') && (knocked.includes(a.name) || knocked.includes(b.name))) {
      used += 1;
      const text = t(
        `Вырубленного нельзя сдвинуть с места 1: пара ${a.name}/${b.name} недействительна`,
        `A knocked-out player cannot leave slot 1: pair ${a.name}/${b.name} void`,
      );
      swapStep(ctx, n, id, pair, 'cancelled', text, [cause(orderStep, 'A-124', text, optionNote(ctx, 'swapsCanMoveKnocked'))]);
      return;
    }
    if (optionValue(ctx, 'overlappingSwaps') === 'rejectOverlap' && (touched.has(a.name) || touched.has(b.name))) {
      return refuse(
        'SWAP_OVERLAP',
        t(`Пара ${a.name}/${b.name} пересекается с предыдущей`, `Pair ${a.name}/${b.name} overlaps an earlier pair`),
        'A-50',
        'overlappingSwaps',
      );
    }
    const ia = order.indexOf(a.name);
    const ib = order.indexOf(b.name);
    order[ia] = b.name;
    order[ib] = a.name;
    used += 1;
    touched.add(a.name).add(b.name);
    swapStep(
      ctx,
      n,
      id,
      pair,
      'performed',
      t(
        `Мафия меняет местами ${who(ctx, a.name).forms.acc} (${ia + 1}) и ${who(ctx, b.name).forms.acc} (${ib + 1})`,
        `The mafia swap ${a.name} (${ia + 1}) and ${b.name} (${ib + 1})`,
      ),
      [
        cause(
          orderStep,
          'A-50',
          t('Перестановка меняет места двух персонажей', "A swap exchanges two characters' slots"),
          optionNote(ctx, 'overlappingSwaps'),
        ),
        cause(null, 'A-49', t(`Перестановка ${used} из ${cap}`, `Swap ${used} of ${cap}`), optionNote(ctx, 'swapCount')),
      ],
      [slotChange(ctx, orderStep, a.name, ia + 1, ib + 1), slotChange(ctx, orderStep, b.name, ib + 1, ia + 1)],
    );
  });
}
