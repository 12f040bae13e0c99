import type { TmPlayer, TmState } from '../state.ts';
import { roleOf, TM_REGISTRY, type InheritedRole } from './index.ts';
import type { TmRole } from './role.ts';

/** Is this role one of the four who protect Constance? */
export function isMusketeer(role: InheritedRole | null): boolean {
  return roleOf(role)?.musketeer === true;
}

/** Does killing this role set off the bomb? */
export function carriesBomb(role: InheritedRole | null): boolean {
  return roleOf(role)?.bomb === true;
}

/** Is the player the one who takes the abilities of the last one out (D'Artagnan's Father, A-152)? */
export function isInheritor(p: { readonly role: InheritedRole } | undefined): boolean {
  return roleOf(p?.role)?.inheritor === true;
}

/** Are this role's abilities never passed on (the Abbess's, A-155)? */
export function notInherited(role: string | null | undefined): boolean {
  return roleOf(role)?.notInherited === true;
}

/** The living, free inheritor in the game, if any. */
export function livingInheritor(state: TmState): TmPlayer | undefined {
  return state.players.find((p) => isInheritor(p) && p.alive && !p.jailed);
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
  return roleOf(role)?.unmultiplied === true;
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
