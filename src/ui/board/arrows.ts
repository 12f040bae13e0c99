// The arrows of one step: its action as submitted (dashed) and as performed (solid), and one
// arrow per Change it made to another action, styled by the change's kind.
import type { ActionRef, ChangeKind, Step } from '../../engine/timeline.ts';

/** How an arrow is drawn: the two action forms, a change kind, or the changed action's new form. */
export type ArrowKind = 'submitted' | 'performed' | ChangeKind;

/** One arrow between two players. `after` marks the changed action as it ended up. */
export interface Arrow {
  readonly from: string;
  readonly to: string;
  readonly kind: ArrowKind;
  readonly after?: boolean;
  /** The step the arrow stands for (the changed step for change arrows). */
  readonly step: string;
}

const sameAction = (a: ActionRef, b: ActionRef): boolean =>
  a.actor === b.actor && a.ability === b.ability && a.targets.join('\u0000') === b.targets.join('\u0000');

const toTargets = (a: ActionRef, kind: ArrowKind, step: string, after = false): Arrow[] =>
  a.targets.map((to) => ({ from: a.actor, to, kind, step, ...(after ? { after } : {}) }));

/**
 * Arrows for `step`: submitted (only when it differs from performed), performed (every function of
 * a move that carries two), and for each change an arrow from the actor to the changed action's
 * actor plus that action's new targets.
 */
export function stepArrows(step: Step, steps: readonly Step[]): Arrow[] {
  const out: Arrow[] = [];
  const { submitted, performed } = step;
  if (submitted && !(performed && sameAction(submitted, performed))) out.push(...toTargets(submitted, 'submitted', step.id));
  if (performed) out.push(...toTargets(performed, 'performed', step.id));
  for (const also of step.alsoPerformed ?? [])
    for (const a of toTargets(also, 'performed', step.id)) if (!out.some((o) => o.kind === a.kind && o.to === a.to)) out.push(a);
  const actor = performed?.actor ?? step.actor;
  for (const change of step.changes) {
    const target = steps.find((s) => s.id === change.target);
    const changedActor = change.after?.actor ?? change.before?.actor ?? target?.actor;
    if (actor && changedActor) out.push({ from: actor, to: changedActor, kind: change.kind, step: change.target });
    if (change.after) out.push(...toTargets(change.after, change.kind, change.target, true));
  }
  return out;
}

/** The night step a player made on night `night`, for clicking a seat. */
export function stepOfPlayer(steps: readonly Step[], night: number, player: string): Step | undefined {
  return steps.find((s) => s.phase === 'night' && s.number === night && s.actor === player);
}
