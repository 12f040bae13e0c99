import { resolve } from '../../../engine/resolve.ts';
import type { DayEvent, EveningInput, NightInput, PhaseInput, PlayerDecl, Scenario, Team } from '../../../engine/scenario.ts';
import { NO_SPAN } from '../../../engine/span.ts';
import type { Timeline } from '../../../engine/timeline.ts';
import { Trace } from '../../../engine/trace.ts';
import type { TmContext } from '../context.ts';
import { threeMusketeers } from '../index.ts';
import { initialState } from '../initial-state.ts';
import { TM_REGISTRY } from '../roles/index.ts';
import { isInheritor } from '../roles/traits.ts';

/**
 * Roles without day or evening powers (nor the Father's inherited ones), handed out to players
 * declared without one; read from the registry, in the rulebook's order.
 */
const PLAIN_ROLES: readonly string[] = TM_REGISTRY.filter((r) => !r.powers && !isInheritor({ role: r.id })).map((r) => r.id);

const span = NO_SPAN;

/** `A -> B` by day. */
export const vote = (voter: string, target: string | null): DayEvent => ({ kind: 'vote', voter, target, span });
/** `A: verb T…` by day. */
export const power = (actor: string, verb: string, ...targets: string[]): DayEvent => ({ kind: 'power', actor, verb, targets, span });

/** A tiny scenario builder for day and evening tests. */
export class TmKit {
  private readonly decls: PlayerDecl[] = [];
  private readonly phases: PhaseInput[] = [];
  private readonly opts: { key: string; value: string }[] = [];
  private seedValue = 1;

  /** Declares a player; the role defaults to a plain (no day power) role, the team to honest. */
  player(name: string, role?: string, team: Team = 'honest', start: PlayerDecl['start'] = 'alive'): this {
    const plain = PLAIN_ROLES[this.decls.filter((d) => PLAIN_ROLES.includes(d.role)).length % PLAIN_ROLES.length] ?? 'athos';
    this.decls.push({ name, role: role ?? plain, team, start, flags: [], span });
    return this;
  }

  /** Declares several plain honest players. */
  players(...names: string[]): this {
    for (const n of names) this.player(n);
    return this;
  }

  /** Sets an interpretation option. */
  option(key: string, value: string): this {
    this.opts.push({ key, value });
    return this;
  }

  /** Sets the lot seed. */
  seed(n: number): this {
    this.seedValue = n;
    return this;
  }

  /** Adds a day with its events in time order. */
  day(number: number, ...events: DayEvent[]): this {
    this.phases.push({ kind: 'day', number, events, span });
    return this;
  }

  /** Adds an evening: optional explicit order, lock and swap submissions (pairs "A/B"). */
  evening(number: number, e: { order?: string[]; lock?: string; swaps?: string[][] } = {}): this {
    const ev: EveningInput = {
      kind: 'evening',
      number,
      span,
      ...(e.order ? { order: { names: e.order.map((name) => ({ name, span })), span } } : {}),
      ...(e.lock ? { lock: { name: e.lock, span } } : {}),
      swaps: (e.swaps ?? []).map((sub) => ({
        span,
        pairs: sub.map((p) => {
          const [a = '', b = ''] = p.split('/');
          return { a, b, span };
        }),
      })),
    };
    this.phases.push(ev);
    return this;
  }

  /** Adds a night with no moves (optionally an explicit order). */
  night(number: number, order?: string[]): this {
    const n: NightInput = {
      kind: 'night',
      number,
      moves: [],
      span,
      ...(order ? { order: { names: order.map((name) => ({ name, span })), span } } : {}),
    };
    this.phases.push(n);
    return this;
  }

  /** The scenario as built. */
  build(): Scenario {
    return {
      ruleset: 'three-musketeers',
      seed: this.seedValue,
      players: this.decls,
      phases: this.phases,
      expectations: [],
      options: this.opts.map((o) => ({ ...o, span })),
    };
  }

  /** Resolves the whole scenario through the engine. */
  run(): Timeline {
    return resolve(this.build(), threeMusketeers);
  }

  /** A context with the starting state, for calling the day or evening resolver directly. */
  ctx(): TmContext {
    const scenario = this.build();
    const options = Object.fromEntries(scenario.options.map((o) => [o.key, o.value]));
    return { scenario, options, state: initialState(scenario), trace: new Trace() };
  }
}

/** Starts a builder. */
export function tm(): TmKit {
  return new TmKit();
}

/** Diagnostic codes of a timeline or trace. */
export function codes(x: { diagnostics: readonly { code: string }[] }): string[] {
  return x.diagnostics.map((d) => d.code);
}
