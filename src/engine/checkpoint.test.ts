// A checkpoint is the state as it was at its phase's start, whatever the game writes after it:
// checkpoints share the parts that did not change between them (deep-copy.ts copySharing).
import { describe, expect, it } from 'vitest';
import { playGame, type GameRules } from './game-loop.ts';
import type { PhaseInput, Scenario } from './scenario.ts';
import { NO_SPAN } from './span.ts';

interface State {
  players: { name: string; alive: boolean; hits: number[] }[];
  log: string[];
  facts: Map<string, { night: number }>;
}

const night = (number: number): PhaseInput => ({ kind: 'night', number, moves: [], span: NO_SPAN });

/** A tiny game: each night writes one player (by the night's number) and the log; the fifth writes nothing. */
const rules: GameRules<State> = {
  start: () => ({
    players: ['A', 'B', 'C'].map((name) => ({ name, alive: true, hits: [] })),
    log: [],
    facts: new Map(),
  }),
  context: (ctx) => ctx,
  roster: () => ({ all: () => [] }),
  loop: () => ({}),
  day: () => {},
  evening: () => {},
  night: ({ state }, phase) => {
    if (phase.number === 5) return;
    const p = state.players[phase.number % 3]!;
    p.hits.push(phase.number);
    if (phase.number === 4) p.alive = false;
    state.log.push(`n${phase.number}`);
    state.facts.set(p.name, { night: phase.number });
  },
};

describe('checkpoints', () => {
  it('each holds the state at its phase start, later writes to the live state notwithstanding', () => {
    const scenario: Scenario = {
      ruleset: 'three-musketeers',
      seed: 1,
      options: [],
      players: [],
      phases: [1, 2, 3, 4, 5].map(night),
      expectations: [],
    };
    const seen: string[] = [];
    const watching: GameRules<State> = {
      ...rules,
      night: (ctx, phase, loop) => {
        seen.push(JSON.stringify({ ...ctx.state, facts: [...ctx.state.facts] }));
        return rules.night(ctx, phase, loop);
      },
    };
    const game = playGame(watching, scenario, {}, { checkpoints: true });
    const at = (i: number) => {
      const s = game.checkpoints[i]!.state as State;
      return JSON.stringify({ ...s, facts: [...s.facts] });
    };
    expect(game.checkpoints).toHaveLength(6);
    for (let i = 0; i < 5; i++) expect(at(i)).toBe(seen[i]);
    const [c3, c4, c5] = [3, 4, 5].map((i) => game.checkpoints[i]!.state as State);
    // night 4 wrote player B only; night 5 nothing
    expect(c4!.players[0]).toBe(c3!.players[0]);
    expect(c4!.players[1]).not.toBe(c3!.players[1]);
    expect(c5).toBe(c4);
  });
});
