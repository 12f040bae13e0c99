// Pure BBCode formatting of what the timeline recorded: a player's host PM and the morning post.
import type { Lang } from '../../engine/text.ts';
import type { HostMessage, NightSummary, Report } from '../../engine/timeline.ts';

/** Words the BBCode needs in both languages (kept here so the formatter stays pure). */
const WORDS = {
  night: { ru: 'Ночь', en: 'Night' },
  morning: { ru: 'Утро', en: 'Morning' },
  report: { ru: 'Доклад', en: 'Report' },
} as const;

/**
 * Keeps user-typed names from opening BBCode tags: a «[» becomes the look-alike «［» so a player
 * called "[b]" cannot break the post. Engine texts never contain brackets, but names might.
 */
export function bbEscape(text: string): string {
  return text.replace(/\[/g, '［').replace(/\]/g, '］');
}

/** `[b]text[/b]` */
export function bbBold(text: string): string {
  return `[b]${bbEscape(text)}[/b]`;
}

/** `[quote]text[/quote]`, or `[quote="who"]…` when the author is known. */
export function bbQuote(text: string, author?: string): string {
  const head = author ? `[quote="${bbEscape(author).replace(/"/g, "'")}"]` : '[quote]';
  return `${head}${bbEscape(text)}[/quote]`;
}

/** A player's private message for one night: name, each host message with its code, each report quoted. */
export function playerPm(
  player: string,
  night: number,
  messages: readonly HostMessage[],
  reports: readonly Report[],
  lang: Lang,
): string {
  const lines = [`${bbBold(player)} — ${WORDS.night[lang]} ${night}`, ''];
  for (const m of messages) lines.push(`[i]${bbEscape(m.code)}[/i] ${bbEscape(m.text[lang])}`);
  for (const r of reports) {
    lines.push('', `${WORDS.report[lang]}:`, bbQuote(r.lines.map((l) => l[lang]).join('\n')));
  }
  return lines.join('\n').trimEnd();
}

/** The public morning post of a night, with a bold heading. */
export function morningPost(night: NightSummary, lang: Lang): string {
  return `${bbBold(`${WORDS.morning[lang]} ${night.night}`)}\n\n${bbEscape(night.public[lang])}`;
}
