import { who } from '../context.ts';
import { agree } from '../../../engine/grammar/people.ts';
import { t } from '../../../engine/text.ts';
import { cause, logEvent, player } from './run.ts';
import { guestSafe } from './targets.ts';
import type { Fn, NightAction, NightRun } from './types.ts';
import { ABILITIES } from './abilities.ts';

/** What a handler made of one function. */
export type FnResult = 'performed' | 'failed' | 'blocked' | 'powerless';

/** A target that is already dead: the move fails (clarification 9, A-68); a visit is still seen. */
export function deadTarget(run: NightRun, rec: NightAction, fn: Fn, name: string, visit: boolean): FnResult | null {
  if (player(run, name)?.alive !== false) return null;
  if (visit)
    logEvent(run, {
      kind: 'visitDead',
      actor: rec.actor,
      ability: fn.ability,
      targets: [name],
      killer: fn.killer,
      landed: false,
      via: null,
    });
  rec.deathFailure = true;
  rec.note = t(`${name} уже ${agree(who(run.ctx, name), 'мёртв', 'мертва')}`, `${name} is already dead`);
  rec.causes.push(
    cause(
      null,
      'A-68',
      t('Ход не осуществлён из-за смерти цели (пояснение 9)', 'Not performed because the target died (clarification 9)'),
      run,
      'failureMessage',
    ),
  );
  return 'failed';
}

/** Athos's guest is out of reach for this function (A-73, C-35). */
export function shielded(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult | null {
  const g = guestSafe(run, fn, name);
  if (!g) return null;
  rec.note = t(`${name} в трактире с Атосом`, `${name} is in the tavern with Athos`);
  rec.causes.push(
    cause(
      g.step,
      'A-73',
      t(`Гость Атоса ${name} в полной безопасности`, `Athos's guest ${name} is completely safe`),
      run,
      'athosSafetyScope',
    ),
  );
  logEvent(run, {
    kind: 'act',
    actor: rec.actor,
    ability: fn.ability,
    targets: [name],
    killer: fn.killer,
    landed: false,
    via: null,
    stop: 'tavern',
  });
  return 'failed';
}

/** De Jussac's guardsman / Bonacieux's apprentice is dispatched; never redirected. */
export function watch(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult {
  const spec = ABILITIES[fn.ability];
  const forced = rec.forced && fn.owner !== rec.actor;
  if (forced) rec.reportCode = spec.forcedReport ?? null;
  run.watches.push({
    watcher: rec,
    subject: name,
    slot: run.slot,
    ability: fn.ability,
    forced,
    step: rec.stepId,
  });
  // Sending a servant to follow someone, as the other watcher sees it (or not: C-73 watchersSeeWatches).
  if (run.opt('watchersSeeWatches') === 'seen')
    logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [name], killer: false, landed: true, via: null });
  rec.affects.push(name);
  return 'performed';
}
