import type { TmPlayer } from '../state.ts';
import { optionValue } from '../options.ts';
import type { StartFactUse } from '../start-hook.ts';
import { t } from '../../../engine/text.ts';
import { logEvent } from '../night/run.ts';
import { CLUB, club as clubLands, readingIn } from '../night/attack-readings.ts';
import { deadTarget, shielded, type FnResult } from '../night/support.ts';
import type { Fn, NightAction, NightRun } from '../night/types.ts';
import { defineRole, one, type TmRole } from './role.ts';
import { first, past } from './words.ts';
import { roleAbout } from './role-about.ts';

/** Porthos: the data the first paint reads (names, case forms, the names of its abilities). */
const porthosAbout = roleAbout({
  id: 'porthos',
  spec: {
    name: t('Портос', 'Porthos'),
    nickname: t('Телохранитель', 'Bodyguard'),
    aliases: ['Портос', 'Портоса', 'Портосу', 'Телохранитель', 'Porthos'],
    when: 'night',
    targets: 1,
    clauses: ['A-76', 'A-77', 'A-78', 'A-79'],
    ability: t(
      'Защищает персонажа и ставит ловушку: киллер и де Тревиль гибнут, палач ' +
        'получает дубинкой и блокируется на сутки. Себя защитить не может.',
      'Protects a character with a trap: the killer and de Tréville die, the ' +
        'executioner is clubbed and blocked for a day. Cannot protect himself.',
    ),
  },
  forms: { g: 'm', ru: ['Портос', 'Портоса', 'Портосу', 'Портоса', 'Портосом'], en: 'Porthos' },
  night: {
    id: 'protect',
    label: t('защита с ловушкой', 'protection with a trap'),
  },
});

/** Porthos: the data above, with its traits, hooks and night action. */
export const porthos: TmRole<'porthos', 'protect'> = defineRole({
  ...porthosAbout,
  startFacts: { clubbed: club },
  musketeer: true,
  night: {
    ...porthosAbout.night,
    targets: 1,
    attack: null,
    harmful: false,
    blocker: false,
    watcher: null,
    clause: 'A-76',
    summary: t('защита', 'protection'),
    deed: (g, n) => t(`${past(g, 'встал', 'встала')} на защиту ${first(n).ru('gen')}`, `stood guard over ${first(n).en}`),
    perform: one(protect),
    selfRule: () => ({
      code: 'SELF_TARGET',
      clause: 'A-76',
      text: t('Себя телохранитель защитить не может (A-76)', 'Porthos cannot protect himself (A-76)'),
    }),
    early: [
      {
        option: 'protectionTiming',
        place: (run, _rec, _fn, target, placed) =>
          void run.protections.set(target, [...(run.protections.get(target) ?? []), { ...placed, used: false }]),
      },
    ],
  },
});

/** Porthos protects a character and sets the trap (A-76..A-79). */
function protect(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult {
  const r = deadTarget(run, rec, fn, name, true) ?? shielded(run, rec, fn, name);
  if (r) return r;
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [name], killer: false, landed: true, via: null });
  const list = run.protections.get(name) ?? [];
  if (!list.some((p) => p.step === rec.stepId)) list.push({ fromSlot: run.pos, step: rec.stepId, by: rec.actor, used: false });
  run.protections.set(name, list);
  rec.affects.push(name);
  return 'performed';
}

/** Start fact `clubbed`: Porthos's club of last night, read as C-40 executionerBlocked reads it at the trap. */
function club(use: StartFactUse, p: TmPlayer): void {
  const effect = readingIn({ opt: (key) => optionValue({ options: use.options }, key) }, CLUB).rules;
  clubLands(p, effect, () => use.memo.blockedNextNight.push({ value: p.name, step: null, clause: 'A-78' }));
}
