import { t } from '../../../engine/text.ts';
import type { StepId } from '../../../engine/timeline.ts';
import { roleName } from '../day/jailing.ts';
import type { Refusal } from '../roles/role.ts';
import { isMusket, MUSKET_ROLE } from '../roles/index.ts';
import { inheritedFrom, livingInheritor, notInherited } from '../roles/traits.ts';
import type { TmPlayer } from '../state.ts';
import { abilityOf, fnOf, refusalCause } from './actions.ts';
import { cause, memoOf, recordsOf } from './run.ts';
import { checkTargets } from './target-rules.ts';
import type { NightAction, NightRun } from './types.ts';

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
 * C-91 immediate: a Father who has not moved yet uses the new ability tonight, on his own target —
 * if that move meets the ability's target rules, as it would have at the night's start (A-62, the
 * role's own checks; a target who died since fails at his slot, as anyone's move does). A move that
 * does not fit (one target for La Chesnaye's mirror) is judged at his slot (refuseUnfit).
 */
function refreshFatherRecord(run: NightRun, father: TmPlayer): void {
  run.fatherRole = run.ctx.state.fatherRole;
  for (const rec of recordsOf(run, father.name)) {
    if (rec.executed || rec.forced || rec.kind !== 'role' || !rec.move) continue;
    const { ability, role } = abilityOf(run, father);
    const checked = ability ? checkTargets(run, father, ability, rec.move, true) : null;
    rec.own = ability && checked && 'targets' in checked ? [fnOf(ability, role, checked.targets, father.name, isMusket(role))] : [];
    rec.fns = rec.own.slice();
    rec.hasAbility = ability !== null;
    if (checked && 'refusal' in checked) rec.unfit = { role, refusal: checked.refusal };
    else delete rec.unfit;
  }
}

/** At his slot: the Father's move did not fit the ability he took mid-night — refused for it, like a move sent so (M3). */
export function refuseUnfit(run: NightRun, rec: NightAction): boolean {
  if (!rec.unfit || rec.forced) return false;
  const { role, refusal } = rec.unfit;
  const what = isMusket(role) ? t('мушкет', 'the musket') : roleName(role);
  const note = t(
    `Отец Д'Артаньяна получил умения посреди ночи (${what.ru}), но его ход для них не подходит`,
    `D'Artagnan's Father took the abilities mid-night (${what.en}), but his move does not fit them`,
  );
  rec.status = 'refused';
  rec.causes.push(cause(null, 'A-153', note, run, 'fatherInheritTiming'), refusalCause(run, refusal));
  const diagnostic = t(`${note.ru}: ${refusal.text.ru}`, `${note.en}: ${refusal.text.en}`);
  run.ctx.trace.diagnose('FATHER_MOVE_UNFIT', 'warning', diagnostic, rec.move!.span);
  return true;
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
