import { seededDraw } from './game-text.ts';

/** The roles each game has once (D-5 … D-8), after the Don and his mafiosi. */
const ONCE = ['Шериф', 'Доктор', 'Маньяк', 'Жрица любви', 'Дитя мафии'];

/**
 * A synthetic «Мафия ЛК» game as scenario text: `players` players (a Don, a mafioso per five
 * players up to twelve, the five single roles, the rest civilians), `days` days in which every player votes for
 * a random player, one is warned and one is inactive, and `days` nights in which the mafia, the
 * Sheriff (checks, a shot every third night), the Maniac, the Doctor and the Priestess each take a
 * random target. Players who died are still written into later phases, as in game-text.ts.
 */
export function lkGameText(players: number, days: number, seed: number): string {
  const random = seededDraw(seed);
  // a mafioso per five players, at most twelve: the DSL reads ranks «Мафия (1)» … «Мафия (12)»
  const mafiosi = Math.min(12, Math.max(1, Math.floor(players / 5)));
  const roles = ['Дон мафии', ...Array.from({ length: mafiosi }, (_, i) => `Мафия (${i + 1})`), ...ONCE];
  const cast = Array.from({ length: players }, (_, i) => ({ name: `Гость ${i + 1}`, role: roles[i] ?? 'Мирный житель' }));
  const [sheriff, doctor, maniac, priestess] = ONCE.map((r) => cast.find((p) => p.role === r)!.name);
  const lines = ['ruleset mafia-lk', `seed ${seed}`, ''];
  for (const p of cast) lines.push(`player ${p.name}: ${p.role}${p.role.startsWith('Дон') || p.role.startsWith('Мафия') ? ', мафия' : ''}`);
  const anyone = (): string => cast[random(players)]!.name;
  for (let d = 1; d <= days; d++) {
    lines.push('', `day ${d}`);
    if (d === 3) lines.push(`  ${sheriff}: extend`);
    for (const p of cast) lines.push(`  ${p.name} -> ${anyone()}`);
    lines.push(`  warn ${anyone()}`);
    if (d > 1) lines.push(`  inactive ${anyone()}`);
    lines.push('', `night ${d}`, `  ${priestess} -> ${anyone()}`, `  мафия -> ${anyone()}`);
    lines.push(`  ${sheriff}: ${d % 3 === 0 ? 'выстрел' : 'проверка'} -> ${anyone()}`);
    lines.push(`  ${maniac} -> ${anyone()}`, `  ${doctor} -> ${anyone()}`);
  }
  return `${lines.join('\n')}\n`;
}
