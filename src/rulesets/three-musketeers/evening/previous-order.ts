import type { TmContext } from '../context.ts';
import type { TmPlayer } from '../state.ts';
import { optionValue } from '../day/option-value.ts';

/**
 * The list non-voters are reversed against (C-17): the previous official pre-swap order, the
 * previous played order, or the previous public list. Null when there is none (first night).
 */
export function previousOrderFor(ctx: TmContext): readonly string[] | null {
  const source = optionValue(ctx, 'nonVoterReverseSource');
  if (source === 'realPostSwap') {
    return ctx.state.lastNight?.order ?? ctx.state.previousFinalOrder;
  }
  if (source === 'publicList') return ctx.state.previousOfficialOrder ? (ctx.state.lastEvening?.publicOrder ?? []) : null;
  return ctx.state.previousOfficialOrder;
}

/**
 * Orders `names` in reverse of their positions in `previous`: the later a player stood,
 * the earlier he goes now. Players missing from it go after, in invitees (declaration) order.
 */
export function reverseByPrevious(ctx: TmContext, names: readonly string[], previous: readonly string[]): string[] {
  // (most evenings have nobody denied: no index of the previous order for an empty group)
  if (names.length === 0) return [];
  const wanted = new Set(names);
  // Every evening reverses its non-voters: one pass over the previous order instead of an index and a sort.
  if (wanted.size === names.length) {
    const known: string[] = [];
    for (let i = 0; i < previous.length; i++) {
      const n = previous[i]!;
      if (wanted.delete(n)) known.push(n);
    }
    known.reverse();
    return wanted.size === 0
      ? known
      : [
          ...known,
          ...inviteesOrder(
            ctx,
            names.filter((n) => wanted.has(n)),
          ),
        ];
  }
  const pos = positions(previous);
  const known = names.filter((n) => pos.has(n)).sort((a, b) => pos.get(b)! - pos.get(a)!);
  const missing = names.filter((n) => !pos.has(n));
  return missing.length === 0 ? known : [...known, ...inviteesOrder(ctx, missing)];
}

/** Each name's index in a list (the first one, as indexOf gives). */
function positions(list: readonly string[]): Map<string, number> {
  const pos = new Map<string, number>();
  for (let i = 0; i < list.length; i++) if (!pos.has(list[i]!)) pos.set(list[i]!, i);
  return pos;
}

/** `names` in the invitees list order (player declaration order, A-48). */
export function inviteesOrder(ctx: TmContext, names: readonly string[]): string[] {
  if (names.length < 2) return [...names];
  const pos = inviteesPositions(ctx.state.players);
  return [...names].sort((a, b) => (pos.get(a) ?? -1) - (pos.get(b) ?? -1));
}

/** Each player's place in the invitees list, made once per players list (the cast never changes; a checkpoint's copy makes its own). */
const INVITEES = new WeakMap<readonly TmPlayer[], Map<string, number>>();

function inviteesPositions(players: readonly TmPlayer[]): Map<string, number> {
  let pos = INVITEES.get(players);
  if (!pos) INVITEES.set(players, (pos = positions(players.map((p) => p.name))));
  return pos;
}

/** Orders `names` by the position in `list`; names missing from it keep their order after. */
export function byPosition(names: readonly string[], list: readonly string[]): string[] {
  if (names.length < 2) return [...names];
  const at = positions(list);
  const pos = (n: string): number => at.get(n) ?? list.length;
  return [...names]
    .map((n, i) => ({ n, i }))
    .sort((a, b) => pos(a.n) - pos(b.n) || a.i - b.i)
    .map((x) => x.n);
}
