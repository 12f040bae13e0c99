// What the page keeps of an analysis: everything the timeline, the header, the problems list and
// the messages show, and nothing per step that only the "why" panel reads. At 200 players the
// full analysis is ≈ 40 MB of small objects, and copying it from the worker blocked the page for
// seconds; the full one stays where it was made and is sent on request (host.ts).
import type { Analysis } from '../../dsl/session.ts';
import type { Scenario } from '../../engine/scenario.ts';
import type { Step, StepId, Timeline } from '../../engine/timeline.ts';
import { latestAt, type DeskAt } from '../desk/phase.ts';
import { firstLook } from '../timeline/first-look.ts';

/** A timeline row: what the list shows of a step, and its source line (the editor's cursor). */
export type StepRow = Pick<Step, 'id' | 'phase' | 'number' | 'slot' | 'actor' | 'role' | 'outcome' | 'summary' | 'source' | 'automatic'>;

/** The timeline without the per-step details, the recorded rosters and the action lifecycles. */
export interface PageTimeline extends Pick<Timeline, 'ruleset' | 'seed' | 'options' | 'days' | 'nights' | 'winner'> {
  readonly steps: readonly StepRow[];
}

/** The page's copy of one analysis. */
export interface PageRun extends Pick<Analysis, 'text' | 'overrides' | 'results' | 'diagnostics'> {
  /** The declared players (the moves written stay behind: the timeline says what they did). */
  readonly scenario: Pick<Scenario, 'ruleset' | 'players'>;
  readonly timeline: PageTimeline;
  /** Where the host's desk opens (desk/phase.ts). */
  readonly deskAt: DeskAt;
  /** The step a newcomer should look at first (timeline/first-look.ts). */
  readonly firstLook: StepId | null;
}

function row(s: Step): StepRow {
  const r: { -readonly [K in keyof StepRow]: StepRow[K] } = {
    id: s.id,
    phase: s.phase,
    number: s.number,
    outcome: s.outcome,
    summary: s.summary,
  };
  if (s.slot !== undefined) r.slot = s.slot;
  if (s.actor !== undefined) r.actor = s.actor;
  if (s.role !== undefined) r.role = s.role;
  if (s.source !== undefined) r.source = s.source;
  if (s.automatic !== undefined) r.automatic = s.automatic;
  return r;
}

/** The page's copy of `a`. */
export function toPageRun(a: Analysis): PageRun {
  const { ruleset, seed, options, days, nights, winner, steps } = a.timeline;
  return {
    text: a.text,
    overrides: a.overrides,
    scenario: { ruleset: a.scenario.ruleset, players: a.scenario.players },
    results: a.results,
    diagnostics: a.diagnostics,
    timeline: { ruleset, seed, options, days, nights, winner, steps: steps.map(row) },
    firstLook: firstLook(steps)?.id ?? null,
    deskAt: latestAt(a.scenario),
  };
}

/**
 * The full analysis as sent to the page: the parsed document's lines and tokens stay behind
 * (nothing on the page reads them); rerun still works, as it needs only the written scenario. The
 * checkpoints stay where the analysis was made, which resumes the next edit from them.
 */
export function fullForPage(a: Analysis): Analysis {
  const { resolved: _kept, ...sent } = a;
  return { ...sent, doc: { text: a.doc.text, lines: [], statements: [], statementLines: [] } };
}
