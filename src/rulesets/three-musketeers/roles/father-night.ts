import { t } from '../../../engine/text.ts';
import { nightStep } from '../../../engine/step-id.ts';
import { roleName } from '../day/jailing.ts';
import { abilityOf, fnOf, refusalCause } from '../night/actions.ts';
import { heldMusket } from '../night/deaths.ts';
import { cause, player, recordsOf } from '../night/run.ts';
import { checkTargets } from '../night/target-rules.ts';
import type { NightAction, NightRun } from '../night/types.ts';
import type { TmPlayer } from '../state.ts';
import { fatherMemo } from './father-memory.ts';
import { isMusket, MUSKET_ROLE } from './musket.ts';
import { inheritedFrom, livingInheritor, notInherited } from './traits.ts';

/**
 * D'Artagnan's Father takes the functions of the last one killed: never the Abbess's
 * (A-155, C-95), the musket only under C-94. Called per night death in order, so the last wins.
 */
function inheritFrom(run: NightRun, dead: TmPlayer, wasKiller: boolean): void {
  const father = livingInheritor(run.ctx.state);
  const memo = fatherMemo(run.ctx.state);
  const inherited = inheritedFrom(dead, memo.role, run.opt('fatherOnAbbess'));
  if (!father || father.name === dead.name || inherited === undefined) return;
  const musket = !notInherited(dead.role) && wasKiller && run.opt('fatherInheritsMusket') === 'true';
  const role = musket ? MUSKET_ROLE : inherited;
  memo.role = role;
  memo.history.push({ role, from: dead.name });
  if (run.opt('fatherInheritTiming') === 'immediate') refreshFatherRecord(run, father);
}

/** A night death: under C-91 immediate he takes the dead one's abilities at once. */
export function inheritAtDeath(run: NightRun, dead: TmPlayer): void {
  if (run.opt('fatherInheritTiming') === 'immediate') inheritFrom(run, dead, heldMusket(run, dead.name));
}

/** The morning: under C-91 nextPhase he takes the abilities of tonight's dead, in order, so the last wins. */
export function inheritAtMorning(run: NightRun): void {
  if (run.opt('fatherInheritTiming') !== 'nextPhase') return;
  for (const d of run.deaths) {
    const p = player(run, d.player);
    if (p) inheritFrom(run, p, heldMusket(run, d.player));
  }
}

/**
 * C-91 immediate: a Father who has not moved yet uses the new ability tonight, on his own target —
 * if that move meets the ability's target rules, as it would have at the night's start (A-62, the
 * role's own checks; a target who died since fails at his slot, as anyone's move does). A move that
 * does not fit (one target for La Chesnaye's mirror) is judged at his slot (refuseUnfit).
 */
function refreshFatherRecord(run: NightRun, father: TmPlayer): void {
  run.fatherRole = fatherMemo(run.ctx.state).role;
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
export function revertOnRestore(run: NightRun, restored: string): void {
  if (run.opt('fatherOnRestore') !== 'revert') return;
  const memo = fatherMemo(run.ctx.state);
  if (memo.history.at(-1)?.from !== restored) return;
  memo.history.pop();
  memo.role = memo.history.at(-1)?.role ?? null;
}

/**
 * D'Artagnan's Father took abilities from tonight's dead (A-153; the last one killed when several
 * died, A-154): a morning step says whose, citing that death, as the day does after a jailing.
 */
export function recordInheritance(run: NightRun): void {
  const memo = fatherMemo(run.ctx.state);
  const fresh = memo.history.slice(memo.told);
  memo.told = memo.history.length;
  const last = fresh.at(-1);
  const father = livingInheritor(run.ctx.state);
  if (!last || !father) return;
  const source = last.from ? player(run, last.from) : undefined;
  const death = run.deaths.filter((d) => d.player === last.from).at(-1);
  const what = last.role === null ? t('ничего', 'nothing') : isMusket(last.role) ? t('мушкет', 'the musket') : roleName(last.role);
  const note = notInherited(source?.role)
    ? t(
        `Умения Аббатисы не наследуются: у Отца Д'Артаньяна — ${what.ru}`,
        `The Abbess's abilities are not inherited: D'Artagnan's Father has ${what.en}`,
      )
    : t(
        `Отец Д'Артаньяна получает умения: ${what.ru} (последний убитый — ${last.from ?? '—'})`,
        `D'Artagnan's Father takes the abilities: ${what.en} (the last one killed: ${last.from ?? '—'})`,
      );
  const clause = notInherited(source?.role) ? 'A-155' : fresh.length > 1 ? 'A-154' : 'A-153';
  run.ctx.trace.step({
    id: nightStep(run.night, 'father'),
    phase: 'morning',
    number: run.night,
    actor: father.name,
    role: 'father',
    automatic: true,
    outcome: 'info',
    summary: note,
    causes: [cause(death?.step ?? null, clause, note)],
    changes: [],
    affects: [father.name],
  });
}
