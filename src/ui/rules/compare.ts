// Pure comparison of two rulings of the same scenario (the options panel's "would it change?"):
// deaths, the ruleset's own night facts (TM: knock-outs, restorations, the bomb), orders, host messages,
// reports and public posts per night, jailings per day.
import { nightFlag, nightPlayers, type NightFactSpec } from '../../engine/night-fact.ts';
import type { Text } from '../../engine/text.ts';
import type { DaySummary, NightSummary, Timeline } from '../../engine/timeline.ts';
import { messageCodeWord, WINNER } from '../../engine/words.ts';
import { ABOUT } from '../../rulesets/about.ts';
import { DIFF, UI } from '../i18n.ts';

/** One difference: where (night/day N), about whom or what, before → after. */
export interface DiffLine {
  readonly where: Text;
  readonly subject: string;
  readonly before: Text;
  readonly after: Text;
}

const same = (s: string): Text => ({ ru: s, en: s });
const at = (phase: Text, n: number): Text => ({ ru: `${phase.ru} ${n}`, en: `${phase.en} ${n}` });
const list = (xs: readonly string[]): Text => same(xs.length ? xs.join(', ') : '—');

/** Message codes in words where a code is not the rulebook's («отдельный текст» for FAIL). */
const codes = (xs: readonly string[]): Text => {
  const words = xs.map(messageCodeWord);
  return xs.length ? { ru: words.map((w) => w.ru).join(', '), en: words.map((w) => w.en).join(', ') } : same('—');
};

const side = (w: string | null): Text => (w ? (WINNER[w] ?? same(w)) : same('—'));

/** Every difference between the base ruling and the alternative one, nights first, then days. */
export function diffRulings(base: Timeline, alt: Timeline): DiffLine[] {
  const out: DiffLine[] = [];
  const count = Math.max(base.nights.length, alt.nights.length);
  const facts = ABOUT[base.ruleset].nightFacts;
  for (let i = 0; i < count; i++) diffNight(base.nights[i], alt.nights[i], facts, out);
  const days = Math.max(base.days.length, alt.days.length);
  for (let i = 0; i < days; i++) diffDay(base.days[i], alt.days[i], out);
  if (base.winner !== alt.winner)
    out.push({ where: DIFF.game, subject: DIFF.winner.en, before: side(base.winner), after: side(alt.winner) });
  return out;
}

/** A night's differences, appended to `out`. */
function diffNight(a: NightSummary | undefined, b: NightSummary | undefined, facts: readonly NightFactSpec[], out: DiffLine[]): void {
  const n = (a ?? b)!.night;
  const where = at(UI.phase_night, n);
  if (!a || !b) {
    out.push({ where, subject: '', before: a ? DIFF.played : DIFF.absent, after: b ? DIFF.played : DIFF.absent });
    return;
  }
  const deadA = new Set(a.deaths.map((d) => d.player));
  const deadB = new Set(b.deaths.map((d) => d.player));
  for (const p of union(deadA, deadB)) {
    if (deadA.has(p) !== deadB.has(p))
      out.push({ where, subject: p, before: deadA.has(p) ? DIFF.dies : DIFF.survives, after: deadB.has(p) ? DIFF.dies : DIFF.survives });
  }
  for (const fact of facts) diffNightFact(fact, a, b, where, out);
  if (a.order.join('\u0000') !== b.order.join('\u0000'))
    out.push({ where, subject: DIFF.order.en, before: list(a.order), after: list(b.order) });
  for (const p of union(new Set(Object.keys(a.messages)), new Set(Object.keys(b.messages)))) {
    const ma = (a.messages[p] ?? []).map((m) => m.code);
    const mb = (b.messages[p] ?? []).map((m) => m.code);
    if (ma.join(',') !== mb.join(',')) out.push({ where, subject: p, before: codes(ma), after: codes(mb) });
  }
  const reportsA = reportsByRecipient(a);
  const reportsB = reportsByRecipient(b);
  for (const p of union(new Set(reportsA.keys()), new Set(reportsB.keys()))) {
    const ra = reportsA.get(p);
    const rb = reportsB.get(p);
    if (ra !== rb)
      out.push({
        where,
        subject: p,
        before: ra === undefined ? DIFF.noReport : DIFF.report,
        after: rb === undefined ? DIFF.noReport : DIFF.reportChanged,
      });
  }
  if (a.public.en !== b.public.en && !out.some((d) => d.where === where)) {
    out.push({ where, subject: '', before: DIFF.publicPost, after: DIFF.publicChanged });
  }
}

/** One declared night fact's differences: per player for a list, once for a flag. */
function diffNightFact(fact: NightFactSpec, a: NightSummary, b: NightSummary, where: Text, out: DiffLine[]): void {
  const word = (on: boolean): Text => (on ? fact.yes : fact.no);
  if (fact.kind === 'flag') {
    const fa = nightFlag(a.facts, fact.key);
    const fb = nightFlag(b.facts, fact.key);
    if (fa !== fb) out.push({ where, subject: '', before: word(fa), after: word(fb) });
    return;
  }
  const inA = new Set(nightPlayers(a.facts, fact.key));
  const inB = new Set(nightPlayers(b.facts, fact.key));
  for (const p of union(inA, inB))
    if (inA.has(p) !== inB.has(p)) out.push({ where, subject: p, before: word(inA.has(p)), after: word(inB.has(p)) });
}

/** A day's differences (the jailing), appended to `out`. */
function diffDay(a: DaySummary | undefined, b: DaySummary | undefined, out: DiffLine[]): void {
  const d = (a ?? b)!.day;
  const where = at(UI.phase_day, d);
  const ja = a?.jailed ?? null;
  const jb = b?.jailed ?? null;
  if (ja !== jb) out.push({ where, subject: DIFF.jailed.en, before: ja ? same(ja) : DIFF.nobody, after: jb ? same(jb) : DIFF.nobody });
}

/** Each recipient's report text (English, joined), to tell changed reports apart. */
function reportsByRecipient(night: NightSummary): Map<string, string> {
  const m = new Map<string, string>();
  for (const r of night.reports) m.set(r.recipient, `${m.get(r.recipient) ?? ''}${r.lines.map((l) => l.en).join('\n')}`);
  return m;
}

function union<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): T[] {
  return [...new Set([...a, ...b])];
}

/** A diff line as one short sentence: «Ночь 1 · Кэтти: погибает → выживает». */
export function diffText(d: DiffLine, lang: keyof Text): string {
  const subject =
    d.subject === DIFF.order.en
      ? DIFF.order[lang]
      : d.subject === DIFF.jailed.en
        ? DIFF.jailed[lang]
        : d.subject === DIFF.winner.en
          ? DIFF.winner[lang]
          : d.subject;
  return `${d.where[lang]} · ${subject ? `${subject}: ` : ''}${d.before[lang]} → ${d.after[lang]}`;
}
