import type { ActionRef } from '../../../engine/timeline.ts';
import type { Fn, NightAction } from './types.ts';

/** The ActionRef of a function as a given performer would do it. */
export function fnRef(actor: string, fn: Fn, targets: readonly string[] = fn.targets): ActionRef {
  return { actor, ability: fn.ability, role: fn.role, targets };
}

/** Are two refs (or their absence) the same action on the same targets? Field by field, no JSON made. */
export function sameRef(a: ActionRef | null, b: ActionRef | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.actor !== b.actor || a.ability !== b.ability || a.role !== b.role || a.targets.length !== b.targets.length) return false;
  for (let i = 0; i < a.targets.length; i++) if (a.targets[i] !== b.targets[i]) return false;
  return true;
}

/** The ActionRef of what a record would do now (its first function), or its thought target. */
export function recRef(rec: NightAction): ActionRef | null {
  const fn = rec.fns[0];
  if (fn) return fnRef(rec.actor, fn);
  return rec.declared.length > 0 ? { actor: rec.actor, ability: 'think', role: rec.player.role, targets: rec.declared } : null;
}

/** What a record would do now, function by function (a move may carry two, L13), or its thought target. */
export function recRefs(rec: NightAction): ActionRef[] {
  if (rec.fns.length === 0) return [recRef(rec)].filter((a) => a !== null);
  return rec.fns.map((f) => fnRef(rec.actor, f));
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

/**
 * A shield stopping the function now resolving at one target (a trap, an amulet, a guest): the
 * action as it went before, and what is left of it — the other targets of a spread attack (C-46),
 * or ∅ — so the change records what really stopped (issue 8.5).
 */
export function stopAt(rec: NightAction, fn: Fn, name: string): { readonly before: ActionRef; readonly after: ActionRef | null } {
  const aimed = rec.aimed.includes(name) ? rec.aimed : [name];
  rec.aimed = aimed.filter((n) => n !== name);
  return { before: fnRef(rec.actor, fn, aimed), after: rec.aimed.length > 0 ? fnRef(rec.actor, fn, rec.aimed) : null };
}
