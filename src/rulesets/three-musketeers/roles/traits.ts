import type { TmPlayer, TmState } from '../state.ts';
import type { Bomb, DayPair } from './role.ts';
import { byRole, roleOf, rolesWith, type InheritedRole } from './index.ts';

// Asked per player and per step: by role id (byRole), since reading a role file's own optional
// field was a read of one of 17 object shapes, slow where the caller had seen them all.
const musketeerOf = byRole('musketeer');
const bombOfRole = byRole('bomb');
const inheritorOf = byRole('inheritor');
const notInheritedOf = byRole('notInherited');
const unmultipliedOf = byRole('unmultiplied');

/** Is this role one of the four who protect Constance? */
export function isMusketeer(role: InheritedRole | null): boolean {
  return musketeerOf(role) === true;
}

/** Does killing this role set off the bomb? */
export function carriesBomb(role: InheritedRole | null): boolean {
  return bombOfRole(role) !== undefined;
}

/** The bomb a victim holds: his role's, or the one the inheritor took with its abilities (C-97 decides in the bomb's rule). */
export function bombOf(victim: TmPlayer, fatherRole: string | null): Bomb | null {
  return roleOf(victim.role)?.bomb ?? (isInheritor(victim) ? (roleOf(fatherRole)?.bomb ?? null) : null);
}

/** Is the player the one who takes the abilities of the last one out (D'Artagnan's Father, A-152)? */
export function isInheritor(p: { readonly role: InheritedRole } | undefined): boolean {
  return inheritorOf(p?.role) === true;
}

/** Are this role's abilities never passed on (the Abbess's, A-155)? */
export function notInherited(role: string | null | undefined): boolean {
  return notInheritedOf(role) === true;
}

/** Where each players list holds its inheritors (a player's role never changes, nor the list's length). */
const heirsOf = new WeakMap<readonly TmPlayer[], readonly number[]>();

/** The living, free inheritor in the game, if any (asked per death: a scan of everyone grew with the players squared). */
export function livingInheritor(state: TmState): TmPlayer | undefined {
  const players = state.players;
  let heirs = heirsOf.get(players);
  if (heirs === undefined) {
    const found: number[] = [];
    for (let i = 0; i < players.length; i++) if (isInheritor(players[i])) found.push(i);
    heirsOf.set(players, (heirs = found));
  }
  for (let i = 0; i < heirs.length; i++) {
    const p = players[heirs[i]!]!;
    if (p.alive && !p.jailed) return p;
  }
  return undefined;
}

/**
 * What the inheritor holds once `source` is out (A-153, A-155, C-95): the source's role, or for an
 * uninheritable one his previous holding ('keepPrevious') or nothing. Undefined: the source is the inheritor.
 */
export function inheritedFrom(source: TmPlayer, before: InheritedRole | null, onUninheritable: string): InheritedRole | null | undefined {
  if (isInheritor(source)) return undefined;
  if (notInherited(source.role)) return onUninheritable === 'keepPrevious' ? before : null;
  return source.role;
}

/** Is this role's move never multiplied by Milady's charm (the Abbess's, A-96)? */
export function neverMultiplied(role: InheritedRole | null): boolean {
  return unmultipliedOf(role) === true;
}

/** Does this role lock a slot in the evening (Planchet, A-56)? */
export function locksSlot(role: InheritedRole | null | undefined): boolean {
  return roleOf(role)?.slotLock === true;
}

/** The role whose abilities the inheritor holds now (A-153; null: none, or no inheritor in the registry). */
export function inheritedRole(state: TmState): InheritedRole | null {
  const holder = rolesWith('holds')[0];
  return holder?.holds!(state) ?? null;
}

/** The role whose powers a player holds: his own, or the one the inheritor took. */
export function heldRole(state: TmState, p: TmPlayer): InheritedRole {
  return (isInheritor(p) && inheritedRole(state)) || p.role;
}

/** Does this role pair players (Felton, A-141)? */
export function pairsPlayers(role: InheritedRole | null): boolean {
  return roleOf(role)?.pairs === true;
}

/** Is a report from this role a suicide note, the one report a dead man gets (de Tréville, A-158)? */
export function writesSuicideNote(role: string | null): boolean {
  return roleOf(role)?.suicideNote === true;
}

/** The pair binding a and b today, asked of the roles that pair players by day (Felton's memory, A-145). */
export function dayPairOf(state: TmState, a: string, b: string): DayPair | null {
  for (const r of rolesWith('dayPair')) {
    const hit = r.dayPair!(state, a, b);
    if (hit) return hit;
  }
  return null;
}
