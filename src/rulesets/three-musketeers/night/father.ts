import type { StepId } from '../../../engine/timeline.ts';
import { isMusket, MUSKET_ROLE } from '../roles/index.ts';
import { inheritedFrom, livingInheritor, notInherited } from '../roles/traits.ts';
import type { TmPlayer } from '../state.ts';
import { ABILITIES } from './abilities.ts';
import { abilityOf, fnOf } from './actions.ts';
import { memoOf, player, recordsOf } from './run.ts';
import type { NightRun } from './types.ts';

/**
 * D'Artagnan's Father takes the functions of the last one killed: never the Abbess's
 * (A-155, C-95), the musket only under C-94. Called per night death in order, so the last wins.
 */
export function inheritFrom(run: NightRun, dead: TmPlayer, wasKiller: boolean): void {
  const father = livingInheritor(run.ctx.state);
  const st = run.ctx.state;
  const inherited = inheritedFrom(dead, st.fatherRole, run.opt('fatherOnAbbess'));
  if (!father || father.name === dead.name || inherited === undefined) return;
  const musket = !notInherited(dead.role) && wasKiller && run.opt('fatherInheritsMusket') === 'true';
  const role = musket ? MUSKET_ROLE : inherited;
  st.fatherRole = role;
  memoOf(run.ctx).fatherHistory.push({ role, from: dead.name });
  if (run.opt('fatherInheritTiming') === 'immediate') refreshFatherRecord(run, father);
}

/**
 * C-91 immediate: a Father who has not moved yet uses the new ability tonight, on his own target.
 * A move that names fewer or more targets than the new ability takes does nothing.
 */
function refreshFatherRecord(run: NightRun, father: TmPlayer): void {
  run.fatherRole = run.ctx.state.fatherRole;
  for (const rec of recordsOf(run, father.name)) {
    if (rec.executed || rec.forced || rec.kind !== 'role' || !rec.move) continue;
    const { ability, role } = abilityOf(run, father);
    const targets = rec.move.targets;
    rec.own =
      ability && targets.length === ABILITIES[ability].targets && targets.every((n) => player(run, n)?.alive)
        ? [fnOf(ability, role, targets, father.name, isMusket(role))]
        : [];
    rec.fns = rec.own.slice();
  }
}

/** C-98 revert: the Father loses an ability whose source the Abbess restored. */
export function revertFatherOnRestore(run: NightRun, restored: string, step: StepId): void {
  if (run.opt('fatherOnRestore') !== 'revert') return;
  const hist = memoOf(run.ctx).fatherHistory;
  if (hist.at(-1)?.from !== restored) return;
  hist.pop();
  run.ctx.state.fatherRole = hist.at(-1)?.role ?? null;
  void step;
}
