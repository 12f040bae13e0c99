import type { Expectation } from './scenario.ts';
import type { NightSummary, Timeline } from './timeline.ts';

/** The verdict on one expectation, with what was actually found (for "expected X, got Y"). */
export interface ExpectationResult {
  readonly expectation: Expectation;
  readonly holds: boolean;
  readonly actual: string;
}

/** Checks every expectation of a scenario against a resolved timeline. */
export function checkExpectations(
  timeline: Timeline,
  expectations: readonly Expectation[],
): ExpectationResult[] {
  return expectations.map((e) => {
    const [holds, actual] = evaluate(timeline, e);
    return { expectation: e, holds: e.negated ? !holds : holds, actual };
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

function evaluate(tl: Timeline, e: Expectation): [boolean, string] {
  const nights = nightsFor(tl, e);
  const p = e.player ?? '';
  switch (e.kind) {
    case 'dies':
    case 'survives': {
      const dead = nights.flatMap((n) => n.deaths.map((d) => d.player));
      const died = dead.includes(p);
      return [e.kind === 'dies' ? died : !died, dead.length ? `died: ${dead.join(', ')}` : 'nobody died'];
    }
    case 'knocked': {
      const k = nights.flatMap((n) => n.knocked);
      return [k.includes(p), k.length ? `knocked: ${k.join(', ')}` : 'nobody knocked'];
    }
    case 'restored': {
      const r = nights.flatMap((n) => n.restored);
      return [r.includes(p), r.length ? `restored: ${r.join(', ')}` : 'nobody restored'];
    }
    case 'jailed':
    case 'nobodyJailed': {
      const days = e.phase ? tl.days.filter((d) => d.day === e.phase!.number) : tl.days;
      const jailed = days.map((d) => d.jailed).filter((j): j is string => j !== null);
      const actual = jailed.length ? `jailed: ${jailed.join(', ')}` : 'nobody jailed';
      return [e.kind === 'jailed' ? jailed.includes(p) : jailed.length === 0, actual];
    }
    case 'order': {
      const want = asList(e.value);
      const got = nights[0]?.order ?? [];
      return [want.length === got.length && want.every((w, i) => w === got[i]), got.join(', ')];
    }
    case 'message': {
      // `expect message A M12` names a code; `expect message A "…"` quotes words of the text.
      const messages = nights.flatMap((n) => n.messages[p] ?? []);
      const want = asText(e.value);
      const loose = looseText(want);
      const hit = messages.some(
        (m) => m.code === want || looseText(m.text.ru).includes(loose) || looseText(m.text.en).includes(loose),
      );
      return [hit, messages.length ? messages.map((m) => m.code).join(', ') : 'no message'];
    }
    case 'report': {
      const lines = nights
        .flatMap((n) => n.reports)
        .filter((r) => r.recipient === p)
        .flatMap((r) => r.lines);
      const want = looseText(asText(e.value));
      const hit = lines.some((l) => looseText(l.ru).includes(want) || looseText(l.en).includes(want));
      return [hit, lines.length ? lines.map((l) => l.ru).join(' / ') : 'no report'];
    }
    case 'public': {
      const want = looseText(asText(e.value));
      const posts = e.phase?.kind === 'day'
        ? tl.days.filter((d) => d.day === e.phase!.number).map((d) => d.public)
        : nights.map((n) => n.public);
      const hit = posts.some((x) => looseText(x.ru).includes(want) || looseText(x.en).includes(want));
      return [hit, posts.map((x) => x.ru).join(' / ') || 'no post'];
    }
    case 'diagnostic': {
      const codes = tl.diagnostics.map((d) => d.code);
      return [codes.includes(asText(e.value)), codes.length ? codes.join(', ') : 'no diagnostics'];
    }
    case 'winner':
      return [tl.winner === asText(e.value), tl.winner ?? 'no winner'];
  }
}
