import { t } from '../../../engine/text.ts';
import { logEvent } from '../night/run.ts';
import { deadTarget, shielded, type FnResult } from '../night/support.ts';
import type { Fn, NightAction, NightRun } from '../night/types.ts';
import { defineRole, type TmRole } from './role.ts';
import { first, past, same } from './words.ts';
import { roleAbout } from './role-about.ts';

/** La Chesnaye: the data the first paint reads (names, case forms, the names of its abilities). */
const lachesnayeAbout = roleAbout({
  id: 'lachesnaye',
  spec: {
    name: t('Ля Шене', 'La Chesnaye'),
    nickname: t('Зеркало', 'Mirror'),
    aliases: ['Ля Шене', 'Зеркало', 'Зеркальщик', 'La Chesnaye', 'Lachesnaye'],
    when: 'night',
    targets: 2,
    clauses: ['A-116', 'A-117', 'A-118', 'A-119'],
    ability: t(
      'Ставит зеркало на персонажа с направлением: действия, направленные на него, попадают к другому.',
      'Sets a mirror on a character with a direction: actions aimed at it reach another character.',
    ),
  },
  forms: { g: 'm', ru: same('Ля Шене'), en: 'La Chesnaye' },
  night: {
    id: 'mirror',
    label: t('зеркало', 'mirror'),
  },
});

/** La Chesnaye: the data above, with its traits, hooks and night action. */
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
