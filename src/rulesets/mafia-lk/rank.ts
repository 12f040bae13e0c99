import type { PlayerDecl, Scenario } from '../../engine/scenario.ts';
import { agree, personOf } from '../../engine/grammar/people.ts';
import { t } from '../../engine/text.ts';
import type { Trace } from '../../engine/trace.ts';
import { lkRoleById } from './roles/index.ts';

/**
 * Mafia seniority from the written numbers (D-12, L12 «Мафия (1) – чем меньше цифра, тем выше
 * ваше положение в иерархии»): the number decides, not the line order. A repeated number is an
 * error (two players cannot hold one rank; the earlier line ranks first), a mafioso without a
 * number among numbered ones and a gap in the numbers are warnings; a mafioso without a number
 * ranks after the numbered ones, in line order. With no number written at all the lines give the
 * order, and the host is told so once.
 */
export function mafiaRanks(scenario: Scenario, trace: Trace): Map<string, number> {
  const mafiosi = scenario.players.filter((d) => lkRoleById(d.role)?.ranked);
  const ranks = new Map<string, number>();
  const numbered = mafiosi.filter((d) => d.rank !== undefined);
  if (numbered.length === 0) {
    mafiosi.forEach((d, i) => ranks.set(d.name, i + 1));
    const second = mafiosi[1];
    if (second)
      trace.diagnose(
        'LK-RANK-MISSING',
        'info',
        t(
          'Номера мафии не указаны («Мафия (1)», «Мафия (2)»…): старшинство взято из порядка строк (L12)',
          'No mafia numbers written ("Mafia (1)", "Мафия (2)"…): seniority follows the line order (L12)',
        ),
        second.span,
      );
    return ranks;
  }
  const seen = new Map<number, PlayerDecl>();
  for (const d of numbered) {
    const n = d.rank!;
    const first = seen.get(n);
    if (first)
      trace.diagnose(
        'LK-RANK-DUPLICATE',
        'error',
        t(
          `Номер «Мафия (${n})» уже у ${personOf(first).forms.gen}: старшинство не определено, ${d.name} считается младше (L12)`,
          `"Mafia (${n})" is already ${first.name}'s: seniority is undetermined, ${d.name} ranks below (L12)`,
        ),
        d.span,
      );
    else seen.set(n, d);
    ranks.set(d.name, n);
  }
  const top = Math.max(...numbered.map((d) => d.rank!));
  for (let n = 1; n < top; n++) {
    if (seen.has(n)) continue;
    const after = numbered.find((d) => d.rank! > n)!;
    trace.diagnose(
      'LK-RANK-GAP',
      'warning',
      t(`Нет игрока «Мафия (${n})»: номера идут с пропуском (L12)`, `No player is "Mafia (${n})": the numbers skip one (L12)`),
      after.span,
    );
  }
  mafiosi
    .filter((d) => d.rank === undefined)
    .forEach((d, i) => {
      ranks.set(d.name, top + i + 1);
      trace.diagnose(
        'LK-RANK-MISSING',
        'warning',
        t(
          `У ${personOf(d).forms.gen} не указан номер мафии: ${agree(personOf(d), 'он', 'она')} младше всех пронумерованных (L12)`,
          `${d.name} has no mafia number: ranks below every numbered mafioso (L12)`,
        ),
        d.span,
      );
    });
  return ranks;
}
