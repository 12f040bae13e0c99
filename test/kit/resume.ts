/**
 * Starting a game mid-way from what a played timeline recorded (test helper of the proof suite,
 * issue 8.12): the scenario a host writes for phase `k` — players alive, dead or jailed as the
 * roster says, with its `carried` facts, and the night before's official order — and what the
 * phases from there rule, to compare with the game played from the start.
 */
import { phaseSteps, rosterAt } from '../../src/engine/roster-at.ts';
import type { PlayerDecl, Scenario } from '../../src/engine/scenario.ts';
import { NO_SPAN } from '../../src/engine/span.ts';
import type { Timeline } from '../../src/engine/timeline.ts';

/** What the phases from the start rule: orders, deaths, messages, reports, tallies, jailings, and every step. */
export function outcome(tl: Timeline, nights: readonly number[], days: readonly number[]): unknown {
  return {
    nights: tl.nights
      .filter((n) => nights.includes(n.night))
      .map((n) => ({
        night: n.night,
        order: n.order,
        deaths: n.deaths.map((d) => d.player),
        facts: n.facts,
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

/**
 * Whose abilities the Father took last, when no player holds his role (the musket, C-94): the
 * death the last inheritance step before `night` cites.
 */
function lastKilled(tl: Timeline, night: number): string | undefined {
  const step = [...tl.steps].reverse().find((s) => s.id.endsWith('.father') && s.number < night);
  const death = step?.causes[0]?.step;
  return death ? tl.nights.flatMap((n) => n.deaths).find((x) => x.step === death)?.player : undefined;
}

/** The scenario a host writes to start at phase `k` from what the played timeline recorded. */
export function startedAt(sc: Scenario, tl: Timeline, k: number): Scenario | null {
  const ph = sc.phases[k]!;
  const at = tl.phases.findIndex((p) => p.phase === ph.kind && p.number === ph.number);
  const roster = at > 0 ? rosterAt(tl, at - 1, phaseSteps(tl, at - 1).length - 1) : null;
  if (!roster) return null;
  const players = sc.players.map((d): PlayerDecl => {
    const r = roster.find((x) => x.name === d.name)!;
    const carried = (r.facts['carried'] as string[] | undefined) ?? [];
    const role = r.facts['inherited'] as string | null | undefined;
    const from = role ? (sc.players.find((o) => o.role === role && o.name !== d.name)?.name ?? lastKilled(tl, ph.number)) : undefined;
    const named = (id: string): boolean => id === 'inherits' || id === 'inheritsMusket';
    const facts = carried.map((id) => ({ id, span: NO_SPAN, ...(named(id) && from ? { player: from } : {}) }));
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
