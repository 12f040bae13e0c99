import type { ActionRef } from '../../../engine/timeline.ts';
import type { Fn, NightAction } from './types.ts';

/** The ActionRef of a function as a given performer would do it. */
export function fnRef(actor: string, fn: Fn, targets: readonly string[] = fn.targets): ActionRef {
  return { actor, ability: fn.ability, role: fn.role, targets };
}

/** The ActionRef of what a record would do now (its first function), or its thought target. */
export function recRef(rec: NightAction): ActionRef | null {
  const fn = rec.fns[0];
  if (fn) return fnRef(rec.actor, fn);
  return rec.declared.length > 0 ? { actor: rec.actor, ability: 'think', role: rec.player.role, targets: rec.declared } : null;
}

/** The ActionRef of what a record submitted. */
export function submittedRef(rec: NightAction): ActionRef | undefined {
  const fn = rec.own[0] ?? rec.latent;
  if (fn) return fnRef(rec.actor, fn);
  if (!rec.move) return undefined;
  return {
    actor: rec.actor,
    ability: rec.kind === 'kill' ? 'kill' : 'think',
    role: rec.kind === 'kill' ? 'killer' : rec.player.role,
    targets: rec.move.targets,
  };
}
