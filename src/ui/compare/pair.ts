// Pure side-by-side pairing of two rulings for the compare view: per number, the day's jailing
// and the night's order, deaths and each player's mail, each flagged where the two differ.
import type { HostMessage, NightSummary, Report, Timeline } from '../../engine/timeline.ts';

/** One player's mail in one ruling. */
export interface Mail {
  readonly messages: readonly HostMessage[];
  readonly reports: readonly Report[];
}

/** One player's mail in both rulings. */
export interface MailPair {
  readonly player: string;
  readonly base: Mail;
  readonly alt: Mail;
  readonly differs: boolean;
}

/** A night in both rulings (either may be missing). */
export interface NightPair {
  readonly base: NightSummary | null;
  readonly alt: NightSummary | null;
  readonly orderDiffers: boolean;
  /** Players who die in one ruling and not in the other. */
  readonly deathsDiffer: ReadonlySet<string>;
  readonly mail: readonly MailPair[];
}

/** A day's jailing in both rulings. */
export interface DayPair {
  readonly base: string | null;
  readonly alt: string | null;
  readonly differs: boolean;
}

/** Day N then night N, as both rulings recorded them. */
export interface PhasePair {
  readonly number: number;
  readonly day: DayPair | null;
  readonly night: NightPair | null;
  readonly differs: boolean;
}

const EMPTY: Mail = { messages: [], reports: [] };
const mailKey = (m: Mail): string =>
  JSON.stringify([m.messages.map((x) => [x.code, x.text.en]), m.reports.map((r) => [r.role, r.lines.map((l) => l.en)])]);

/** The mail of every recipient of a night, keyed by player name. */
function mailOf(night: NightSummary | null): Map<string, Mail> {
  const out = new Map<string, Mail>();
  if (!night) return out;
  for (const [p, messages] of Object.entries(night.messages)) out.set(p, { messages, reports: [] });
  for (const r of night.reports) {
    const m = out.get(r.recipient) ?? EMPTY;
    out.set(r.recipient, { messages: m.messages, reports: [...m.reports, r] });
  }
  return out;
}

/** Pairs one night of each ruling; `order` lists players in the wanted display order. */
export function pairNight(base: NightSummary | null, alt: NightSummary | null, order: readonly string[]): NightPair {
  const deadA = new Set(base?.deaths.map((d) => d.player) ?? []);
  const deadB = new Set(alt?.deaths.map((d) => d.player) ?? []);
  const deathsDiffer = new Set([...deadA, ...deadB].filter((p) => deadA.has(p) !== deadB.has(p)));
  const mailA = mailOf(base);
  const mailB = mailOf(alt);
  const names = new Set([...mailA.keys(), ...mailB.keys()]);
  const sorted = [...order.filter((n) => names.has(n)), ...[...names].filter((n) => !order.includes(n))];
  const mail = sorted.map((player) => {
    const a = mailA.get(player) ?? EMPTY;
    const b = mailB.get(player) ?? EMPTY;
    return { player, base: a, alt: b, differs: mailKey(a) !== mailKey(b) };
  });
  const orderDiffers = (base?.order ?? []).join('\u0000') !== (alt?.order ?? []).join('\u0000');
  return { base, alt, orderDiffers, deathsDiffer, mail };
}

/** Both rulings phase by phase (day N, then night N), in number order. */
export function pairRulings(base: Timeline, alt: Timeline, players: readonly string[]): PhasePair[] {
  const numbers = [
    ...new Set([...base.days, ...alt.days].map((d) => d.day).concat([...base.nights, ...alt.nights].map((n) => n.night))),
  ].sort((a, b) => a - b);
  return numbers.map((n) => {
    const dayA = base.days.find((d) => d.day === n);
    const dayB = alt.days.find((d) => d.day === n);
    const day =
      dayA || dayB
        ? { base: dayA?.jailed ?? null, alt: dayB?.jailed ?? null, differs: (dayA?.jailed ?? null) !== (dayB?.jailed ?? null) }
        : null;
    const nightA = base.nights.find((x) => x.night === n) ?? null;
    const nightB = alt.nights.find((x) => x.night === n) ?? null;
    const night = nightA || nightB ? pairNight(nightA, nightB, players) : null;
    const nightDiffers =
      night !== null &&
      (night.orderDiffers || night.deathsDiffer.size > 0 || night.mail.some((m) => m.differs) || !night.base !== !night.alt);
    return { number: n, day, night, differs: (day?.differs ?? false) || nightDiffers };
  });
}
