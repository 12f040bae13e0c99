// Pure BBCode formatting of what the timeline recorded: a player's host PM and the morning post.
import type { Lang } from '../../engine/text.ts';
import type { HostMessage, NightSummary, Report } from '../../engine/timeline.ts';

/** Words the BBCode needs in both languages (kept here so the formatter stays pure). */
const WORDS = {
  night: { ru: 'Ночь', en: 'Night' },
  morning: { ru: 'Утро', en: 'Morning' },
  report: { ru: 'Доклад', en: 'Report' },
  order: { ru: 'Порядок', en: 'Order' },
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

/**
 * A player's private message for one night: name, each host message's text as the player reads it
 * (no internal codes; the LK exchanges keep their line breaks), each report quoted.
 */
export function playerPm(player: string, night: number, messages: readonly HostMessage[], reports: readonly Report[], lang: Lang): string {
  const lines = [`${bbBold(player)} — ${WORDS.night[lang]} ${night}`, ''];
  messages.forEach((m, i) => lines.push(...(i > 0 && m.text[lang].includes('\n') ? [''] : []), bbEscape(m.text[lang])));
  for (const r of reports) {
    lines.push('', `${WORDS.report[lang]}:`, bbQuote(r.lines.map((l) => l[lang]).join('\n')));
  }
  return lines.join('\n').trimEnd();
}

/** Every player's PM of the night as one text, a block per player, separated by a rule. */
export function allPms(night: NightSummary, players: readonly string[], lang: Lang): string {
  return players
    .map((p) =>
      playerPm(
        p,
        night.night,
        night.messages[p] ?? [],
        night.reports.filter((r) => r.recipient === p),
        lang,
      ),
    )
    .join('\n\n[hr]\n\n');
}

/** The public morning post of a night, with a bold heading and the night's order line. */
export function morningPost(night: NightSummary, lang: Lang): string {
  const order = night.order.length ? `\n\n${WORDS.order[lang]}: ${bbEscape(night.order.join(' · '))}` : '';
  return `${bbBold(`${WORDS.morning[lang]} ${night.night}`)}\n\n${bbEscape(night.public[lang])}${order}`;
}
