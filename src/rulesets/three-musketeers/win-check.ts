import { cause } from '../../engine/cause.ts';
import { inGame as playing } from '../../engine/roster.ts';
import { t } from '../../engine/text.ts';
import { recordWin } from '../../engine/win-step.ts';
import type { TmContext } from './context.ts';
import { optionNote, optionValue } from './day/option-value.ts';

/** The side that has won, if any (C-3 winCondition); knocked-out players count as living. */
export function winner(ctx: TmContext): 'honest' | 'mafia' | null {
  const mode = optionValue(ctx, 'winCondition');
  if (mode === 'hostDefined') return null;
  // a scenario without any declared maf is a fragment (one rule under test), not a game
  const roster = ctx.trace.roster();
  if (!roster.some((p) => p.team === 'mafia')) return null;
  const inGame = roster.filter(playing);
  const mafs = inGame.filter((p) => p.team === 'mafia').length;
  const honest = inGame.length - mafs;
  if (mafs === 0) return 'honest';
  if (mode === 'standardParity') return mafs >= honest ? 'mafia' : null;
  return honest === 0 ? 'mafia' : null;
}

/** Runs the win check after a day or a night and records the verdict as an automatic step. */
export function checkWin(ctx: TmContext, phase: 'day' | 'night', number: number): 'honest' | 'mafia' | null {
  const side = winner(ctx);
  if (!side) return null;
  const text =
    side === 'honest'
      ? t('Победа честных: живых мафов не осталось', 'The honest win: no maf is left in the game')
      : t('Победа мафии', 'The mafia win');
  recordWin(ctx.trace, phase, number, text, [cause(null, 'A-8', text, optionNote(ctx, 'winCondition'))]);
  return side;
}
