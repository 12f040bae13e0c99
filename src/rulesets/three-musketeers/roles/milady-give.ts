// What Milady's charm moves between two players: their records, their functions as the other one
// performs them (C-45, C-46, C-31), and the change recorded on her step.
import { nextFloat } from '../../../engine/random.ts';
import { t } from '../../../engine/text.ts';
import { ABILITIES } from '../night/abilities.ts';
import { recRef, recRefs, sameRef } from '../night/refs.ts';
import { cause, life, player, recordsOf } from '../night/run.ts';
import type { Fn, NightAction, NightRun, RecStatus } from '../night/types.ts';

/** The records of a charmed player that the charm moves (C-6 loneMafMiledy for the lone maf). */
export function side(run: NightRun, name: string): NightAction[] {
  const recs = recordsOf(run, name);
  if (recs.length < 2) return [...recs];
  const mode = run.opt('loneMafMiledy');
  if (mode === 'swapBoth') return [...recs];
  return recs.filter((r) => (mode === 'swapKill' ? r.kind === 'kill' : r.kind === 'role'));
}

/** Record outcomes in which the player did act (a failed move was still made: clarification 9). */
export const DID_SOMETHING: ReadonlySet<RecStatus> = new Set<RecStatus>(['performed', 'failed', 'powerless']);

/** What a side has to give: its functions, or a peaceful de Tréville's latent kill (C-47). */
export function source(run: NightRun, recs: readonly NightAction[]): Fn[] {
  const out: Fn[] = [];
  for (const r of recs) {
    out.push(...r.fns);
    if (r.fns.length === 0 && r.latent && run.opt('peacefulTrevilleSwappable') === 'true') out.push(r.latent);
  }
  return out;
}

/** A random living other player (C-31 randomTarget), drawn from the seeded state. */
export function drawTarget(run: NightRun, not: string): string | null {
  const pool = run.order.filter((n) => n !== not && player(run, n)?.alive === true);
  if (pool.length === 0) return null;
  const [f, rng] = nextFloat(run.ctx.state.rng);
  run.ctx.state.rng = rng;
  return pool[Math.floor(f * pool.length)]!;
}

/** A function as another performer will do it: his own targets, mapped by C-45, C-46, C-31. */
export function transfer(run: NightRun, fn: Fn, to: NightAction, repeat: boolean): Fn | null {
  // La Chesnaye's second target is a direction, not a target (A-88: "the mirror-man heals whom he wanted to mirror").
  const aimed = to.own[0] ?? to.latent;
  const own = aimed && ABILITIES[aimed.ability].direction ? to.declared.slice(0, 1) : to.declared;
  let base = repeat && run.opt('miledyRepeatTarget') === 'partnerTarget' ? [...fn.targets] : [...own];
  if (base.length === 0) {
    const drawn = run.opt('missingTarget') === 'randomTarget' ? drawTarget(run, to.actor) : null;
    if (!drawn) return null;
    base = [drawn];
  }
  const spec = ABILITIES[fn.ability];
  let targets: string[] | null;
  if (spec.direction) targets = [base[0]!, fn.targets[1]!];
  else if (spec.targets === 1)
    targets = base.length >= 2 && run.opt('twoTargetActorGetsSingle') === 'applyToBoth' ? base.slice(0, 2) : [base[0]!];
  else if (base.length >= 2) targets = base.slice(0, 2);
  else {
    const second = fn.targets[1];
    targets = run.opt('singleTargetActorGetsPair') === 'secondTravels' && second && second !== base[0] ? [base[0]!, second] : null;
  }
  return targets ? { ...fn, targets, chosen: to.declared } : null;
}

/** Gives a side new functions (or takes them away), recording the change on Milady's step. */
export function give(
  run: NightRun,
  milady: NightAction,
  recs: readonly NightAction[],
  fns: readonly Fn[],
  repeat: boolean,
  kind: 'swapped' | 'multiplied',
): void {
  const [main, ...rest] = recs;
  if (!main) return;
  const before = recRefs(main);
  const mapped: Fn[] = [];
  let failed = false;
  for (const fn of fns) {
    const m = transfer(run, fn, main, repeat);
    if (m) mapped.push(m);
    else failed = true;
  }
  main.fns = mapped;
  main.forced = fns.length > 0;
  main.charmStep = milady.stepId;
  if (mapped.length === 0) {
    main.status = 'failed';
    main.note =
      fns.length > 0 && failed
        ? t('Действие по воле Миледи не удалось: нет подходящей цели', 'The forced action failed: no suitable target')
        : t('Чары Миледи забрали действие', "Milady's charm took the action away");
  }
  // Milady naming herself (miledyTargets = selfAllowed): her own step is no cause of itself.
  main.causes.push(
    cause(
      main === milady ? null : milady.stepId,
      kind === 'swapped' ? 'A-91' : 'A-92',
      t(milady.actor === 'Миледи' ? 'Чары Миледи' : `Чары Миледи (${milady.actor})`, `Milady's charm (${milady.actor})`),
      run,
      kind === 'swapped' ? 'swapNonAction' : 'miledyRepeatTarget',
    ),
  );
  life(run, main, 'action.charm', milady.stepId);
  // A change per function (issue 8.5): a move that gets both of a lone mafioso's functions (L13,
  // C-6 swapBoth) records both, the second as given to one who had no second function (∅ ⇒ it).
  const after = mapped.length > 0 ? recRefs(main) : [];
  for (let i = 0; i < Math.max(before.length, after.length, 1); i++) {
    const was = before[i] ?? null;
    const now = after[i] ?? null;
    if (!sameRef(was, now)) milady.changes.push({ target: main.stepId, kind, before: was, after: now });
  }
  for (const r of rest) {
    const was = recRef(r); // what he would have done, before the charm took it
    r.fns = [];
    r.status = 'failed';
    r.note = t('Чары Миледи забрали действие', "Milady's charm took the action away");
    life(run, r, 'action.charm', milady.stepId);
    if (was) milady.changes.push({ target: r.stepId, kind, before: was, after: null });
  }
}
