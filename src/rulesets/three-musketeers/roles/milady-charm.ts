import { t, type Text } from '../../../engine/text.ts';
// Milady's charm (A-87..A-97, C-45..C-54): which of the two charmed moves is swapped, repeated or
// left alone. What the charm moves between the two is milady-give.ts; her C-52 rules, milady-settle.ts.
import { ABILITIES } from '../night/abilities.ts';
import { recRef } from '../night/refs.ts';
import { cause, logEvent } from '../night/run.ts';
import { deadTarget, type FnResult } from '../night/support.ts';
import { guestSafe, pairedWith } from '../night/targets.ts';
import type { Fn, NightAction, NightRun } from '../night/types.ts';
import { neverMultiplied } from './traits.ts';
import { DID_SOMETHING, give, side, source } from './milady-give.ts';

/** Does one of these records carry a watcher's function, its own or one it was given (C-51)? */
function holdsWatch(recs: readonly NightAction[]): boolean {
  for (const r of recs) {
    for (const f of r.fns) if (ABILITIES[f.ability].watcher) return true;
    for (const f of r.own) if (ABILITIES[f.ability].watcher) return true;
  }
  return false;
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
  if (run.opt('watchersSwappable') === 'false' && (holdsWatch(A) || holdsWatch(B))) {
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
    return abbessUnmultiplied(run, rec, t('чары не удались', 'the charm fails'), t('Чары не удались', 'The charm failed'));
  }
  logEvent(run, { kind: 'act', actor: rec.actor, ability: 'swapActions', targets: [a, b], killer: false, landed: true, via: null });
  rec.affects.push(a, b);
  run.charms.push({ milady: rec, charmed: [...A, ...B] });
  if ((abbessA || abbessB) && abbessMode === 'pairUnaffected') {
    return abbessUnmultiplied(
      run,
      rec,
      t('пара не затронута', 'the pair is unaffected'),
      t('Чары не подействовали', 'The charm had no effect'),
    );
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

/** C-49: the Abbess's move is never multiplied; the charm fails as the reading says. */
function abbessUnmultiplied(run: NightRun, rec: NightAction, how: Text, note: Text): 'failed' {
  const why = t(`Ход Аббатисы не размножается: ${how.ru} (C-49)`, `The Abbess's move is never multiplied: ${how.en} (C-49)`);
  rec.causes.push(cause(null, 'A-96', why, run, 'abbessCharm'));
  rec.note = note;
  return 'failed';
}
