/**
 * The recipient rules of §A.10 as a check over a whole timeline (used by tests: the property suite,
 * the fuzz and every stored scenario). Lists violations; an empty list means every morning agrees
 * with the rulebook's recipients. Rulings stay in notify.ts; this only states what must never happen.
 */
import type { NightSummary, Timeline } from '../../src/engine/timeline.ts';
import { writesSuicideNote } from '../../src/rulesets/three-musketeers/roles/traits.ts';
import { tmNight } from '../../src/rulesets/three-musketeers/night-facts.ts';

/** Problems of one morning, as lines naming the night and the player. */
function morningViolations(n: NightSummary): string[] {
  const out: string[] = [];
  const diedTonight = new Set(n.deaths.map((d) => d.player));
  for (const [player, list] of Object.entries(n.messages)) {
    const codes = list.map((m) => m.code);
    const where = `night ${n.night}, ${player}: ${codes.join('+')}`;
    // M5: «not forced, not blocked, not hit and not killed» — so never with another message.
    if (codes.includes('M5') && codes.length > 1) out.push(`${where}: M5 together with another message`);
    // M12: a night-killed player gets no results for his night; the cause he may learn is in M12 itself (C-8).
    if (codes.includes('M12') && codes.length > 1) out.push(`${where}: M12 together with another message`);
    if (codes.includes('M12') && !diedTonight.has(player)) out.push(`${where}: M12 but not among tonight's deaths`);
    // M10: «your action was cancelled by the bomb» — only after an explosion.
    if (codes.includes('M10') && !tmNight(n).bomb) out.push(`${where}: M10 on a night without the bomb`);
    // M11: «you were hit with the axe butt» — a living victim only (a killing hit gives M12).
    if (codes.includes('M11') && diedTonight.has(player)) out.push(`${where}: M11 to a player who died tonight`);
  }
  // Reports: none to a player killed tonight, except de Tréville's own suicide.
  for (const r of n.reports) {
    const dead = (n.messages[r.recipient] ?? []).some((m) => m.code === 'M12');
    if (dead && !writesSuicideNote(r.role)) out.push(`night ${n.night}: ${r.role} report to ${r.recipient}, who died tonight`);
    // De Tréville's report is his suicide note («…и покончили с собой», A-158, C.R 11): only for one who did die.
    if (!dead && writesSuicideNote(r.role)) out.push(`night ${n.night}: de Tréville's suicide report to ${r.recipient}, who is alive`);
  }
  return out;
}

/** Every §A.10 recipient rule broken anywhere in a timeline; the dead stay silent until restored. */
export function messageViolations(tl: Pick<Timeline, 'nights'>): string[] {
  const out: string[] = [];
  const dead = new Map<string, number>();
  for (const n of tl.nights) {
    for (const name of tmNight(n).restored) dead.delete(name);
    out.push(...morningViolations(n));
    for (const player of Object.keys(n.messages)) {
      const since = dead.get(player);
      if (since !== undefined) out.push(`night ${n.night}, ${player}: messages after dying in night ${since}`);
    }
    for (const [player, list] of Object.entries(n.messages)) if (list.some((m) => m.code === 'M12')) dead.set(player, n.night);
  }
  return out;
}
