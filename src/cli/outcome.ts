/**
 * The documented JSON outcome of a run: nights (roster, order, steps, deaths, messages, reports,
 * public post), evenings (roster, steps), days (roster, tally, jailed), expectations and diagnostics,
 * texts in one language.
 */
import type { Diagnostic } from '../engine/diagnostic.ts';
import type { ExpectationResult } from '../engine/expect.ts';
import { nthPhase } from '../engine/roster-at.ts';
import type { Roster } from '../engine/roster.ts';
import type { Lang } from '../engine/text.ts';
import type { HostMessage, Step, Timeline } from '../engine/timeline.ts';
import type { RunResult } from '../dsl/run.ts';

/** A step as JSON, texts in the chosen language. */
export function stepJson(s: Step, lang: Lang): Record<string, unknown> {
  return {
    id: s.id,
    phase: s.phase,
    number: s.number,
    ...(s.slot !== undefined ? { slot: s.slot } : {}),
    ...(s.actor !== undefined ? { actor: s.actor } : {}),
    ...(s.role !== undefined ? { role: s.role } : {}),
    ...(s.submitted ? { submitted: s.submitted } : {}),
    ...(s.performed ? { performed: s.performed } : {}),
    ...(s.alsoPerformed ? { alsoPerformed: s.alsoPerformed } : {}),
    outcome: s.outcome,
    summary: s.summary[lang],
    causes: s.causes.map((c) => ({
      step: c.step,
      clause: c.clause,
      note: c.note[lang],
      ...(c.option ? { option: c.option } : {}),
    })),
    changes: s.changes,
    affects: s.affects,
    ...(s.source ? { line: s.source.line } : {}),
    ...(s.automatic ? { automatic: true } : {}),
    ...(s.state ? { state: s.state } : {}),
  };
}

/** A diagnostic as JSON (file-relative position, text in one language). */
export function diagnosticJson(d: Diagnostic, lang: Lang): Record<string, unknown> {
  return {
    severity: d.severity,
    code: d.code,
    message: d.message[lang],
    line: d.span.line,
    col: d.span.col,
    offset: d.span.offset,
    length: d.span.length,
    ...(d.suggestion ? { suggestion: d.suggestion } : {}),
  };
}

/** An expectation verdict as JSON, with its source line text. */
export function expectationJson(r: ExpectationResult, source: string): Record<string, unknown> {
  const sp = r.expectation.span;
  return {
    line: sp.line,
    text: source.slice(sp.offset, sp.offset + sp.length),
    holds: r.holds,
    actual: r.actual,
  };
}

/** Host messages by player: code, text in one language, and the step that sent it. */
function messagesJson(messages: Readonly<Record<string, readonly HostMessage[]>>, lang: Lang): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([p, ms]) => [p, ms.map((m) => ({ code: m.code, text: m.text[lang], step: m.step }))]),
  );
}

function stepsOf(tl: Timeline, phases: readonly Step['phase'][], n: number, lang: Lang): Record<string, unknown>[] {
  return tl.steps.filter((s) => phases.includes(s.phase) && s.number === n).map((s) => stepJson(s, lang));
}

/** Everyone's state at the start of the k-th day or night (each summary has its own phase). */
function rosterOf(tl: Timeline, kind: 'day' | 'night', k: number): Roster {
  return tl.phases[nthPhase(tl, kind, k)]?.roster ?? [];
}

/** Everyone's state at the start of evening `e` (evenings have no summary: found by number). */
function eveningRoster(tl: Timeline, e: number): Roster {
  return tl.phases.find((p) => p.phase === 'evening' && p.number === e)?.roster ?? [];
}

/** The whole outcome object printed by --json. */
export function outcomeJson(run: RunResult, source: string, lang: Lang): Record<string, unknown> {
  const tl = run.timeline;
  const eveningNumbers = [...new Set(tl.steps.filter((s) => s.phase === 'evening').map((s) => s.number))];
  return {
    ruleset: tl.ruleset,
    seed: tl.seed,
    options: tl.options,
    nights: tl.nights.map((n, k) => ({
      night: n.night,
      roster: rosterOf(tl, 'night', k),
      order: n.order,
      ...(n.officialOrder ? { officialOrder: n.officialOrder } : {}),
      ...(n.publicOrder ? { publicOrder: n.publicOrder } : {}),
      steps: stepsOf(tl, ['night', 'morning'], n.night, lang),
      deaths: n.deaths.map((d) => ({ player: d.player, role: d.role, status: d.team, cause: d.cause[lang] })),
      messages: messagesJson(n.messages, lang),
      reports: n.reports.map((r) => ({ recipient: r.recipient, role: r.role, lines: r.lines.map((l) => l[lang]) })),
      public: n.public[lang],
      // the ruleset's own night facts (Ruleset.nightFacts; TM: knocked, restored, bomb) stay top-level keys
      ...n.facts,
    })),
    evenings: eveningNumbers.map((e) => ({ evening: e, roster: eveningRoster(tl, e), steps: stepsOf(tl, ['evening'], e, lang) })),
    days: tl.days.map((d, k) => ({
      day: d.day,
      roster: rosterOf(tl, 'day', k),
      tally: d.tally,
      jailed: d.jailed,
      public: d.public[lang],
      messages: messagesJson(d.messages ?? {}, lang),
      steps: stepsOf(tl, ['day'], d.day, lang),
    })),
    winner: tl.winner,
    expectations: run.results.map((r) => expectationJson(r, source)),
    diagnostics: run.diagnostics.map((d) => diagnosticJson(d, lang)),
  };
}
