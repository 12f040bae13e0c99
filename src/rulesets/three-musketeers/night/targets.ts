import { who } from '../context.ts';
import { t } from '../../../engine/text.ts';
import { NO_ITEMS } from '../../../engine/timeline.ts';
import type { TmCause } from '../context.ts';
import { ABILITIES } from './abilities.ts';
import { cause, player } from './run.ts';
import type { Fn, NightAction, NightRun, Placed } from './types.ts';

/**
 * The wholeNight readings (C-30, C-33, C-34, C-56, C-82): a declared move counts from slot 1, but only
 * while it stays on course. It is withdrawn from the moment its actor is killed or blocked before his
 * slot, or charmed by Milady into another function, and after his slot it stands only if he really
 * performed it on that target. A withdrawn effect no longer helps later slots; what it already did stands.
 */
export function earlyHolds(p: Placed): boolean {
  const rec = p.rec;
  if (!rec) return true;
  if (rec.forced) return false;
  if (rec.executed) return rec.status === 'performed' && p.target !== undefined && (rec.performed?.targets.includes(p.target) ?? false);
  return rec.player.alive && rec.blocks.length === 0;
}

/** Is an effect placed at queue position `fromSlot` already in force at the position now resolving? */
export function inForce(run: NightRun, p: Placed): boolean {
  return p.early === true ? earlyHolds(p) : p.fromSlot < run.pos;
}

/**
 * Where a function's targets actually land after La Chesnaye's mirrors (A-116..A-119, C-55..C-57).
 * Watchers are never redirected. Returns the final targets and the causes of any redirect.
 */
export function aim(run: NightRun, rec: NightAction, fn: Fn): { targets: string[]; causes: readonly TmCause[] } {
  const spec = ABILITIES[fn.ability];
  const targets = fn.targets.slice();
  // most functions meet no mirror: then no list of causes is made
  if (spec.watcher || run.mirrors.length === 0) return { targets, causes: NO_ITEMS };
  if (spec.charm && (run.opt('mirrorAffectsMiledy') === 'false' || run.opt('miledyCharmIsAction') === 'false'))
    return { targets, causes: NO_ITEMS };
  const causes: TmCause[] = [];
  const forbidSelf = run.opt('mirrorSelfRedirect') === 'forbidden';
  if (run.opt('mirrorMode') === 'actorRedirect') {
    const m = lastMirror(run, rec.actor);
    if (m && targets.length > 0 && !(forbidSelf && m.to === rec.actor)) {
      causes.push(
        cause(
          m.step,
          'A-117',
          t(
            `Зеркало на ${who(run.ctx, rec.actor).forms.acc}: ход уходит к ${who(run.ctx, m.to).forms.dat}`,
            `Mirror on ${rec.actor}: the move goes to ${m.to}`,
          ),
          run,
          'mirrorMode',
        ),
      );
      targets[0] = m.to;
    }
    return { targets, causes };
  }
  const count = spec.direction ? 1 : targets.length; // the mirror's direction is not a target
  for (let i = 0; i < count; i++) {
    const seen = new Set<string>();
    let cur = targets[i]!;
    for (;;) {
      const m = lastMirror(run, cur);
      if (!m || seen.has(cur) || (forbidSelf && m.to === rec.actor)) break;
      seen.add(cur);
      causes.push(cause(m.step, 'A-117', t(`Зеркало: ${cur} → ${m.to}`, `Mirror: ${cur} → ${m.to}`), run, 'mirrorMode'));
      cur = m.to;
    }
    targets[i] = cur;
  }
  return { targets, causes };
}

/** The latest mirror in force on a player. */
function lastMirror(run: NightRun, on: string): (Placed & { on: string; to: string }) | undefined {
  for (let i = run.mirrors.length - 1; i >= 0; i--) {
    const m = run.mirrors[i]!;
    if (m.on === on && inForce(run, m)) return m;
  }
  return undefined;
}

/** Felton: is this performer paired with one of the targets, so the action is ignored (A-141..A-144, C-60, C-61)? */
export function pairedWith(run: NightRun, rec: NightAction, fn: Fn, targets: readonly string[]): Placed | null {
  const induced = run.opt('feltonIgnoresInduced') === 'true';
  for (const p of run.pairs) {
    const active = p.untilSlot > 0 ? run.slot < p.untilSlot : inForce(run, p);
    if (!active) continue;
    for (const tg of targets) {
      const hit = (p.a === rec.actor && p.b === tg) || (p.b === rec.actor && p.a === tg);
      if (!hit) continue;
      if (induced || (fn.owner === rec.actor && fn.chosen.includes(tg))) return p;
    }
  }
  return null;
}

/**
 * Athos's guest: is the target safe from this ability now (A-73, C-33, C-35, C-36)? Attacks use
 * athosProtection timing; everything else follows the tavern from Athos's slot.
 */
export function guestSafe(run: NightRun, fn: Fn, target: string): Placed | null {
  const g = run.guests.get(target);
  if (!g) return null;
  const spec = ABILITIES[fn.ability];
  if (spec.watcher || spec.passesTavern) return null;
  const scope = run.opt('athosSafetyScope');
  if (scope === 'attacksOnly' && !spec.attack) return null;
  if (scope === 'harmfulOnly' && !spec.harmful) return null;
  if (spec.charm && run.opt('miledyCharmIsAction') === 'false') return null;
  if (g.early === true && !earlyHolds(g)) return null;
  if (!(g.fromSlot < run.pos || (spec.attack && g.early === true))) return null;
  if (run.opt('athosDeathEndsSafety') === 'true' && player(run, g.by)?.alive === false) return null;
  return g;
}
