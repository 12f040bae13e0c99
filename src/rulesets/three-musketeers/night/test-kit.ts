import { resolve } from '../../../engine/resolve.ts';
import type { Move, NightInput, PhaseInput, PlayerDecl, Scenario, StartCondition, Team } from '../../../engine/scenario.ts';
import { NO_SPAN } from '../../../engine/span.ts';
import type { Timeline } from '../../../engine/timeline.ts';
import { Trace } from '../../../engine/trace.ts';
import { replayActions } from '../../../machines/replay.ts';
import type { TmContext } from '../context.ts';
import { threeMusketeers } from '../index.ts';
import { initialState } from '../initial-state.ts';
import { TM_OPTIONS } from '../options.ts';
import type { TmState } from '../state.ts';
import { resolveNight } from './index.ts';

/** A night for the test builder: order as names, moves as `actor > t1, t2`, `killer k > t`, `actor: verb > t`. */
export interface TestNight {
  readonly order: string;
  readonly moves: readonly string[];
}

/** One player spec: `name=role` or `role` (name = role id), then `maf`, `dead`, `jailed`, `knocked`. */
function player(spec: string): PlayerDecl {
  const [head, ...flags] = spec.trim().split(/\s+/);
  const [name, role] = head!.includes('=') ? (head!.split('=') as [string, string]) : [head!, head!];
  const team: Team = flags.includes('maf') ? 'mafia' : 'honest';
  const start: StartCondition = flags.includes('dead') ? 'dead' : flags.includes('jailed') ? 'jailed' : 'alive';
  return { name, role, team, start, flags: flags.includes('knocked') ? ['knocked'] : [], span: NO_SPAN };
}

/** Parses `killer k > t`, `a > t1, t2`, `a: verb > t`. */
function move(line: string): Move {
  let rest = line.trim();
  const killer = rest.startsWith('killer ');
  if (killer) rest = rest.slice(7);
  const [lhs, rhs = ''] = rest.split('>').map((s) => s.trim()) as [string, string?];
  const [actor, verb] = lhs.includes(':') ? (lhs.split(':').map((s) => s.trim()) as [string, string]) : [lhs, undefined];
  const targets = rhs === '' ? [] : rhs.split(',').map((s) => s.trim());
  return { actor, targets, span: NO_SPAN, ...(killer ? { killer: true } : {}), ...(verb ? { verb } : {}) };
}

/** Builds a scenario from compact specs (players `"athos; kitty maf; x=planchet"`). */
export function scenario(players: string, nights: readonly TestNight[], options: Readonly<Record<string, string>> = {}): Scenario {
  const phases: PhaseInput[] = nights.map((n, i): NightInput => ({
    kind: 'night',
    number: i + 1,
    span: NO_SPAN,
    moves: n.moves.map(move),
    order: {
      names: n.order
        .split(/\s+/)
        .filter(Boolean)
        .map((name) => ({ name, span: NO_SPAN })),
      span: NO_SPAN,
    },
  }));
  return {
    ruleset: 'three-musketeers',
    seed: 1,
    phases,
    expectations: [],
    players: players
      .split(';')
      .filter((s) => s.trim())
      .map(player),
    options: Object.entries(options).map(([key, value]) => ({ key, value, span: NO_SPAN })),
  };
}

/** Resolves one night with the given order and moves. */
export function night(players: string, order: string, moves: readonly string[], options: Readonly<Record<string, string>> = {}): Timeline {
  return resolve(scenario(players, [{ order, moves }], options), threeMusketeers);
}

/** Resolves several nights in a row. */
export function nights(players: string, list: readonly TestNight[], options: Readonly<Record<string, string>> = {}): Timeline {
  return resolve(scenario(players, list, options), threeMusketeers);
}

/** Message codes a player got on a night (1-based). */
export function codes(tl: Timeline, name: string, n = 1): string[] {
  return (tl.nights[n - 1]?.messages[name] ?? []).map((m) => m.code);
}

/** A player's report lines (Russian) on a night. */
export function report(tl: Timeline, name: string, n = 1): string {
  return (tl.nights[n - 1]?.reports ?? [])
    .filter((r) => r.recipient === name)
    .flatMap((r) => r.lines.map((l) => l.ru))
    .join(' | ');
}

/** Who died on a night. */
export function dead(tl: Timeline, n = 1): string[] {
  return (tl.nights[n - 1]?.deaths ?? []).map((d) => d.player);
}

/** Diagnostic codes of the whole timeline. */
export function diags(tl: Timeline): string[] {
  return tl.diagnostics.map((d) => d.code);
}

/** A context with a fresh state for driving resolveNight directly (to inspect the state it leaves). */
export function context(players: string, options: Readonly<Record<string, string>> = {}): TmContext {
  const sc = scenario(players, [], options);
  const values: Record<string, string> = {};
  for (const o of TM_OPTIONS) values[o.key] = options[o.key] ?? o.defaultValue;
  const state: TmState = initialState(sc);
  return { scenario: sc, options: values, state, trace: new Trace() };
}

/** Runs nights directly on a context (no day in between). */
export function runNights(ctx: TmContext, list: readonly TestNight[]): TmContext {
  list.forEach((n, i) =>
    resolveNight(ctx, {
      kind: 'night',
      number: ctx.trace.nights.length + 1 + 0 * i,
      span: NO_SPAN,
      moves: n.moves.map(move),
      order: {
        names: n.order
          .split(/\s+/)
          .filter(Boolean)
          .map((name) => ({ name, span: NO_SPAN })),
        span: NO_SPAN,
      },
    }),
  );
  return ctx;
}

/** Lifecycles the action machine refuses or leaves unresolved (the machine is the one copy of the grammar). */
export function lifeViolations(tl: Pick<Timeline, 'actions'>): string[] {
  return replayActions(tl).map((p) => p.message);
}
