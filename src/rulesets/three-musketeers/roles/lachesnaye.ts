import { t } from '../../../engine/text.ts';
import { logEvent } from '../night/run.ts';
import { deadTarget, shielded, type FnResult } from '../night/support.ts';
import type { Fn, NightAction, NightRun } from '../night/types.ts';
import { defineRole, type TmRole } from './role.ts';
import { lachesnayeAbout } from './lachesnaye.about.ts';
import { first, past } from './words.ts';

/** La Chesnaye: traits, hooks and night action (the names and case forms are in lachesnaye.about.ts). */
export const lachesnaye: TmRole<'lachesnaye', 'mirror'> = defineRole({
  ...lachesnayeAbout,
  night: {
    ...lachesnayeAbout.night,
    targets: 2,
    attack: null,
    harmful: false,
    blocker: false,
    watcher: null,
    clause: 'A-116',
    summary: t('зеркало', 'mirror'),
    deed: (g, n) => {
      const d = n[1];
      return t(
        `${past(g, 'поставил', 'поставила')} зеркало на ${first(n).ru('acc')}${d ? ` в сторону ${d.ru('gen')}` : ''}`,
        `set a mirror on ${first(n).en}${d ? ` towards ${d.en}` : ''}`,
      );
    },
    perform: mirror,
    direction: true,
    objectOnly: true,
    early: [
      {
        option: 'mirrorTiming',
        place: (run, _rec, fn, target, placed) => void run.mirrors.push({ ...placed, on: target, to: fn.targets[1]! }),
      },
    ],
  },
});

/** La Chesnaye's mirror on a character with a direction (A-116..A-118). */
function mirror(run: NightRun, rec: NightAction, fn: Fn, targets: readonly string[]): FnResult {
  const [on, to] = [targets[0]!, fn.targets[1] ?? targets[1]!];
  const r = deadTarget(run, rec, fn, on, true) ?? deadTarget(run, rec, fn, to, false) ?? shielded(run, rec, fn, on);
  if (r) return r;
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [on, to], killer: false, landed: true, via: null });
  if (!run.mirrors.some((m) => m.step === rec.stepId && m.on === on))
    run.mirrors.push({ on, to, fromSlot: run.pos, step: rec.stepId, by: rec.actor });
  rec.affects.push(on);
  return 'performed';
}
