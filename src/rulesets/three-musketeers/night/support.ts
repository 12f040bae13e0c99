import { who } from '../context.ts';
import { agree } from '../../../engine/grammar/people.ts';
import { t } from '../../../engine/text.ts';
import { blockPending, idle } from './blocks.ts';
import { cause, logEvent, memoOf, player, recordsOf } from './run.ts';
import { guestSafe } from './targets.ts';
import type { Fn, NightAction, NightRun } from './types.ts';

/** What a handler made of one function. */
export type FnResult = 'performed' | 'failed' | 'blocked' | 'powerless';

/** A target that is already dead: the move fails (clarification 9, A-68); a visit is still seen. */
export function deadTarget(run: NightRun, rec: NightAction, fn: Fn, name: string, visit: boolean): FnResult | null {
  if (player(run, name)?.alive !== false) return null;
  if (visit) logEvent(run, { kind: 'visitDead', actor: rec.actor, ability: fn.ability, targets: [name], killer: fn.killer, landed: false, via: null });
  rec.deathFailure = true;
  rec.note = t(`${name} уже ${agree(who(run.ctx, name), 'мёртв', 'мертва')}`, `${name} is already dead`);
  rec.causes.push(cause(null, 'A-68', t('Ход не осуществлён из-за смерти цели (пояснение 9)', 'Not performed because the target died (clarification 9)'), run, 'failureMessage'));
  return 'failed';
}

/** Athos's guest is out of reach for this function (A-73, C-35). */
export function shielded(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult | null {
  const g = guestSafe(run, fn, name);
  if (!g) return null;
  rec.note = t(`${name} в трактире с Атосом`, `${name} is in the tavern with Athos`);
  rec.causes.push(cause(g.step, 'A-73', t(`Гость Атоса ${name} в полной безопасности`, `Athos's guest ${name} is completely safe`), run, 'athosSafetyScope'));
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [name], killer: fn.killer, landed: false, via: null, stop: 'tavern' });
  return 'failed';
}

/** Athos takes a guest to the tavern (A-72, A-73, C-34). */
export function tavern(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult {
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
    rec.causes.push(cause(moved.stepId, 'A-73', t(`${name} уже ${agree(who(run.ctx, name), 'походил', 'походила')}: теряет следующую ночь`, `${name} already moved: loses next night`), run, 'athosBlock'));
  }
  rec.affects.push(name);
  return 'performed';
}

/** Porthos protects a character and sets the trap (A-76..A-79). */
export function protect(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult {
  const r = deadTarget(run, rec, fn, name, true) ?? shielded(run, rec, fn, name);
  if (r) return r;
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [name], killer: false, landed: true, via: null });
  const list = run.protections.get(name) ?? [];
  if (!list.some((p) => p.step === rec.stepId)) list.push({ fromSlot: run.pos, step: rec.stepId, by: rec.actor, used: false });
  run.protections.set(name, list);
  rec.affects.push(name);
  return 'performed';
}

/** Kitty's amulet (A-135..A-137): attacks after the giver's slot do not rise against the holder. */
export function amulet(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult {
  const r = deadTarget(run, rec, fn, name, true) ?? shielded(run, rec, fn, name);
  if (r) return r;
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [name], killer: false, landed: true, via: null });
  const list = run.amulets.get(name) ?? [];
  if (!list.some((p) => p.step === rec.stepId)) list.push({ fromSlot: run.pos, step: rec.stepId, by: rec.actor });
  run.amulets.set(name, list);
  const own = fn.owner === rec.actor && !rec.forced;
  // Kitty's gift, or the Father's as Kitty (C-96: into her memory, or his own under fresh).
  if (own && rec.player.role === 'kitty') memoOf(run.ctx).kittyLastGift = { target: name, night: run.night };
  if (own && rec.player.role === 'father' && fn.role === 'kitty') {
    if (run.opt('fatherOneShotState') === 'fresh') memoOf(run.ctx).fatherLastGift = { target: name, night: run.night };
    else memoOf(run.ctx).kittyLastGift = { target: name, night: run.night };
  }
  if (own && name === rec.actor) {
    if (rec.player.role === 'father' && run.opt('fatherOneShotState') === 'fresh') memoOf(run.ctx).fatherSelfKeepUsed = true;
    else run.ctx.state.kittySelfKeepUsed = true;
  }
  rec.affects.push(name);
  return 'performed';
}

/** Aramis's sermon (A-80..A-82, C.R 5): blocks tonight if the target has not moved, else next night. */
export function sermon(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult {
  const r = deadTarget(run, rec, fn, name, true) ?? shielded(run, rec, fn, name);
  if (r) return r;
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [name], killer: false, landed: true, via: null });
  rec.targetIdle = idle(run, name);
  const recs = recordsOf(run, name);
  const note = t(`Проповедь: ${name} этой ночью ничего не делает`, `Sermon: ${name} does nothing tonight`);
  const pending = recs.some((x) => !x.executed && (x.fns.length > 0 || x.latent !== null));
  const moved = recs.find((x) => x.status === 'performed');
  if (pending) {
    blockPending(run, rec, name, 'A-81', note);
  } else if (moved) {
    run.nextSermon.push({ value: name, step: rec.stepId });
    // Cites the target's own earlier move (never this step itself: no cycle).
    rec.causes.push(cause(moved.stepId, 'A-82', t(`${name} уже ${agree(who(run.ctx, name), 'походил', 'походила')}: следующей ночью ничего не делает`, `${name} already moved: does nothing next night`)));
  } else {
    blockPending(run, rec, name, 'A-81', note);
    rec.causes.push(cause(null, 'A-82', t(`${name} не ${agree(who(run.ctx, name), 'сделал', 'сделала')} хода: на следующую ночь ничего не переносится (C.R 5)`, `${name} performed no move: nothing carries to next night (C.R 5)`)));
  }
  rec.affects.push(name);
  return 'performed';
}

/** La Chesnaye's mirror on a character with a direction (A-116..A-118). */
export function mirror(run: NightRun, rec: NightAction, fn: Fn, targets: readonly string[]): FnResult {
  const [on, to] = [targets[0]!, fn.targets[1] ?? targets[1]!];
  const r = deadTarget(run, rec, fn, on, true) ?? deadTarget(run, rec, fn, to, false) ?? shielded(run, rec, fn, on);
  if (r) return r;
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [on, to], killer: false, landed: true, via: null });
  if (!run.mirrors.some((m) => m.step === rec.stepId && m.on === on)) run.mirrors.push({ on, to, fromSlot: run.pos, step: rec.stepId, by: rec.actor });
  rec.affects.push(on);
  return 'performed';
}

/** Felton pairs two characters: from his slot they can do nothing to each other (A-141..A-144). */
export function pair(run: NightRun, rec: NightAction, fn: Fn, targets: readonly string[]): FnResult {
  const [a, b] = [targets[0]!, targets[1]!];
  const r = deadTarget(run, rec, fn, a, true) ?? deadTarget(run, rec, fn, b, true) ?? shielded(run, rec, fn, a) ?? shielded(run, rec, fn, b);
  if (r) return r;
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [a, b], killer: false, landed: true, via: null });
  run.pairs.push({ a, b, fromSlot: run.pos, untilSlot: 0, step: rec.stepId, by: rec.actor });
  rec.targetIdle = idle(run, a) && idle(run, b);
  rec.affects.push(a, b);
  return 'performed';
}

/** De Jussac's guardsman / Bonacieux's apprentice is dispatched; never redirected. */
export function watch(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult {
  const role = fn.ability === 'watchDeeds' ? 'jussac' : 'bonacieux';
  const forced = rec.forced && fn.owner !== rec.actor;
  if (forced) rec.reportCode = role === 'jussac' ? 'M7' : 'M8';
  run.watches.push({ watcher: rec, subject: name, slot: run.slot, role, forced, step: rec.stepId });
  rec.affects.push(name);
  return 'performed';
}
