/**
 * Issue 8.12 as an invariant: the roster's `carried` facts are what a file starting at the next
 * phase writes on each line (README, "Starting mid-game"). So for every stored scenario and every
 * phase that follows a night, a scenario started there — players alive, dead or jailed as the
 * roster says, with its carried facts, the night before's official order as the previous order, and
 * the same phases from there on — rules the rest exactly as the game played from the start.
 * (A `hadAmulet` carried after a night Kitty gave nothing made such a start refuse her next gift.)
 */
import { describe, expect, it } from 'vitest';
import { phaseSteps, rosterAt } from '../../../src/engine/roster-at.ts';
import type { PlayerDecl, Scenario } from '../../../src/engine/scenario.ts';
import { NO_SPAN } from '../../../src/engine/span.ts';
import type { Timeline } from '../../../src/engine/timeline.ts';
import { resolveScenario } from '../../../src/rulesets/index.ts';
import { scenarioCases } from '../../kit/scenarios.ts';

/**
 * Starts whose previous order no record holds: after a day-1 duel the night was woken by the
 * invitees list, and the previous order is the vote order before the duel instead (C-26, L305).
 */
const NOT_RECORDED = new Set(['three-musketeers/tm-26-invitees-list from day 2']);

/** What the phases from the start rule: orders, deaths, messages, reports, tallies, jailings, and every step. */
function outcome(tl: Timeline, nights: readonly number[], days: readonly number[]): unknown {
  return {
    nights: tl.nights
      .filter((n) => nights.includes(n.night))
      .map((n) => ({
        night: n.night,
        order: n.order,
        deaths: n.deaths.map((d) => d.player),
        knocked: n.knocked,
        restored: n.restored,
        public: n.public,
        messages: Object.fromEntries(Object.entries(n.messages).map(([who, ms]) => [who, ms.map((m) => m.code)])),
        reports: n.reports.map((r) => [r.recipient, r.lines]),
      })),
    days: tl.days.filter((d) => days.includes(d.day)).map((d) => ({ day: d.day, tally: d.tally, jailed: d.jailed, messages: d.messages })),
    winner: tl.winner,
    steps: tl.steps
      // A game already won before the start says so again at its first phase: the winner is compared instead.
      .filter((s) => (s.phase === 'day' ? days : nights).includes(s.number) && !s.id.endsWith('.win'))
      .map((s) => `${s.id} ${s.outcome}: ${s.summary.en}`),
  };
}

/** The scenario a host writes to start at phase `k` from what the played timeline recorded. */
function startedAt(sc: Scenario, tl: Timeline, k: number): Scenario | null {
  const ph = sc.phases[k]!;
  const at = tl.phases.findIndex((p) => p.phase === ph.kind && p.number === ph.number);
  const roster = at > 0 ? rosterAt(tl, at - 1, phaseSteps(tl, at - 1).length - 1) : null;
  if (!roster) return null;
  const players = sc.players.map((d): PlayerDecl => {
    const r = roster.find((x) => x.name === d.name)!;
    const carried = (r.facts['carried'] as string[] | undefined) ?? [];
    const role = r.facts['inherited'] as string | null | undefined;
    const from = role ? sc.players.find((o) => o.role === role && o.name !== d.name)?.name : undefined;
    const facts = carried.map((id) => ({ id, span: NO_SPAN, ...(id === 'inherits' && from ? { player: from } : {}) }));
    return { ...d, start: !r.alive ? 'dead' : r.jailed ? 'jailed' : 'alive', flags: carried, facts };
  });
  const before = [...tl.nights].reverse().find((n) => n.night < ph.number);
  const names = before ? (before.officialOrder ?? before.order) : null;
  return {
    ...sc,
    players,
    phases: sc.phases.slice(k),
    expectations: [],
    ...(names ? { previousOrder: { names: names.map((name) => ({ name, span: NO_SPAN })), span: NO_SPAN } } : {}),
  };
}

const starts = scenarioCases().flatMap((c) => {
  const sc = c.analysis.scenario;
  if (c.analysis.diagnostics.some((d) => d.severity === 'error')) return [];
  return sc.phases.flatMap((ph, k) =>
    k > 0 && ph.kind !== 'evening' && sc.phases[k - 1]!.kind === 'night'
      ? [[`${c.name.replace(/\.scenario$/, '')} from ${ph.kind} ${ph.number}`, c, k] as const]
      : [],
  );
});

describe('a game started from the recorded facts rules as the game played out', () => {
  it('has starts of both rulesets to check', () => {
    expect(starts.filter(([name]) => name.startsWith('three-musketeers/')).length).toBeGreaterThan(10);
    expect(starts.filter(([name]) => name.startsWith('mafia-lk/')).length).toBeGreaterThan(10);
  });

  it.each(starts.filter(([name]) => !NOT_RECORDED.has(name)))('%s', (_name, c, k) => {
    const sc = c.analysis.scenario;
    const start = startedAt(sc, c.analysis.timeline, k)!;
    expect(start).not.toBeNull();
    const nights = start.phases.filter((p) => p.kind === 'night').map((p) => p.number);
    const days = start.phases.filter((p) => p.kind === 'day').map((p) => p.number);
    expect(outcome(resolveScenario(start), nights, days)).toEqual(outcome(c.analysis.timeline, nights, days));
  });
});
