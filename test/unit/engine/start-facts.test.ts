/**
 * Start facts at work (scenarios/three-musketeers/start-*.scenario and scenarios/mafia-lk/lk-start-*):
 * every fact written in those files changes a ruling (dropping it makes an expectation fail), and a game started from facts
 * rules its disputed phase exactly as the same game played out from night 1 does.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, runScenario } from '../../../src/dsl/index.ts';
import type { Analysis } from '../../../src/dsl/session.ts';
import { phaseSteps, rosterAt } from '../../../src/engine/roster-at.ts';
import type { Timeline } from '../../../src/engine/timeline.ts';
import { TM_START_FACTS } from '../../../src/rulesets/three-musketeers/start-facts.ts';
import { scenarioCases, type ScenarioCase } from '../../kit/scenarios.ts';

// Both rulesets' start files: «Три мушкетера» start-*, «Мафия ЛК» lk-start-* (issue 8.12: the two agree).
const START = /^(three-musketeers\/start-|mafia-lk\/lk-start-)/;
const cases = new Map<string, ScenarioCase>(scenarioCases((n) => START.test(n)).map((c) => [c.name, c]));
const files = [...cases.keys()];
const read = (f: string): string => cases.get(f)!.text;
/** The stored file's analysis, made once for this test file. */
const analysed = (f: string): Analysis => cases.get(f)!.analysis;

/** Facts written on the two players of a pair (Felton's): one fact, cut from both lines at once. */
const PAIRS = new Set(TM_START_FACTS.filter((f) => f.pair).map((f) => f.id));

type Range = { readonly offset: number; readonly length: number };

/** The text with some pieces cut out (fact items with their commas, or a whole line). */
function without(text: string, ranges: readonly Range[]): string {
  return [...ranges].sort((a, b) => b.offset - a.offset).reduce((t, r) => t.slice(0, r.offset) + t.slice(r.offset + r.length), text);
}

/** Every start fact and previous-order line of a file, as the cut that removes it (a Felton pair is one fact on two lines). */
function cuts(text: string, scenario: Analysis['scenario']): { what: string; ranges: Range[]; facts: number }[] {
  const out: { what: string; ranges: Range[]; facts: number }[] = [];
  for (const p of scenario.players) {
    for (const f of p.facts ?? []) {
      const comma = text.lastIndexOf(',', f.span.offset);
      const end = f.span.offset + (f.player ? text.slice(f.span.offset).search(/\s*(#|\n|$)/) : f.span.length);
      const range = { offset: comma, length: end - comma };
      const pair = PAIRS.has(f.id) ? out.find((c) => c.what === f.id) : undefined;
      if (pair) {
        pair.ranges.push(range);
        pair.facts++;
      } else out.push({ what: PAIRS.has(f.id) ? f.id : `${p.name}: ${f.id}`, ranges: [range], facts: 1 });
    }
  }
  const order = scenario.previousOrder;
  if (order) out.push({ what: 'previous order', ranges: [{ offset: order.span.offset, length: order.span.length }], facts: 0 });
  return out;
}

const factCount = (scenario: Analysis['scenario']): number => scenario.players.reduce((n, p) => n + p.flags.length, 0);

describe('start facts change the ruling they feed', () => {
  it('the start scenarios use facts', () => {
    expect(files.filter((f) => !f.endsWith('-played.scenario')).every((f) => cuts(read(f), analysed(f).scenario).length > 0)).toBe(true);
  });

  describe.each(files.filter((f) => !f.endsWith('-played.scenario')))('%s', (file) => {
    const text = read(file);
    it('holds with its facts', () => {
      expect(
        analysed(file)
          .results.filter((r) => !r.holds)
          .map((r) => r.expectation.span.line),
      ).toEqual([]);
    });
    it.each(cuts(text, analysed(file).scenario).map((c) => [c.what, c] as const))('fails without %s', (_what, cut) => {
      const cutText = without(text, cut.ranges);
      expect(parseScenario(cutText).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const run = runScenario(cutText);
      expect(factCount(run.scenario)).toBe(factCount(analysed(file).scenario) - cut.facts);
      if (cut.what === 'previous order') expect(run.scenario.previousOrder).toBeUndefined();
      expect(run.results.some((r) => !r.holds)).toBe(true);
    });
  });
});

/** What a phase tells the players: orders, deaths, messages, reports, jailings and tallies. */
function outcome(tl: Timeline, nights: readonly number[], days: readonly number[]): unknown {
  return {
    nights: tl.nights
      .filter((n) => nights.includes(n.night))
      .map((n) => ({
        night: n.night,
        order: n.order,
        deaths: n.deaths,
        facts: n.facts,
        public: n.public,
        messages: Object.fromEntries(Object.entries(n.messages).map(([who, ms]) => [who, ms.map((m) => [m.code, m.text])])),
        reports: n.reports.map((r) => [r.recipient, r.role, r.lines]),
      })),
    days: tl.days.filter((d) => days.includes(d.day)),
  };
}

const pairs = files.filter((f) => f.endsWith('-played.scenario')).map((f) => [f, f.replace('-played', '-facts')] as const);

describe('a game started from facts rules as the game played out', () => {
  it('has at least two such pairs', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    for (const [, facts] of pairs) expect(files).toContain(facts);
  });

  it.each(pairs)('%s ≡ %s', (played, facts) => {
    const full = analysed(played);
    const start = analysed(facts);
    const nights = start.timeline.nights.map((n) => n.night);
    const days = start.timeline.days.map((d) => d.day);
    expect(nights.length + days.length).toBeGreaterThan(0);
    expect(outcome(full.timeline, nights, days)).toEqual(outcome(start.timeline, nights, days));
    const lines = (r: typeof start): string[] =>
      r.results.map((x) => `${x.holds} ${read(facts).split('\n')[x.expectation.span.line - 1]?.trim()}`);
    expect(lines(start).every((l) => l.startsWith('true'))).toBe(true);
    for (const l of lines(start))
      expect(full.results.map((x) => `${x.holds} ${read(played).split('\n')[x.expectation.span.line - 1]?.trim()}`)).toContain(l);
  });

  it.each(files.filter((f) => /^order /m.test(read(f))))('%s: the top-level order says what a leading history night says', (file) => {
    const text = read(file);
    const a = analysed(file);
    const first = a.scenario.phases[0]!;
    const history = text.replace(/^order (.*)$/m, `night ${first.number - 1}\n  order $1`);
    const b = runScenario(history);
    expect(b.scenario.previousOrder).toBeUndefined();
    expect(b.results.filter((r) => !r.holds)).toEqual([]);
    const nights = a.timeline.nights.map((n) => n.night);
    const days = a.timeline.days.map((d) => d.day);
    expect(outcome(b.timeline, nights, days)).toEqual(outcome(a.timeline, nights, days));
  });

  it.each(pairs)('%s records, as %s starts, every fact that file states', (played, facts) => {
    const full = analysed(played).timeline;
    const start = analysed(facts);
    const first = start.timeline.phases[0]!;
    const at = full.phases.findIndex((p) => p.phase === first.phase && p.number === first.number);
    expect(at).toBeGreaterThan(0);
    // The state the played game carries out of the phase before (a night's own roster is taken after its carry-over).
    const before = rosterAt(full, at - 1, phaseSteps(full, at - 1).length - 1);
    for (const decl of start.scenario.players) {
      const carried = before?.find((p) => p.name === decl.name)?.facts['carried'];
      expect(carried).toEqual(expect.arrayContaining([...decl.flags]));
    }
  });
});
