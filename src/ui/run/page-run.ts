// What the page keeps of an analysis: everything the timeline, the header, the problems list and
// the messages show, and nothing per step that only the "why" panel reads. At 200 players the
// full analysis is ≈ 40 MB of small objects, and copying it from the worker blocked the page for
// seconds; the full one stays where it was made and is sent on request (host.ts).
import type { Analysis } from '../../dsl/session.ts';
import type { Scenario } from '../../engine/scenario.ts';
import type { Step, StepId, Timeline } from '../../engine/timeline.ts';
import { latestAt, type DeskAt } from '../desk/phase.ts';
import { firstLook } from '../timeline/first-look.ts';
import { packRows, unpackRows, type PackedRows } from './row-pack.ts';

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

/**
 * A run as the worker posts it: without the text (the page has it) and with its rows packed
 * (row-pack.ts); the first `keep` rows are those of the previous run this host posted, unchanged
 * (an edit resumed from a checkpoint leaves the steps before it as they were).
 */
export interface PostedRun extends Omit<PageRun, 'text' | 'timeline'> {
  readonly timeline: Omit<PageTimeline, 'steps'> & { readonly keep: number; readonly rows: PackedRows };
}

/** What a host remembers of the run it posted last: the steps its rows came from. */
export interface Posted {
  steps: readonly Step[];
}

/** The posted form of `a`, relative to `last` (which it then describes). */
export function toPostedRun(a: Analysis, last: Posted = { steps: [] }): PostedRun {
  const { ruleset, seed, options, days, nights, winner, steps } = a.timeline;
  let keep = 0;
  const before = last.steps;
  while (keep < steps.length && keep < before.length && steps[keep] === before[keep]) keep++;
  last.steps = steps;
  return {
    overrides: a.overrides,
    scenario: { ruleset: a.scenario.ruleset, players: a.scenario.players },
    results: a.results,
    diagnostics: a.diagnostics,
    timeline: { ruleset, seed, options, days, nights, winner, keep, rows: packRows(keep === 0 ? steps : steps.slice(keep)) },
    firstLook: firstLook(steps)?.id ?? null,
    deskAt: latestAt(a.scenario),
  };
}

/** The page's run of `text` from its posted form, the rows kept taken from `before` (the previous one posted). */
export function fromPosted(p: PostedRun, text: string, before: readonly StepRow[]): PageRun {
  const { keep, rows, ...timeline } = p.timeline;
  const tail = unpackRows(rows);
  const steps = keep === 0 ? tail : before.slice(0, keep).concat(tail);
  return { ...p, text, timeline: { ...timeline, steps } };
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
