import { nextFloat } from '../../../engine/random.ts';
import { t } from '../../../engine/text.ts';
import { ABILITIES } from './abilities.ts';
import { recRef } from './refs.ts';
import { cause, life, logEvent, player, recordsOf } from './run.ts';
import { deadTarget, type FnResult } from './support.ts';
import { guestSafe, pairedWith } from './targets.ts';
import type { Fn, NightAction, NightRun, RecStatus } from './types.ts';
import { neverMultiplied } from '../roles/traits.ts';

/** The records of a charmed player that the charm moves (C-6 loneMafMiledy for the lone maf). */
function side(run: NightRun, name: string): NightAction[] {
  const recs = recordsOf(run, name);
  if (recs.length < 2) return [...recs];
  const mode = run.opt('loneMafMiledy');
  if (mode === 'swapBoth') return [...recs];
  return recs.filter((r) => (mode === 'swapKill' ? r.kind === 'kill' : r.kind === 'role'));
}

/** Record outcomes in which the player did act (a failed move was still made: clarification 9). */
const DID_SOMETHING: ReadonlySet<RecStatus> = new Set<RecStatus>(['performed', 'failed', 'powerless']);

/** What a side has to give: its functions, or a peaceful de Tréville's latent kill (C-47). */
function source(run: NightRun, recs: readonly NightAction[]): Fn[] {
  const out: Fn[] = [];
  for (const r of recs) {
    out.push(...r.fns);
    if (r.fns.length === 0 && r.latent && run.opt('peacefulTrevilleSwappable') === 'true') out.push(r.latent);
  }
  return out;
}

/** A random living other player (C-31 randomTarget), drawn from the seeded state. */
function drawTarget(run: NightRun, not: string): string | null {
  const pool = run.order.filter((n) => n !== not && player(run, n)?.alive === true);
  if (pool.length === 0) return null;
  const [f, rng] = nextFloat(run.ctx.state.rng);
  run.ctx.state.rng = rng;
  return pool[Math.floor(f * pool.length)]!;
}

/** A function as another performer will do it: his own targets, mapped by C-45, C-46, C-31. */
function transfer(run: NightRun, fn: Fn, to: NightAction, repeat: boolean): Fn | null {
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
function give(
  run: NightRun,
  milady: NightAction,
  recs: readonly NightAction[],
  fns: readonly Fn[],
  repeat: boolean,
  kind: 'swapped' | 'multiplied',
): void {
  const [main, ...rest] = recs;
  if (!main) return;
  const before = recRef(main);
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
  const after = mapped.length > 0 ? recRef(main) : null;
  if (JSON.stringify(before) !== JSON.stringify(after)) milady.changes.push({ target: main.stepId, kind, before, after });
  for (const r of rest) {
    r.fns = [];
    r.status = 'failed';
    r.note = t('Чары Миледи забрали действие', "Milady's charm took the action away");
    life(run, r, 'action.charm', milady.stepId);
    const was = recRef(r);
    if (was) milady.changes.push({ target: r.stepId, kind, before: was, after: null });
  }
}

/** Milady charms two characters (A-87..A-97, C-45..C-54). */
export function charm(run: NightRun, rec: NightAction, fn: Fn, targets: readonly string[]): FnResult {
  const [a, b] = [targets[0]!, targets[1]!];
  const dead = deadTarget(run, rec, fn, a, true) ?? deadTarget(run, rec, fn, b, true);
  if (dead) return dead;
  if (run.opt('miledyCharmIsAction') === 'true') {
    for (const x of [a, b]) {
      const g = guestSafe(run, fn, x);
      const p = pairedWith(run, rec, fn, [x]);
      if (g || p) {
        rec.note = t(`${x} недоступен для чар`, `${x} is out of the charm's reach`);
        rec.causes.push(
          cause(
            (g ?? p)!.step,
            g ? 'A-73' : 'A-141',
            t(`${x}: ${g ? 'гость Атоса' : 'сведен Фельтоном с Миледи'}`, `${x}: ${g ? "Athos's guest" : 'paired with Milady by Felton'}`),
            run,
            'miledyCharmIsAction',
          ),
        );
        return 'failed';
      }
    }
  }
  const A = side(run, a);
  const B = side(run, b);
  const fnsOf = (rs: readonly NightAction[]): Fn[] => rs.flatMap((r) => [...r.fns, ...r.own]);
  const abilities = [...fnsOf(A), ...fnsOf(B)].map((f) => f.ability);
  if (run.opt('watchersSwappable') === 'false' && abilities.some((x) => ABILITIES[x].watcher)) {
    rec.causes.push(
      cause(null, 'A-97', t('Наблюдателей чары не берут (C-51)', 'The watchers are beyond the charm (C-51)'), run, 'watchersSwappable'),
    );
    rec.note = t('Чары не удались', 'The charm failed');
    return 'failed';
  }
  const abbessA = A.some((r) => neverMultiplied(r.player.role));
  const abbessB = B.some((r) => neverMultiplied(r.player.role));
  const abbessMode = run.opt('abbessCharm');
  if ((abbessA || abbessB) && abbessMode === 'charmFails') {
    rec.causes.push(
      cause(
        null,
        'A-96',
        t('Ход Аббатисы не размножается: чары не удались (C-49)', "The Abbess's move is never multiplied: the charm fails (C-49)"),
        run,
        'abbessCharm',
      ),
    );
    rec.note = t('Чары не удались', 'The charm failed');
    return 'failed';
  }
  logEvent(run, { kind: 'act', actor: rec.actor, ability: 'swapActions', targets: [a, b], killer: false, landed: true, via: null });
  rec.affects.push(a, b);
  run.charms.push({ milady: rec, charmed: [...A, ...B] });
  if ((abbessA || abbessB) && abbessMode === 'pairUnaffected') {
    rec.causes.push(
      cause(
        null,
        'A-96',
        t('Ход Аббатисы не размножается: пара не затронута (C-49)', "The Abbess's move is never multiplied: the pair is unaffected (C-49)"),
        run,
        'abbessCharm',
      ),
    );
    rec.note = t('Чары не подействовали', 'The charm had no effect');
    return 'failed';
  }
  const beforeA = A.every((r) => r.executed);
  const beforeB = B.every((r) => r.executed);
  if (beforeA && beforeB) {
    rec.causes.push(
      cause(
        null,
        'A-90',
        t(`${a} и ${b} уже походили: чары бессильны`, `${a} and ${b} have already moved: the charm is powerless`),
        run,
        'powerlessCharmMsg',
      ),
    );
    rec.note = t('Чары бессильны', 'The charm is powerless');
    return 'powerless';
  }
  if (abbessA || abbessB) {
    // C-49 oneWayToAbbess: the Abbess receives the partner's move; hers is never transferred.
    const [ab, other] = abbessA ? [A, B] : [B, A];
    const pending = ab.every((r) => !r.executed);
    if (pending)
      give(
        run,
        rec,
        ab,
        source(run, other),
        other.every((r) => r.executed),
        'swapped',
      );
    if (other.every((r) => !r.executed)) give(run, rec, other, [], false, 'swapped');
    rec.causes.push(
      cause(
        null,
        'A-96',
        t(
          'Аббатиса получает ход партнера, ее ход не передается (C-49)',
          "The Abbess receives the partner's move; hers is not passed on (C-49)",
        ),
        run,
        'abbessCharm',
      ),
    );
    return 'performed';
  }
  const srcA = source(run, A);
  const srcB = source(run, B);
  if (!beforeA && !beforeB) {
    rec.causes.push(
      cause(
        null,
        'A-91',
        t(`${a} и ${b} ходят после Миледи: действия меняются местами`, `${a} and ${b} move after Milady: their actions are swapped`),
      ),
    );
    if (srcA.length === 0 && srcB.length === 0) return 'performed';
    const oneWay = run.opt('swapNonAction') === 'oneWay';
    if (srcA.length > 0 && srcB.length > 0) {
      give(run, rec, A, srcB, false, 'swapped');
      give(run, rec, B, srcA, false, 'swapped');
    } else {
      const [idleSide, busySide, busyFns] = srcA.length === 0 ? [A, B, srcB] : [B, A, srcA];
      give(run, rec, idleSide, busyFns, false, 'swapped');
      if (!oneWay) give(run, rec, busySide, [], false, 'swapped');
      rec.causes.push(cause(null, 'A-94', t('Обмен с «пустым» ходом (C-47)', 'A swap with a non-action (C-47)'), run, 'swapNonAction'));
    }
    if (run.opt('swappedActionSlot') === 'ownerSlot') swapSlots(run, A, B, rec);
    return 'performed';
  }
  const [early, late, earlyName] = beforeA ? [A, B, a] : [B, A, b];
  rec.causes.push(
    cause(
      null,
      'A-92',
      t(`${earlyName} походил до Миледи: второй повторяет его действие`, `${earlyName} moved before Milady: the other repeats his action`),
      run,
      'miledyRepeatTarget',
    ),
  );
  // L106 «А выполняет свое действие, а Б повторяет его»: only what A really did can be repeated (C-47).
  // Milady naming herself (C-54 selfAllowed) is acting now, at this very step: never a stopped partner.
  const stopped = run.opt('miledyRepeatStopped') === 'nothing' && early.every((r) => r !== rec && !DID_SOMETHING.has(r.status));
  if (stopped && source(run, early).length > 0) {
    rec.causes.push(
      cause(
        early[0]!.stepId,
        'A-92',
        t(
          `${earlyName} был остановлен до своего хода и ничего не сделал: повторять нечего (L106, L101)`,
          `${earlyName} was stopped before acting and did nothing: nothing to repeat (L106, L101)`,
        ),
        run,
        'miledyRepeatStopped',
      ),
    );
  }
  const src = stopped ? [] : source(run, early);
  if (src.length === 0) {
    if (run.opt('swapNonAction') === 'partnerDoesNothing') give(run, rec, late, [], true, 'multiplied');
    rec.causes.push(cause(null, 'A-94', t('Повторять нечего (C-47)', 'Nothing to repeat (C-47)'), run, 'swapNonAction'));
    return 'performed';
  }
  if (late.some((r) => r.fns.some((f) => f.killer)) && run.opt('killerRepeatLosesKill') === 'false') {
    rec.causes.push(
      cause(null, 'A-93', t('Киллер стреляет все равно (C-48)', 'The killer shoots anyway (C-48)'), run, 'killerRepeatLosesKill'),
    );
    return 'performed';
  }
  give(run, rec, late, src, true, 'multiplied');
  return 'performed';
}

/** C-53 ownerSlot: the two charmed players resolve at each other's slot. */
function swapSlots(run: NightRun, A: readonly NightAction[], B: readonly NightAction[], milady: NightAction): void {
  const a = A[0];
  const b = B[0];
  if (!a || !b) return;
  const i = run.queue.indexOf(a);
  const j = run.queue.indexOf(b);
  if (i < 0 || j < 0) return;
  run.queue[i] = b;
  run.queue[j] = a;
  milady.changes.push({ target: a.stepId, kind: 'reordered', before: recRef(a), after: recRef(b) });
  milady.causes.push(
    cause(
      null,
      'A-92',
      t('Обмененные действия выполняются на ходу владельца (C-53)', "Swapped actions resolve at the owner's slot (C-53)"),
      run,
      'swappedActionSlot',
    ),
  );
}
