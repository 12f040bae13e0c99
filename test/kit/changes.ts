/**
 * "Every recorded change is real" as a check (test helper of the proof suite, issue 8.5): a change
 * says what an action was before another step touched it and what it became. It must describe a
 * change that happened: `before` differs from `after`, and the target step ends as `after` says —
 * one of its performed (or attempted: a move that failed on a dead target) actions equals `after`,
 * and an `after` of nothing means the step did not perform (blocked, cancelled, stopped by a
 * shield) or — a move carrying two functions (L13) — no longer performs that one. A
 * change that a later change of the same target carries on (a swap, then a mirror)
 * ends where the last link ends; an action Milady gave (or a mirror redirected) and a block then
 * stopped is M9 (L175-177), and one Milady gave to a player killed before his slot failed by his
 * death (clarification 9), so those changes stand. A `reordered` change records a move in the queue, not a new
 * action, so only its first half applies.
 *
 * The second half is checked on «Три мушкетера» nights, whose steps are written at dawn with their
 * final outcome. Day steps are written when they happen (a vote cast stays cast; Rochefort's later
 * cancellation is its own step), and «Мафия ЛК» records a heal as a change of the shot while the shot
 * step stays performed (issue 8.9, the LK ruleset's own item): there only the first half applies.
 */
import type { ActionRef, Change, Step, Timeline } from '../../src/engine/timeline.ts';

const same = (a: ActionRef | null | undefined, b: ActionRef | null | undefined): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Every function the step performed: `performed` and, for a move carrying two, `alsoPerformed`. */
const performedAll = (s: Step): ActionRef[] => [...(s.performed ? [s.performed] : []), ...(s.alsoPerformed ?? [])];

/**
 * Does the target end as the change says: stopped (after ∅: it did not perform, or performed no
 * function like `before` — a move carrying two keeps the other), or doing `after` (an attempt that
 * failed still counts)?
 */
function endsAs(s: Step, before: ActionRef | null, after: ActionRef | null): boolean {
  const all = performedAll(s);
  if (after !== null) return all.some((a) => same(a, after));
  const like = (a: ActionRef): boolean => before !== null && a.ability === before.ability && a.role === before.role;
  return s.outcome !== 'performed' || !all.some(like);
}

const show = (a: ActionRef | null | undefined): string => (a ? `${a.actor}:${a.ability}→${a.targets.join('+')}` : '∅');

/** Is this step written with its final outcome (a «Три мушкетера» night step)? */
function finalAtDawn(tl: Pick<Timeline, 'ruleset'>, s: Step): boolean {
  return tl.ruleset === 'three-musketeers' && s.phase === 'night';
}

/** Lists every change that describes something that did not happen. */
export function falseChanges(tl: Pick<Timeline, 'steps' | 'ruleset'>): string[] {
  const byId = new Map(tl.steps.map((s) => [s.id, s] as const));
  const onTarget = new Map<string, Change[]>();
  for (const s of tl.steps) for (const c of s.changes) onTarget.set(c.target, [...(onTarget.get(c.target) ?? []), c]);
  const out: string[] = [];
  for (const s of tl.steps) {
    for (const c of s.changes) {
      const where = `step ${s.id}: ${c.kind} ${c.target} ${show(c.before)} → ${show(c.after)}`;
      if (same(c.before, c.after)) {
        out.push(`${where}: before equals after`);
        continue;
      }
      const target = byId.get(c.target);
      if (!target || c.kind === 'reordered' || !finalAtDawn(tl, target)) continue;
      const carriedOn = c.after !== null && (onTarget.get(c.target) ?? []).some((o) => o !== c && same(o.before, c.after));
      // Given (L175-177, M9) or redirected, then stopped at his slot (a block, Felton's pairing), or
      // given to one killed before his slot (clarification 9, C-52): both happened, and the stop is on
      // his own step, which shows no performed action.
      const diedBeforeSlot = target.outcome === 'failed' && target.performed === undefined;
      const charmThenBlocked =
        c.after !== null &&
        (((c.kind === 'swapped' || c.kind === 'multiplied') && (target.outcome === 'blocked' || diedBeforeSlot)) ||
          (c.kind === 'redirected' && target.outcome === 'blocked'));
      if (!carriedOn && !charmThenBlocked && !endsAs(target, c.before, c.after))
        out.push(`${where}: the target ended as ${show(target.performed)} (${target.outcome})`);
    }
  }
  return out;
}
