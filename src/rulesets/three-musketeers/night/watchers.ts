import type { Report } from '../../../engine/timeline.ts';
import { ABILITIES, ownerOf } from '../roles/index.ts';
import { isInheritor } from '../roles/traits.ts';
import type { NightRun, WatchEvent } from './types.ts';

/** Each player's events of the night, as actor or target, in night order. */
export function eventsByPlayer(events: readonly WatchEvent[]): Map<string, WatchEvent[]> {
  const by = new Map<string, WatchEvent[]>();
  for (const e of events) {
    note(by, e.actor, e);
    // each name once per event: the actor, then targets not named before (no set made per event)
    for (let i = 0; i < e.targets.length; i++) {
      const name = e.targets[i]!;
      if (name !== e.actor && e.targets.indexOf(name) === i) note(by, name, e);
    }
  }
  return by;
}

function note(by: Map<string, WatchEvent[]>, name: string, e: WatchEvent): void {
  const list = by.get(name);
  if (list) list.push(e);
  else by.set(name, [e]);
}

/** Which events a watcher saw (C-72): the genuine one all night, a Milady-forced one after his slot. */
function window(run: NightRun, forced: boolean, slot: number): (e: WatchEvent) => boolean {
  const mode = run.opt('watchWindow');
  const after = mode === 'afterWatcherSlot' || (mode === 'genuineWholeNightForcedAfterSlot' && forced);
  return after ? (e) => e.slot > slot : () => true;
}

/** The detailed reports of the night's watchers, for those alive in the morning: the kernel picks what each saw. */
export function watchReports(run: NightRun): Report[] {
  const out: Report[] = [];
  const involving = run.watches.length ? eventsByPlayer(run.events) : new Map<string, WatchEvent[]>();
  for (const w of run.watches) {
    const rec = w.watcher;
    if (!rec.player.alive) continue; // the dead learn nothing of their moves
    if (isInheritor(rec.player) && !w.forced && run.opt('fatherGetsWatcherReport') === 'false') continue;
    // A watcher only ever reports events his subject did or underwent: no scan of the whole night per watcher.
    const seen = (involving.get(w.subject) ?? []).filter(window(run, w.forced, w.slot));
    // What he saw, worded by the watcher's own role file (its ability's `report`).
    const lines = ABILITIES[w.ability].report?.(run, w.subject, seen) ?? [];
    out.push({ recipient: rec.actor, role: ownerOf(w.ability) ?? w.ability, lines, step: w.step });
  }
  return out;
}
