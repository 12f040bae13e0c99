import { byRole, rolesWith } from './roles/index.ts';
import type { TmNightMemo, TmPlayer, TmState } from './state.ts';
import type { TmClauseId } from './clauses.ts';

/** Start-fact ids in the order the roster lists them; a fact's bit is its index. */
const IDS = [
  'knockedOut',
  'knocked',
  'clubbed',
  'preached',
  'hadAmulet',
  'paired',
  'selfKeepUsed',
  'restoreUsed',
  'duelUsed',
  'duelNeutralized',
  'pullUsed',
  'pullNeutralized',
  'cancelUsed',
  'inherits',
  'hitLastNight',
  'afterTavern',
  'blockedWithConstance',
  'pairedDayOnly',
  'inheritsMusket',
] as const;
/** Each start fact's bit, for the role files' `carried`. */
export type FactBits = Readonly<Record<(typeof IDS)[number], number>>;

const BIT: FactBits = Object.fromEntries(IDS.map((id, i) => [id, 1 << i])) as Record<(typeof IDS)[number], number>;

// Plain loops: these run for every player after every step, and the lists are nearly always empty.
function blockedTonight(list: TmNightMemo['blockedNextNight'], name: string, clause: TmClauseId): boolean {
  for (let i = 0; i < list.length; i++) if (list[i]!.value === name && list[i]!.clause === clause) return true;
  return false;
}

/**
 * The start facts (start-facts.ts) that hold for a player in the live state, as bits: the inverse
 * of applyStartFacts. Allocation-free, since the recorded roster asks after every step.
 * `knockedOut` implies a hit, so `knocked` is named only for a player who has come round.
 */
export function carriedMask(state: TmState, p: TmPlayer): number {
  let m = 0;
  const memo = state.nightMemo;
  if (p.knocked) m |= BIT.knockedOut;
  else if (p.hits >= 1) m |= BIT.knocked;
  if (p.clubbed || (memo && blockedTonight(memo.blockedNextNight, p.name, 'A-78'))) m |= BIT.clubbed;
  // Next-night blocks of Athos (C-34 aramisLike) and of the executioner with Constance (C-41 nextNightBlocked).
  if (memo && blockedTonight(memo.blockedNextNight, p.name, 'A-73')) m |= BIT.afterTavern;
  if (memo && blockedTonight(memo.blockedNextNight, p.name, 'A-102')) m |= BIT.blockedWithConstance;
  // Facts other roles' memories set on him (Kitty's amulet, Felton's pair, Aramis's sermon, the executioner's blow),
  // then his role's own one-shot facts (`carried`).
  for (const r of rolesWith('carriedOn')) m |= r.carriedOn!(state, p, BIT);
  return m | (ownFacts(p.role)?.(state, BIT) ?? 0);
}

/** A role's own one-shot facts, by role id (asked per player after every step). */
const ownFacts = byRole('carried');

/** Each mask's list of fact ids, made once: the roster asks per player changed, and most masks repeat. */
const LISTS = new Map<number, readonly string[]>();

/** The start facts that hold for a player, by id: what a mid-game start from here writes on his line (shared, never written to). */
export function carriedFacts(state: TmState, p: TmPlayer): readonly string[] {
  const m = carriedMask(state, p);
  let list = LISTS.get(m);
  if (list === undefined) LISTS.set(m, (list = IDS.filter((id) => (m & BIT[id]) !== 0)));
  return list;
}

/** The bits of a recorded list of fact ids (for comparing a roster with the live state). */
export function maskOf(ids: unknown): number {
  if (!Array.isArray(ids)) return -1;
  let m = 0;
  for (const id of ids) m |= BIT[id as (typeof IDS)[number]] ?? 0;
  return m;
}
