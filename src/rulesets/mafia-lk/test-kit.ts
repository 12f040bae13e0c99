import { resolve } from '../../engine/resolve.ts';
import type { DayEvent, DayInput, Move, NightInput, PhaseInput, PlayerDecl, Scenario, Team } from '../../engine/scenario.ts';
import { NO_SPAN } from '../../engine/span.ts';
import type { Timeline } from '../../engine/timeline.ts';
import { mafiaLk } from './index.ts';
import { lkRoleById } from './roles/index.ts';

/** Tiny inline fixtures for LK tests: players, moves, day events and a one-call resolve. */

/**
 * A player declaration: `p('Коля', 'don')`, `p('Макс', 'maniac', 'maniac')`,
 * `p('Дима', 'doctor', 'honest', 'alive', ['selfHealUsed'])`.
 */
export function p(
  name: string,
  role: string,
  team: Team = lkRoleById(role)?.team ?? 'honest',
  start: PlayerDecl['start'] = 'alive',
  flags: string[] = [],
): PlayerDecl {
  return { name, role, team, start, flags, span: NO_SPAN };
}

/** The standard 11-player cast: Don, two mafiosi, Sheriff, Doctor, light Maniac, Priestess, Child, three civilians. */
export const CAST: readonly PlayerDecl[] = [
  p('Коля', 'don'),
  p('Вася', 'mafia'),
  p('Петя', 'mafia'),
  p('Шура', 'sheriff'),
  p('Дима', 'doctor'),
  p('Макс', 'maniac'),
  p('Жанна', 'priestess'),
  p('Дина', 'child'),
  p('Миша', 'civilian'),
  p('Маша', 'civilian'),
  p('Настя', 'civilian'),
];

/** A night move `actor -> target` (actor 'mafia' for the team shot). */
export function mv(actor: string, target: string, verb?: string): Move {
  return { actor, targets: [target], span: NO_SPAN, ...(verb ? { verb } : {}) };
}

/** A night block. */
export function night(number: number, moves: Move[], notes: DayEvent[] = []): NightInput {
  return { kind: 'night', number, moves, span: NO_SPAN, ...(notes.length ? { notes: notes.filter((n) => n.kind === 'note') } : {}) };
}

/** A day block. */
export function day(number: number, events: DayEvent[]): DayInput {
  return { kind: 'day', number, events, span: NO_SPAN };
}

/** A day vote (`null` = «не голосую»). */
export function vote(voter: string, target: string | null, blitz = false): DayEvent {
  return { kind: 'vote', voter, target, span: NO_SPAN, ...(blitz ? { blitz: true } : {}) };
}

/** `warn X` */
export function warn(player: string): DayEvent {
  return { kind: 'note', note: 'warn', player, span: NO_SPAN };
}

/** `inactive X` */
export function inactive(player: string): DayEvent {
  return { kind: 'note', note: 'inactive', player, span: NO_SPAN };
}

/** `X: extend` */
export function extend(actor: string): DayEvent {
  return { kind: 'power', actor, verb: 'extend', targets: [], span: NO_SPAN };
}

/** Resolves phases with the cast and options given. */
export function run(phases: PhaseInput[], options: Record<string, string> = {}, players: readonly PlayerDecl[] = CAST, seed = 1): Timeline {
  const scenario: Scenario = {
    ruleset: 'mafia-lk',
    seed,
    players,
    phases,
    expectations: [],
    options: Object.entries(options).map(([key, value]) => ({ key, value, span: NO_SPAN })),
  };
  return resolve(scenario, mafiaLk);
}

/** Names who died in a night. */
export function deaths(tl: Timeline, n: number): string[] {
  return tl.nights.find((x) => x.night === n)?.deaths.map((d) => d.player) ?? [];
}

/** Message codes a player received in a night. */
export function codes(tl: Timeline, n: number, player: string): string[] {
  return (tl.nights.find((x) => x.night === n)?.messages[player] ?? []).map((m) => m.code);
}

/** The text of a player's message with a code in a night. */
export function text(tl: Timeline, n: number, player: string, code: string): string {
  return (tl.nights.find((x) => x.night === n)?.messages[player] ?? []).find((m) => m.code === code)?.text.ru ?? '';
}

/** Diagnostic codes of a timeline. */
export function diags(tl: Timeline): string[] {
  return tl.diagnostics.map((d) => d.code);
}

/** Who was executed on a day. */
export function lynched(tl: Timeline, n: number): string | null {
  return tl.days.find((d) => d.day === n)?.jailed ?? null;
}
