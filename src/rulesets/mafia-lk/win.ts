import { t } from '../../engine/text.ts';
import { WINNER } from '../../engine/words.ts';
import type { PhaseInput } from '../../engine/scenario.ts';
import { recordWin } from '../../engine/win-step.ts';
import { because, opt, type LkContext } from './context.ts';

/** Who has won, if anyone: 'honest' (town), 'mafia' or 'maniac' — the Team ids (D-A1, D.R 10). */
export function winnerNow(ctx: LkContext): string | null {
  const alive = ctx.trace.roster().filter((p) => p.alive);
  if (alive.length === 0) return null;
  const allied = opt(ctx, 'lkDarkManiac') === 'mafiaAllied';
  const mafia = alive.filter((p) => p.team === 'mafia').length;
  const dark = alive.filter((p) => p.team === 'maniac').length;
  const light = alive.filter((p) => p.team === 'honest').length;
  if (allied) {
    const darkSide = mafia + dark;
    if (darkSide === 0) return 'honest';
    if (opt(ctx, 'lkWin') === 'allLightDead') return light === 0 ? 'mafia' : null;
    return darkSide >= light ? 'mafia' : null;
  }
  if (dark > 0) {
    const maniacWins = opt(ctx, 'lkDarkManiacWin') === 'lastStanding' ? alive.length === 1 : alive.length <= 2;
    if (maniacWins) return 'maniac';
  }
  if (mafia === 0) return dark === 0 ? 'honest' : null;
  switch (opt(ctx, 'lkWin')) {
    case 'allLightDead':
      return light === 0 && dark === 0 ? 'mafia' : null;
    case 'parityThreeWay':
      return dark === 0 && mafia >= light ? 'mafia' : null;
    default:
      return mafia >= light + dark ? 'mafia' : null;
  }
}

const SIDE: Readonly<Record<string, [string, string]>> = {
  honest: ['город', 'the town'],
  mafia: ['мафия', 'the mafia'],
  maniac: ['маньяк', 'the Maniac'],
};

/** The kernel's win check after a day or a night (game-loop.ts): records the first win as a step. */
export function checkWin(ctx: LkContext, phase: 'day' | 'night', number: number): string | null {
  const w = winnerNow(ctx);
  if (!w) return null;
  const [ru, en] = SIDE[w] ?? [w, w];
  const cause =
    w === 'honest' && !ctx.trace.roster().some((p) => p.alive && p.team === 'maniac')
      ? because(
          ctx,
          null,
          'D-39',
          'Мафия мертва, тёмного маньяка нет: партия завершается',
          'The mafia are dead and no dark Maniac is left: the game ends',
          'lkDarkManiac',
        )
      : because(
          ctx,
          null,
          'D-92',
          'Условия победы (не записаны в правилах)',
          'Win conditions (not written in the rulebook)',
          w === 'maniac' ? 'lkDarkManiacWin' : 'lkWin',
        );
  recordWin(ctx.trace, phase, number, t(`Игра окончена: побеждает ${ru}`, `Game over: ${en} win`), [cause]);
  return w;
}

/** The kernel reports once that a phase is played after the win: still resolved, with a warning. */
export function warnGameOver(ctx: LkContext, phase: PhaseInput, winner: string): void {
  ctx.trace.diagnose(
    'LK-GAME-OVER',
    'warning',
    t(
      `Игра уже окончена (победа: ${WINNER[winner]?.ru ?? winner}); дальнейшие фазы разобраны для справки`,
      `The game is already over (winner: ${WINNER[winner]?.en ?? winner}); later phases are resolved for reference`,
    ),
    phase.span,
  );
}
