// Recorded state: each player's state at a phase's start (PhaseRecord.roster) and, on a step that
// changed someone, that player's state after it (Step.state). Readers fold these; nothing walks
// deaths and jailings back out of the summaries.
import type { Team } from './scenario.ts';

/** A carried fact's value: small, JSON-friendly. */
export type FactValue = string | number | boolean | null | readonly string[];

/** The ruleset's own carried facts for one player; each ruleset declares its typed shape. */
export type Facts = Readonly<Record<string, FactValue>>;

/** One player's state as recorded in the timeline. Dead is `!alive`. */
export interface PlayerState<F extends Facts = Facts> {
  readonly name: string;
  /** Role id (the ruleset's own). */
  readonly role: string;
  readonly team: Team;
  readonly alive: boolean;
  /** In jail («Три мушкетера»); always false where a ruleset has no jail. */
  readonly jailed: boolean;
  /** Knocked out by the executioner until the next evening. */
  readonly knocked: boolean;
  /** Blocked for a day by Porthos's club. */
  readonly clubbed: boolean;
  readonly facts: F;
}

/** Every player's state, in declaration order. */
export type Roster<F extends Facts = Facts> = readonly PlayerState<F>[];

/** Is a player still taking part: alive and not jailed. */
export function inGame(p: PlayerState): boolean {
  return p.alive && !p.jailed;
}

function sameFact(a: FactValue | undefined, b: FactValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}

/** Has anything about this player changed? (Called on every recorded step, so kept cheap.) */
export function sameState(a: PlayerState, b: PlayerState): boolean {
  if (
    a.name !== b.name ||
    a.role !== b.role ||
    a.team !== b.team ||
    a.alive !== b.alive ||
    a.jailed !== b.jailed ||
    a.knocked !== b.knocked ||
    a.clubbed !== b.clubbed
  )
    return false;
  const keys = Object.keys(a.facts);
  if (keys.length !== Object.keys(b.facts).length) return false;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (a.facts[k] !== b.facts[k] && !sameFact(a.facts[k], b.facts[k])) return false;
  }
  return true;
}

/** `roster` with `changes` laid over it (a changed player replaces his earlier state). */
export function applyChanges(roster: Roster, changes: readonly PlayerState[]): Roster {
  if (changes.length === 0) return roster;
  const next = new Map(changes.map((p) => [p.name, p]));
  return roster.map((p) => next.get(p.name) ?? p);
}
