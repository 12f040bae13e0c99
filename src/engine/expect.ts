import type { Diagnostic } from './diagnostic.ts';
import { changeVerdict, whyOf, type AbilityNames } from './expect-steps.ts';
import { nightPlayers, type NightFactSpec } from './night-fact.ts';
import type { Expectation, PhaseInput } from './scenario.ts';
import type { Span } from './span.ts';
import { t, type Text } from './text.ts';
import type { HostMessage, NightSummary, Timeline } from './timeline.ts';
import { NO_ACTION } from './words.ts';

/** The verdict on one expectation, with what was actually found (for "expected X, got Y"). */
export interface ExpectationResult {
  readonly expectation: Expectation;
  readonly holds: boolean;
  readonly actual: string;
  /** What was found, in both languages (for the CLI and the playground). */
  readonly found: Text;
  /** For `expect diagnostic CODE`: the diagnostics it found (they are rulings, not mistakes). */
  readonly matched?: readonly Diagnostic[];
}

/** Where an expectation looks: its phase kind and number, or the whole game (null). */
type Where = Expectation['phase'];

/** What the ruleset adds to reading a timeline: its night facts (`knocked`, `restored`) and ability names (`why`). */
export interface ExpectRules {
  readonly nightFacts: readonly NightFactSpec[];
  readonly abilityNames?: AbilityNames;
}

/**
 * Checks every expectation of a scenario against a resolved timeline. Each kind refers to the
 * phase it is written in (a night: the morning after it; a day: that day; an evening: the order
 * it hands to the night); at top level, to the whole game. `phases` give each block's source
 * range, so `expect diagnostic` inside a block sees only that block's diagnostics.
 */
export function checkExpectations(
  timeline: Timeline,
  expectations: readonly Expectation[],
  phases: readonly PhaseInput[] = [],
  /** The ruleset's part (Ruleset.nightFacts, Ruleset.abilityNames). */
  rules: ExpectRules = { nightFacts: [] },
): ExpectationResult[] {
  return expectations.map((e) => {
    const [holds, found, matched] = evaluate(timeline, e, phases, rules);
    return { expectation: e, holds: e.negated ? !holds : holds, actual: found.en, found, ...(matched ? { matched } : {}) };
  });
}

/** The nights an expectation looks at: its own night (or the night its evening leads to), or all. */
function nightsFor(timeline: Timeline, where: Where): readonly NightSummary[] {
  if (!where) return timeline.nights;
  return timeline.nights.filter((s) => s.night === where.number);
}

function asList(v: Expectation['value']): readonly string[] {
  return v === null ? [] : typeof v === 'string' ? [v] : v;
}

function asText(v: Expectation['value']): string {
  return asList(v).join(' ');
}

/** Spaces, case, ё and apostrophes do not matter when matching report text. */
export function looseText(s: string): string {
  return s.toLowerCase().replace(/ё/g, 'е').replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();
}

/** `expect why` text: «—» for the empty move (as the panel once showed it) matches the «∅» of the lines. */
function emptyMoveAsOne(s: string): string {
  return s.replace(/—/g, NO_ACTION);
}

function containsText(texts: readonly Text[], want: string): boolean {
  const loose = looseText(want);
  return texts.some((x) => looseText(x.ru).includes(loose) || looseText(x.en).includes(loose));
}

function sameList(want: readonly string[], got: readonly string[]): boolean {
  return want.length === got.length && want.every((w, i) => w === got[i]);
}

/** Host messages of the phase: a night's morning, a day's own (day warnings, a new Don), or all. */
function messagesFor(tl: Timeline, where: Where, player: string): HostMessage[] {
  const fromNights = where?.kind === 'day' ? [] : nightsFor(tl, where).flatMap((n) => n.messages[player] ?? []);
  const days = where?.kind === 'night' ? [] : tl.days.filter((d) => !where || d.day === where.number);
  return [...fromNights, ...days.flatMap((d) => d.messages?.[player] ?? [])];
}

/** The index of a phase in play order (tl.phases); a night counts up to its morning. */
function phaseIndex(tl: Timeline, kind: string, number: number): number {
  const kinds = kind === 'night' || kind === 'morning' ? ['night', 'morning'] : [kind];
  let at = -1;
  tl.phases.forEach((p, i) => {
    if (kinds.includes(p.phase) && p.number === number) at = i;
  });
  return at;
}

/** The winner as of the end of a phase: the first win step at or before it (win steps end in `.win`). */
function winnerAt(tl: Timeline, where: Where): string | null {
  if (!where || !tl.winner) return tl.winner;
  const win = tl.steps.find((s) => s.id.endsWith('.win'));
  if (!win) return tl.winner;
  const here = phaseIndex(tl, where.kind, where.number);
  const then = phaseIndex(tl, win.phase, win.number);
  return here >= 0 && then >= 0 && then <= here ? tl.winner : null;
}

/** Is a diagnostic inside the source range of the block the expectation sits in? */
function inScope(d: Diagnostic, scopes: readonly Span[] | null): boolean {
  if (!scopes) return true;
  return d.span.line > 0 && scopes.some((s) => d.span.offset >= s.offset && d.span.offset <= s.offset + s.length);
}

function scopesOf(where: Where, phases: readonly PhaseInput[]): readonly Span[] | null {
  if (!where) return null;
  return phases.filter((p) => p.kind === where.kind && p.number === where.number).map((p) => p.span);
}

/** `label: list`, or the words for «nothing». */
function listed(items: readonly string[], ru: string, en: string, noneRu: string, noneEn: string): Text {
  return items.length ? t(`${ru}: ${items.join(', ')}`, `${en}: ${items.join(', ')}`) : t(noneRu, noneEn);
}

/** A player-list night fact the ruleset declares (TM's knocked, restored): is `p` listed on the nights in view? */
function nightFactHolds(nights: readonly NightSummary[], key: string, p: string, specs: readonly NightFactSpec[]): [boolean, Text] {
  const spec = specs.find((s) => s.key === key);
  if (spec?.kind !== 'players') return [false, t(`в этих правилах нет «${key}»`, `this ruleset has no "${key}"`)];
  const listedPlayers = nights.flatMap((n) => nightPlayers(n.facts, key));
  const { label, none } = spec;
  return [listedPlayers.includes(p), listed(listedPlayers, label.ru.toLowerCase(), label.en.toLowerCase(), none.ru, none.en)];
}

/** The same words in both languages (names, codes). */
function same(s: string): Text {
  return t(s, s);
}

function evaluate(tl: Timeline, e: Expectation, phases: readonly PhaseInput[], rules: ExpectRules): [boolean, Text, Diagnostic[]?] {
  const where = e.phase;
  const nights = nightsFor(tl, where);
  const p = e.player ?? '';
  switch (e.kind) {
    case 'dies':
    case 'survives': {
      const dead = nights.flatMap((n) => n.deaths.map((d) => d.player));
      const died = dead.includes(p);
      return [e.kind === 'dies' ? died : !died, listed(dead, 'погибли', 'died', 'никто не погиб', 'nobody died')];
    }
    case 'knocked':
    case 'restored':
      return nightFactHolds(nights, e.kind, p, rules.nightFacts);
    case 'jailed':
    case 'nobodyJailed': {
      const days = where ? tl.days.filter((d) => d.day === where.number) : tl.days;
      const jailed = days.map((d) => d.jailed).filter((j): j is string => j !== null);
      return [
        e.kind === 'jailed' ? jailed.includes(p) : jailed.length === 0,
        listed(jailed, 'посажены', 'jailed', 'никто не посажен', 'nobody jailed'),
      ];
    }
    case 'order': {
      const night = nights[0];
      if (!night) return [false, t(`нет ночи ${where?.number ?? ''}`.trim(), `no night ${where?.number ?? ''}`.trim())];
      return [sameList(asList(e.value), night.order), same(night.order.join(', '))];
    }
    case 'message': {
      // `expect message A M12` names a code; `expect message A "…"` quotes words of the text.
      const messages = messagesFor(tl, where, p);
      const want = asText(e.value);
      const hit = messages.some((m) => m.code === want || containsText([m.text], want));
      return [hit, messages.length ? same(messages.map((m) => m.code).join(', ')) : t('сообщений нет', 'no message')];
    }
    case 'report': {
      const lines = nights
        .flatMap((n) => n.reports)
        .filter((r) => r.recipient === p)
        .flatMap((r) => r.lines);
      return [
        containsText(lines, asText(e.value)),
        lines.length ? t(lines.map((l) => l.ru).join(' / '), lines.map((l) => l.en).join(' / ')) : t('доклада нет', 'no report'),
      ];
    }
    case 'public':
      return publicVerdict(tl, e, nights);
    case 'diagnostic': {
      const scopes = scopesOf(where, phases);
      const inBlock = tl.diagnostics.filter((d) => inScope(d, scopes));
      const matched = inBlock.filter((d) => d.code === asText(e.value));
      const codes = inBlock.map((d) => d.code);
      return [
        matched.length > 0,
        codes.length
          ? same(codes.join(', '))
          : where
            ? t('в этом блоке замечаний нет', 'no diagnostics in this block')
            : t('замечаний нет', 'no diagnostics'),
        matched,
      ];
    }
    case 'winner': {
      const w = winnerAt(tl, where);
      const want = asText(e.value);
      return [want === 'none' ? w === null : w === want, w ? same(w) : t('победителя пока нет', 'no winner yet')];
    }
    case 'change':
      return changeVerdict(tl, e);
    case 'why': {
      const lines = whyOf(tl, e, rules.abilityNames);
      if (!lines.length) return [false, e.player ? t('шагов игрока здесь нет', 'no step of the player here') : t('шагов нет', 'no steps')];
      const loose = lines.map((l) => t(emptyMoveAsOne(l.ru), emptyMoveAsOne(l.en)));
      return [
        containsText(loose, emptyMoveAsOne(asText(e.value))),
        t(lines.map((l) => l.ru).join(' / '), lines.map((l) => l.en).join(' / ')),
      ];
    }
  }
}

/**
 * `expect public`: a night's morning post, a day's post, or — in an evening — the published
 * (voters-only) order list: a names list must match it exactly, a quoted text is looked for in it.
 */
function publicVerdict(tl: Timeline, e: Expectation, nights: readonly NightSummary[]): [boolean, Text] {
  const where = e.phase;
  if (where?.kind === 'evening') {
    const list = nights[0]?.publicOrder;
    if (!list) return [false, t(`нет опубликованного списка вечера ${where.number}`, `no published list for evening ${where.number}`)];
    const shown = same(list.join(', ') || '—');
    if (Array.isArray(e.value)) return [sameList(e.value, list), shown];
    return [containsText([{ ru: list.join(', '), en: list.join(', ') }], asText(e.value)), shown];
  }
  const posts =
    where?.kind === 'day'
      ? tl.days.filter((d) => d.day === where.number).map((d) => d.public)
      : where
        ? nights.map((n) => n.public)
        : [...tl.nights.map((n) => n.public), ...tl.days.map((d) => d.public)];
  return [
    containsText(posts, asText(e.value)),
    t(posts.map((x) => x.ru).join(' / ') || 'поста нет', posts.map((x) => x.en).join(' / ') || 'no post'),
  ];
}
