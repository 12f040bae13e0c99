// A role that is not in the rulebook, kept for adding-a-role.test.ts: the test copies the ruleset, saves
// this file as roles/innkeeper.ts (and innkeeper.about.fixture.ts as roles/innkeeper.about.ts), adds
// their entries to roles/index.ts and roles/about.ts and plays a night with it. The copy imports
// innkeeper.about.ts, as a real role file does.
import { t } from '../../../engine/text.ts';
import { blockPending } from '../night/blocks.ts';
import { logEvent } from '../night/run.ts';
import { deadTarget, type FnResult } from '../night/support.ts';
import type { Fn, NightAction, NightRun } from '../night/types.ts';
import { defineRole, one, type TmRole } from './role.ts';
import { innkeeperAbout } from './innkeeper.about.fixture.ts';
import { first, past } from './words.ts';

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
