import type { Expectation } from './scenario.ts';
import { t, type Text } from './text.ts';
import type { NightSummary, Timeline } from './timeline.ts';

/** The verdict on one expectation, with what was actually found (for "expected X, got Y"). */
export interface ExpectationResult {
  readonly expectation: Expectation;
  readonly holds: boolean;
  /** What was found, in English (stable, for tools and the JSON outcome). */
  readonly actual: string;
  /** What was found, in both languages (for the CLI and the playground). */
  readonly found: Text;
}

/** Checks every expectation of a scenario against a resolved timeline. */
export function checkExpectations(
  timeline: Timeline,
  expectations: readonly Expectation[],
): ExpectationResult[] {
  return expectations.map((e) => {
    const [holds, found] = evaluate(timeline, e);
    return { expectation: e, holds: e.negated ? !holds : holds, actual: found.en, found };
  });
}

/** The nights an expectation looks at: its own night, or all of them at top level. */
function nightsFor(timeline: Timeline, e: Expectation): readonly NightSummary[] {
  if (!e.phase) return timeline.nights;
  const n = e.phase.number;
  return timeline.nights.filter((s) => s.night === n);
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

/** `label: list`, or the words for «nothing». */
function listed(items: readonly string[], ru: string, en: string, noneRu: string, noneEn: string): Text {
  return items.length ? t(`${ru}: ${items.join(', ')}`, `${en}: ${items.join(', ')}`) : t(noneRu, noneEn);
}

function evaluate(tl: Timeline, e: Expectation): [boolean, Text] {
  const nights = nightsFor(tl, e);
  const p = e.player ?? '';
  switch (e.kind) {
    case 'dies':
    case 'survives': {
      const dead = nights.flatMap((n) => n.deaths.map((d) => d.player));
      const died = dead.includes(p);
      return [e.kind === 'dies' ? died : !died, listed(dead, 'погибли', 'died', 'никто не погиб', 'nobody died')];
    }
    case 'knocked': {
      const k = nights.flatMap((n) => n.knocked);
      return [k.includes(p), listed(k, 'вырублены', 'knocked', 'никто не вырублен', 'nobody knocked')];
    }
    case 'restored': {
      const r = nights.flatMap((n) => n.restored);
      return [r.includes(p), listed(r, 'восстановлены', 'restored', 'никто не восстановлен', 'nobody restored')];
    }
    case 'jailed':
    case 'nobodyJailed': {
      const days = e.phase ? tl.days.filter((d) => d.day === e.phase!.number) : tl.days;
      const jailed = days.map((d) => d.jailed).filter((j): j is string => j !== null);
      return [e.kind === 'jailed' ? jailed.includes(p) : jailed.length === 0, listed(jailed, 'посажены', 'jailed', 'никто не посажен', 'nobody jailed')];
    }
    case 'order': {
      const want = asList(e.value);
      const got = nights[0]?.order ?? [];
      return [want.length === got.length && want.every((w, i) => w === got[i]), t(got.join(', ') || 'порядка нет', got.join(', ') || 'no order')];
    }
    case 'message': {
      // `expect message A M12` names a code; `expect message A "…"` quotes words of the text.
      const messages = nights.flatMap((n) => n.messages[p] ?? []);
      const want = asText(e.value);
      const loose = looseText(want);
      const hit = messages.some(
        (m) => m.code === want || looseText(m.text.ru).includes(loose) || looseText(m.text.en).includes(loose),
      );
      return [hit, messages.length ? t(messages.map((m) => m.code).join(', '), messages.map((m) => m.code).join(', ')) : t('сообщений нет', 'no message')];
    }
    case 'report': {
      const lines = nights
        .flatMap((n) => n.reports)
        .filter((r) => r.recipient === p)
        .flatMap((r) => r.lines);
      const want = looseText(asText(e.value));
      const hit = lines.some((l) => looseText(l.ru).includes(want) || looseText(l.en).includes(want));
      return [hit, lines.length ? t(lines.map((l) => l.ru).join(' / '), lines.map((l) => l.en).join(' / ')) : t('доклада нет', 'no report')];
    }
    case 'public': {
      const want = looseText(asText(e.value));
      const posts = e.phase?.kind === 'day'
        ? tl.days.filter((d) => d.day === e.phase!.number).map((d) => d.public)
        : nights.map((n) => n.public);
      const hit = posts.some((x) => looseText(x.ru).includes(want) || looseText(x.en).includes(want));
      return [hit, t(posts.map((x) => x.ru).join(' / ') || 'поста нет', posts.map((x) => x.en).join(' / ') || 'no post')];
    }
    case 'diagnostic': {
      const codes = tl.diagnostics.map((d) => d.code);
      return [codes.includes(asText(e.value)), codes.length ? t(codes.join(', '), codes.join(', ')) : t('замечаний нет', 'no diagnostics')];
    }
    case 'winner':
      return [tl.winner === asText(e.value), tl.winner ? t(tl.winner, tl.winner) : t('победителя нет', 'no winner')];
  }
}
