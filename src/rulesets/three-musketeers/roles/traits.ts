import type { TmPlayer, TmState } from '../state.ts';
import type { Bomb, DayPair, TmRole } from './role.ts';
import { roleOf, TM_REGISTRY, type InheritedRole } from './index.ts';

// Each trait as the set of role ids that have it, listed on first use (the registry imports the
// role files, which import this one): asked per player and per step, a role file's own field was
// a read of one of 17 object shapes, slow where the caller had seen them all.
let musketeers: ReadonlySet<string> | undefined;
let bombers: ReadonlySet<string> | undefined;
let inheritors: ReadonlySet<string> | undefined;
let uninherited: ReadonlySet<string> | undefined;
let unmultiplied: ReadonlySet<string> | undefined;

function idsWhere(test: (r: TmRole) => boolean): ReadonlySet<string> {
  return new Set(TM_REGISTRY.filter((r: TmRole) => test(r)).map((r: TmRole) => r.id));
}

/** Is this role one of the four who protect Constance? */
export function isMusketeer(role: InheritedRole | null): boolean {
  musketeers ??= idsWhere((r) => r.musketeer === true);
  return role !== null && musketeers.has(role);
}

/** Does killing this role set off the bomb? */
export function carriesBomb(role: InheritedRole | null): boolean {
  bombers ??= idsWhere((r) => r.bomb !== undefined);
  return role !== null && bombers.has(role);
}

/** The bomb a victim holds: his role's, or the one the inheritor took with its abilities (C-97 decides in the bomb's rule). */
export function bombOf(victim: TmPlayer, fatherRole: string | null): Bomb | null {
  return roleOf(victim.role)?.bomb ?? (isInheritor(victim) ? (roleOf(fatherRole)?.bomb ?? null) : null);
}

/** Is the player the one who takes the abilities of the last one out (D'Artagnan's Father, A-152)? */
export function isInheritor(p: { readonly role: InheritedRole } | undefined): boolean {
  inheritors ??= idsWhere((r) => r.inheritor === true);
  return p !== undefined && inheritors.has(p.role);
}

/** Are this role's abilities never passed on (the Abbess's, A-155)? */
export function notInherited(role: string | null | undefined): boolean {
  uninherited ??= idsWhere((r) => r.notInherited === true);
  return typeof role === 'string' && uninherited.has(role);
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
  unmultiplied ??= idsWhere((r) => r.unmultiplied === true);
  return role !== null && unmultiplied.has(role);
}

/** Does this role lock a slot in the evening (Planchet, A-56)? */
export function locksSlot(role: InheritedRole | null | undefined): boolean {
  return roleOf(role)?.slotLock === true;
}

let holder: TmRole | undefined | null;

/** The role whose abilities the inheritor holds now (A-153; null: none, or no inheritor in the registry). */
export function inheritedRole(state: TmState): InheritedRole | null {
  // Found on first use: the registry imports the role files, which import this one.
  if (holder === undefined) holder = TM_REGISTRY.find((r) => r.holds) ?? null;
  return holder?.holds?.(state) ?? null;
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

let pairers: readonly TmRole[] | undefined;

/** The pair binding a and b today, asked of the roles that pair players by day (Felton's memory, A-145). */
export function dayPairOf(state: TmState, a: string, b: string): DayPair | null {
  pairers ??= TM_REGISTRY.filter((r) => r.dayPair);
  for (const r of pairers) {
    const hit = r.dayPair!(state, a, b);
    if (hit) return hit;
  }
  return null;
}
