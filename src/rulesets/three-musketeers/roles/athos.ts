import { agree } from '../../../engine/grammar/people.ts';
import { t } from '../../../engine/text.ts';
import { who } from '../context.ts';
import { blockPending, idle } from '../night/blocks.ts';
import { cause, logEvent, recordsOf } from '../night/run.ts';
import { deadTarget, shielded, type FnResult } from '../night/support.ts';
import type { Fn, NightAction, NightRun } from '../night/types.ts';
import { defineRole, one, type TmRole } from './role.ts';
import { first, past } from './words.ts';
import { roleAbout } from './role-about.ts';

/** Athos: the data the first paint reads (names, case forms, the names of its abilities). */
const athosAbout = roleAbout({
  id: 'athos',
  spec: {
    name: t('Атос', 'Athos'),
    nickname: t('Пьяница', 'Drunkard'),
    aliases: ['Атос', 'Атоса', 'Атосу', 'Атосом', 'Пьяница', 'Athos'],
    when: 'night',
    targets: 1,
    clauses: ['A-72', 'A-73', 'A-74'],
    ability: t(
      'Ночью уводит персонажа в трактир: гость в полной безопасности, но и ' + 'ничего не может делать. Самого Атоса могут убить.',
      'At night takes a guest to the tavern: the guest is fully safe ' + 'but can do nothing. Athos himself can be killed.',
    ),
  },
  forms: { g: 'm', ru: ['Атос', 'Атоса', 'Атосу', 'Атоса', 'Атосом'], en: 'Athos' },
  night: {
    id: 'tavern',
    label: t('трактир', 'tavern'),
  },
});

/** Athos: the data above, with its traits, hooks and night action. */
export const athos: TmRole<'athos', 'tavern'> = defineRole({
  ...athosAbout,
  // C-34 aramisLike: a guest who had moved loses his next night.
  startFacts: { afterTavern: (use, p) => void use.memo.blockedNextNight.push({ value: p.name, step: null, clause: 'A-73' }) },
  musketeer: true,
  night: {
    ...athosAbout.night,
    targets: 1,
    attack: null,
    harmful: true,
    blocker: true,
    watcher: null,
    clause: 'A-73',
    summary: t('трактир', 'tavern'),
    deed: (g, n) => t(`${past(g, 'увел', 'увела')} ${first(n).ru('acc')} в трактир`, `took ${first(n).en} to the tavern`),
    perform: one(tavern),
    early: [
      { option: 'athosProtection', place: (run, _rec, _fn, target, placed) => void run.guests.set(target, placed) },
      {
        option: 'athosBlock',
        place: (run, rec, _fn, target, placed) =>
          void blockPending(
            run,
            rec,
            target,
            'A-73',
            t(`${target} в трактире всю ночь`, `${target} is in the tavern all night`),
            'athosBlock',
            false,
            placed,
          ),
      },
    ],
  },
});

/** Athos takes a guest to the tavern (A-72, A-73, C-34). */
function tavern(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult {
  const r = deadTarget(run, rec, fn, name, true) ?? shielded(run, rec, fn, name);
  if (r) return r;
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [name], killer: false, landed: true, via: null });
  logEvent(run, { kind: 'guest', actor: rec.actor, ability: fn.ability, targets: [name], killer: false, landed: true, via: null });
  if (!run.guests.has(name)) run.guests.set(name, { fromSlot: run.pos, step: rec.stepId, by: rec.actor });
  rec.targetIdle = idle(run, name);
  const note = t(`${name} пьет с Атосом и ничего не может делать`, `${name} drinks with Athos and can do nothing`);
  const pending = blockPending(run, rec, name, 'A-73', note, 'athosBlock');
  const moved = recordsOf(run, name).find((x) => x.status === 'performed');
  if (pending === 0 && run.opt('athosBlock') === 'aramisLike' && moved) {
    run.nextBlocked.push({ value: name, step: rec.stepId, clause: 'A-73' });
    // Cites the guest's own earlier move (never this step itself: no cycle).
    rec.causes.push(
      cause(
        moved.stepId,
        'A-73',
        t(
          `${name} уже ${agree(who(run.ctx, name), 'походил', 'походила')}: теряет следующую ночь`,
          `${name} already moved: loses next night`,
        ),
        run,
        'athosBlock',
      ),
    );
  }
  rec.affects.push(name);
  return 'performed';
}
