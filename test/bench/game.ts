import { nextFloat, seedRng, type Rng } from '../../src/engine/random.ts';
import type { DayEvent, Move, PhaseInput, PlayerDecl, Scenario } from '../../src/engine/scenario.ts';
import { NO_SPAN } from '../../src/engine/span.ts';
import { TM_ROLES } from '../../src/rulesets/three-musketeers/roles/index.ts';

/** Picks one of `items` with the seeded generator. */
function pick<T>(items: readonly T[], rng: Rng): [T, Rng] {
  const [f, next] = nextFloat(rng);
  return [items[Math.floor(f * items.length)]!, next];
}

/**
 * A synthetic 17-player «Три мушкетера» game of `days` days: every living player votes for a
 * random player, and every player submits a random living target each night (the killer too).
 * Players who died are still written into later phases; the engine turns those moves into
 * diagnostics, which is part of what a real game costs.
 */
export function syntheticGame(days: number, seed: number): Scenario {
  let rng = seedRng(seed);
  const mafia = new Set(['milady', 'rochefort', 'executioner', 'planchet']);
  const players: PlayerDecl[] = TM_ROLES.map((r) => ({
    name: r.name.ru,
    role: r.id,
    team: mafia.has(r.id) ? 'mafia' : 'honest',
    start: 'alive',
    flags: [],
    span: NO_SPAN,
  }));
  const names = players.map((p) => p.name);
  const phases: PhaseInput[] = [];
  for (let d = 1; d <= days; d++) {
    const events: DayEvent[] = [];
    for (const voter of names) {
      let target: string;
      [target, rng] = pick(names, rng);
      events.push({ kind: 'vote', voter, target, span: NO_SPAN });
    }
    phases.push({ kind: 'day', number: d, events, span: NO_SPAN });
    const moves: Move[] = [];
    for (const actor of names) {
      const role = TM_ROLES.find((r) => r.name.ru === actor)!;
      const targets: string[] = [];
      for (let i = 0; i < Math.max(1, role.targets); i++) {
        let t: string;
        [t, rng] = pick(
          names.filter((n) => n !== actor),
          rng,
        );
        targets.push(t);
      }
      moves.push({ actor, targets, span: NO_SPAN });
    }
    let killer: string;
    [killer, rng] = pick(
      [...mafia].map((id) => players.find((p) => p.role === id)!.name),
      rng,
    );
    let victim: string;
    [victim, rng] = pick(names, rng);
    moves.push({ actor: killer, killer: true, targets: [victim], span: NO_SPAN });
    phases.push({ kind: 'night', number: d, moves, span: NO_SPAN });
  }
  return { ruleset: 'three-musketeers', seed, options: [], players, phases, expectations: [] };
}
