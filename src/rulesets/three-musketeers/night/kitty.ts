import { memoOf } from './run.ts';
import type { NightAction, NightRun } from './types.ts';

/** Kitty's own role record when Milady's charm replaced or took its function (C-81 kittyCharmedNight). */
function charmedKitty(run: NightRun): NightAction | null {
  return run.queue.find((r) => r.player.role === 'kitty' && r.kind === 'role' && r.own[0]?.ability === 'amulet' && r.charmStep !== null) ?? null;
}

/** Whom a charm partner gave Kitty's amulet to tonight (her function performed by another). */
function partnerRecipient(run: NightRun, kitty: string): string | null {
  for (const r of run.queue) {
    if (r.actor === kitty || r.status !== 'performed') continue;
    if (r.fns.some((f) => f.ability === 'amulet' && f.owner === kitty)) return r.performed?.targets[0] ?? null;
  }
  return null;
}

/**
 * What tonight counts as for «Сама два раза подряд дать амулет одному персонажу не может» (L120,
 * C-81) when Milady took Kitty's move: her gifts of her own are recorded where they land (support.ts);
 * a charmed night counts as the kittyCharmedNight reading says. Returns the target the declared-target
 * reading compares with tomorrow.
 */
export function settleKittyNight(run: NightRun, declared: string | null): string | null {
  const rec = charmedKitty(run);
  if (!rec) return declared;
  const mode = run.opt('kittyCharmedNight');
  const counted = mode === 'declaredTarget' ? rec.own[0]!.targets[0] ?? null : mode === 'amuletRecipient' ? partnerRecipient(run, rec.actor) : null;
  if (counted) memoOf(run.ctx).kittyLastGift = { target: counted, night: run.night };
  return counted;
}
