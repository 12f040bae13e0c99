// What the page keeps of an analysis: everything the timeline, the header and the problems list
// show, and nothing per step that only the "why" panel reads, nor the nights' mail (the messages
// tab asks for a night's). At 200 players the
// full analysis is ≈ 40 MB of small objects, and copying it from the worker blocked the page for
// seconds; the full one stays where it was made and is sent on request (host.ts).
import type { Analysis } from '../../dsl/session.ts';
import type { Scenario } from '../../engine/scenario.ts';
import type { NightSummary, Step, StepId, Timeline } from '../../engine/timeline.ts';
import { latestAt, type DeskAt } from '../desk/phase.ts';
import { firstLook } from '../timeline/first-look.ts';
import { PageRows } from './page-rows.ts';
import { indexRows, type RowIndex } from './row-index.ts';
import { packRows, unpackRows, type PackedRows } from './row-pack.ts';

/** A timeline row: what the list shows of a step, and its source line (the editor's cursor). */
export type StepRow = Pick<Step, 'id' | 'phase' | 'number' | 'slot' | 'actor' | 'role' | 'outcome' | 'summary' | 'source' | 'automatic'>;

/** A night without its mail. */
export type NightHeadline = Omit<NightSummary, 'messages' | 'reports'>;

/**
 * One night's mail: the host messages and reports, asked for by night. At 200 × 100 every night's
 * was 1.1 MB of each run (≈ 23 ms to take in on the page), for the one tab that shows one night.
 */
export type NightMail = Pick<NightSummary, 'night' | 'messages' | 'reports'>;

/** The timeline without the per-step details, the recorded rosters, the action lifecycles or the mail; its rows by index. */
export interface PageTimeline extends Pick<Timeline, 'ruleset' | 'seed' | 'options' | 'days' | 'winner'> {
  readonly nights: readonly NightHeadline[];
  readonly rows: PageRows;
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
  /** Only the game's start is resolved yet (its complete run follows): no verdict, no winner (pendingRun). */
  readonly partial: boolean;
}

/** Rows [from, to) of a timeline: what the page shows, with a margin. */
export type RowWindow = readonly [from: number, to: number];

/**
 * A run as the worker posts it: without the text (the page has it), with the rows' index and
 * only the rows of the window the page showed when it asked, packed (row-pack.ts).
 */
export interface PostedRun extends Omit<PageRun, 'text' | 'timeline'> {
  readonly timeline: Omit<PageTimeline, 'rows'> & { readonly index: RowIndex; readonly from: number; readonly rows: PackedRows };
}

/** The posted form of `a`, with the rows of `window`. */
export function toPostedRun(a: Analysis, window: RowWindow): PostedRun {
  const { ruleset, seed, options, days, nights, winner, steps } = a.timeline;
  const from = Math.max(0, Math.min(window[0], steps.length));
  return {
    overrides: a.overrides,
    scenario: { ruleset: a.scenario.ruleset, players: a.scenario.players },
    results: a.results,
    diagnostics: a.diagnostics,
    timeline: {
      ruleset,
      seed,
      options,
      days,
      nights: nights.map(headline),
      winner,
      index: indexRows(steps),
      from,
      rows: packRows(steps.slice(from, window[1])),
    },
    firstLook: firstLook(steps)?.id ?? null,
    deskAt: latestAt(a.scenario),
    partial: a.partial === true,
  };
}

function headline({ messages: _mail, reports: _reports, ...rest }: NightSummary): NightHeadline {
  return rest;
}

/** Night `night`'s mail in `a`, or null (not resolved yet, or no such night). */
export function mailOf(a: Analysis, night: number): NightMail | null {
  const n = a.timeline.nights.find((x) => x.night === night);
  return n ? { night, messages: n.messages, reports: n.reports } : null;
}

/** The page's run of `text` from its posted form. */
export function fromPosted(p: PostedRun, text: string): PageRun {
  const { index, from, rows, ...timeline } = p.timeline;
  const pageRows = new PageRows(index);
  pageRows.put(from, unpackRows(rows));
  return { ...p, text, timeline: { ...timeline, rows: pageRows } };
}

/**
 * What the page shows while `partial`'s complete run is on its way, `shown` being the run it shows
 * now: the partial run's rows and the rows' index as far as it is resolved, then the shown run's
 * index for the rest (its rows come with the complete run: the timeline keeps its length and
 * headings instead of shrinking to the start and growing back); and the shown run's verdicts —
 * expectations, problems, winner, the days' and nights' summaries — which a partial run has not
 * got yet, as while any other text is on its way.
 */
export function pendingRun(partial: PageRun, shown: PageRun): PageRun {
  const { results, diagnostics, firstLook } = shown;
  const { days, nights, winner } = shown.timeline;
  // another game's rows (a link opened) say nothing of how this one goes on
  const rows = sameCast(partial, shown) ? partial.timeline.rows.continued(shown.timeline.rows.index) : partial.timeline.rows;
  return { ...partial, results, diagnostics, firstLook, timeline: { ...partial.timeline, days, nights, winner, rows } };
}

/** The same ruleset and the same players declared. */
function sameCast(a: PageRun, b: PageRun): boolean {
  const [p, q] = [a.scenario.players, b.scenario.players];
  return a.scenario.ruleset === b.scenario.ruleset && p.length === q.length && p.every((x, i) => x.name === q[i]!.name);
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
