import { agree } from '../../../engine/grammar/people.ts';
import { memoryOf, memorySlot } from '../../../engine/role-memory.ts';
import { t } from '../../../engine/text.ts';
import { because, isOn, type LkContext, who } from '../context.ts';
import { fixedMessage } from '../messages.ts';
import type { NightBook } from '../night/book.ts';
import { playerByName, type LkState, type Marked } from '../state.ts';
import { freshExtension, type ResultsNote } from './role.ts';

// The maniac-rapist (D-89): the Maniac's victim who stays in the game is muted the next day.

/** The Maniac's memory: the players his rapist rule mutes for the next day, with his step; his day extension (D-43). */
export const maniacMemory = memorySlot('maniac', () => ({ muted: [] as Marked<string>[], extension: freshExtension() }));

/** The Maniac's memory in a state. */
export function maniacMemo(state: LkState): ReturnType<typeof maniacMemory.fresh> {
  return memoryOf(state.memory, maniacMemory);
}

/** At the results: the Maniac's victim who stays in the game is muted next day (a miss too: lkRapistIncludesMiss). */
export function rapistVictim(ctx: LkContext, book: NightBook): ResultsNote | null {
  const shot = book.shots.find((s) => s.side === 'maniac');
  if (!shot || !isOn(ctx, 'lkManiacRapist')) return null;
  const p = playerByName(ctx.state, shot.target);
  if (!p?.alive) return null;
  if (shot.missed && !isOn(ctx, 'lkRapistIncludesMiss')) return null;
  maniacMemo(ctx.state).muted.push({ value: p.name, step: shot.step });
  book.send(p.name, fixedMessage('LK-MUTED', shot.step));
  const muted = p.name;
  return {
    cause: because(
      ctx,
      shot.step,
      'D-89',
      `${muted} ${agree(who(ctx, muted), 'остался', 'осталась')} в игре: не обсуждает следующий день`,
      `${muted} stays in the game: muted next day`,
      'lkRapistIncludesMiss',
    ),
    post: t(`${muted} не имеет права обсуждать сегодня (маньяк-насильник).`, `${muted} may not discuss today (maniac-rapist).`),
  };
}
