// A role that is not in the rulebook, kept for adding-a-role.test.ts: the test copies the ruleset, saves
// this file as roles/innkeeper.ts, adds its line to roles/index.ts and plays a night with it.
import { t } from '../../../engine/text.ts';
import { blockPending } from '../night/blocks.ts';
import { logEvent } from '../night/run.ts';
import { deadTarget, type FnResult } from '../night/support.ts';
import type { Fn, NightAction, NightRun } from '../night/types.ts';
import { defineRole, one, type TmRole } from './role.ts';
import { first, past } from './words.ts';
import { roleAbout } from './role-about.ts';

/** The Innkeeper: the data the first paint reads (names, case forms, the names of its abilities). */
const innkeeperAbout = roleAbout({
  id: 'innkeeper',
  spec: {
    name: t('Трактирщик', 'the Innkeeper'),
    nickname: t('Хозяин', 'Host'),
    aliases: ['Трактирщик', 'Трактирщика', 'Трактирщику', 'Хозяин', 'Innkeeper'],
    when: 'night',
    targets: 1,
    clauses: ['A-73'],
    ability: t(
      'Наливает персонажу вина: до конца ночи тот ничего не делает.',
      'Pours a character wine: that one does nothing for the rest of the night.',
    ),
  },
  forms: { g: 'm', ru: ['Трактирщик', 'Трактирщика', 'Трактирщику', 'Трактирщика', 'Трактирщиком'], en: 'the Innkeeper' },
  night: { id: 'pour', label: t('вино трактирщика', "the innkeeper's wine") },
});

/** The Innkeeper: pours wine for a character, who does nothing for the rest of the night. */
export const innkeeper: TmRole<'innkeeper', 'pour'> = defineRole({
  ...innkeeperAbout,
  night: {
    ...innkeeperAbout.night,
    targets: 1,
    attack: null,
    harmful: true,
    blocker: true,
    watcher: null,
    clause: 'A-73',
    summary: t('наливает вина', 'pours wine'),
    deed: (g, n) => t(`${past(g, 'налил', 'налила')} вина ${first(n).ru('dat')}`, `poured ${first(n).en} some wine`),
    perform: one(pour),
  },
});

/** The guest drinks: his moves still to come are blocked (the tavern's clause, A-73). */
function pour(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult {
  const dead = deadTarget(run, rec, fn, name, true);
  if (dead) return dead;
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [name], killer: false, landed: true, via: null });
  blockPending(run, rec, name, 'A-73', t(`${name} пьёт вино трактирщика`, `${name} drinks the innkeeper's wine`));
  rec.affects.push(name);
  return 'performed';
}
