import type { Text } from '../../../engine/text.ts';
import type { StepId } from '../../../engine/timeline.ts';
import type { TmPlayer } from '../state.ts';
import { logEvent, recordsOf } from './run.ts';
import type { Ability, NightDeath, NightRun } from './types.ts';
import { firesMusket, rolesWith } from '../roles/index.ts';

/** Did this player hold the mafia musket tonight (for C-5, C-94)? */
export function heldMusket(run: NightRun, name: string): boolean {
  return recordsOf(run, name).some((r) => r.kind === 'kill');
}

/**
 * A player dies at night: state, the night's death list, what watchers see, and what follows for
 * the roles (the Father's C-91 immediate inheritance). Returns false if he was already dead.
 */
export function die(
  run: NightRun,
  victim: TmPlayer,
  kind: NightDeath['kind'],
  causeText: Text,
  step: StepId | null,
  by: string,
  ability: Ability | null,
  learns: Text | null,
  via: 'trap' | 'bomb' | 'suicide' | null,
): boolean {
  if (!victim.alive) return false;
  victim.alive = false;
  run.deaths.push({ player: victim.name, cause: causeText, step, learns, kind });
  logEvent(run, { kind: 'killed', actor: by, ability, targets: [victim.name], killer: firesMusket(ability), landed: true, via });
  // What follows for the other roles (the Father's C-91 immediate inheritance).
  for (const role of rolesWith('nightDeath')) role.nightDeath!(run, victim);
  return true;
}

/** Someone is back in the game tonight (the Abbess's prayer, A-147): what follows for the other roles (C-98). */
export function restored(run: NightRun, name: string): void {
  for (const role of rolesWith('restored')) role.restored!(run, name);
}
