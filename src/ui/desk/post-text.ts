/**
 * What the host posts after a day, as BBCode: the evening order («Три мушкетера»: the voters-only
 * public list, and the full list for the mafia), the day result with the tally («Мафия ЛК»), and
 * the morning post.
 */
import type { Lang } from '../../engine/text.ts';
import type { DaySummary, NightSummary } from '../../engine/timeline.ts';
import { bbEscape as escape } from '../messages/bbcode.ts';

const WORDS = {
  order: { ru: 'Очерёдность ходов на ночь', en: 'Move order for night' },
  mafiaOrder: { ru: 'для мафии', en: 'for the mafia' },
  dayResult: { ru: 'Итоги дня', en: 'Day result' },
  morning: { ru: 'Утро', en: 'Morning' },
} as const;

function numbered(names: readonly string[]): string {
  return names.map((n, i) => `${i + 1}. ${escape(n)}`).join('\n');
}

/** The public evening order: voters only (TM L29). */
export function publicOrderPost(night: NightSummary, lang: Lang): string {
  return `[b]${WORDS.order[lang]} ${night.night}[/b]\n${numbered(night.publicOrder ?? night.officialOrder ?? night.order)}`;
}

/** The full order the mafia receives (TM L30), before their swaps. */
export function mafiaOrderPost(night: NightSummary, lang: Lang): string {
  return `[b]${WORDS.order[lang]} ${night.night} (${WORDS.mafiaOrder[lang]})[/b]\n${numbered(night.officialOrder ?? night.order)}`;
}

/**
 * The day result: tally (most votes first), what settled a tie (`settled`: the engine's blitz and
 * lot lines, L148), and the verdict as the desk words it (agreeing with the player).
 */
export function dayResultPost(day: DaySummary, lang: Lang, verdictLine: string, settled: readonly string[] = []): string {
  const tally = Object.entries(day.tally)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  const lines = tally.map(([name, n]) => `${escape(name)} — ${n}`);
  const verdict = escape(day.public[lang] || verdictLine);
  const tie = settled.length ? ['', ...settled.map(escape)] : [];
  return [`[b]${WORDS.dayResult[lang]} ${day.day}[/b]`, ...lines, ...tie, '', `[b]${verdict}[/b]`].join('\n');
}

/**
 * The morning post for the game thread: the heading and what the town learns. Unlike the
 * debugger's copy it has no night-order line: in «Три мушкетера» only the voters' order is made
 * public (L28–29); the real order, with the mafia's swaps and Planchet's lock (L126: unknown even
 * to the mafia), must not reach the thread.
 */
export function morningThreadPost(night: NightSummary, lang: Lang): string {
  return `[b]${WORDS.morning[lang]} ${night.night}[/b]\n\n${escape(night.public[lang])}`;
}
