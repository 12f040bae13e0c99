import { nextFloat, seedRng, type Rng } from '../../src/engine/random.ts';
import { TM_ROLES } from '../../src/rulesets/three-musketeers/roles/index.ts';

/** Draws from a generator seeded with `seed`: each call, a whole number below `n` (the synthetic games' dice). */
export function seededDraw(seed: number): (n: number) => number {
  let rng: Rng = seedRng(seed);
  return (n) => {
    const [f, next] = nextFloat(rng);
    rng = next;
    return Math.floor(f * n);
  };
}

const MAFIA = new Set(['milady', 'rochefort', 'executioner', 'planchet']);

/**
 * A synthetic «Три мушкетера» game as scenario text: `players` players (the 17 characters in
 * turn, so a 200-player game has each character about twelve times), `days` days in which every
 * player votes for a random player, and `days` nights in which every player names random targets
 * and a mafia killer shoots. Players who died are still written into later phases; the engine
 * turns those lines into diagnostics, which is part of what a real long text costs.
 */
export function gameText(players: number, days: number, seed: number): string {
  const random = seededDraw(seed);
  const cast = Array.from({ length: players }, (_, i) => {
    const role = TM_ROLES[i % TM_ROLES.length]!;
    const name = players <= TM_ROLES.length ? role.name.ru : `Гость ${i + 1}`;
    return { name, role, mafia: MAFIA.has(role.id) };
  });
  const lines = ['ruleset three-musketeers', `seed ${seed}`, ''];
  for (const p of cast) {
    const decl = p.name === p.role.name.ru ? p.name : `${p.name}: ${p.role.name.ru}`;
    lines.push(`player ${decl}${p.mafia ? ', маф' : ''}`);
  }
  const other = (i: number): string => {
    const j = random(players - 1);
    return cast[j >= i ? j + 1 : j]!.name;
  };
  const mafia = cast.filter((p) => p.mafia);
  for (let d = 1; d <= days; d++) {
    lines.push('', `day ${d}`);
    cast.forEach((p, i) => lines.push(`  ${p.name} -> ${other(i)}`));
    lines.push('', `night ${d}`);
    cast.forEach((p, i) => {
      const targets = Array.from({ length: Math.max(1, p.role.targets) }, () => other(i));
      lines.push(`  ${p.name} -> ${targets.join(', ')}`);
    });
    lines.push(`  killer ${mafia[random(mafia.length)]!.name} -> ${cast[random(players)]!.name}`);
  }
  return `${lines.join('\n')}\n`;
}
