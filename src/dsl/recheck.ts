// Checking again after an edit: the day, evening and night blocks before the first changed
// statement build the same phases, expectations and diagnostics as before when the ruleset and
// the players read the same, so the check takes them over (the very objects: the engine's phase
// compare then short-cuts on identity) and builds from the first block the edit may touch.
import type { Diagnostic } from '../engine/diagnostic.ts';
import type { Expectation, NamedList } from '../engine/scenario.ts';
import { MAX_DIAGNOSTICS } from './diagnostics.ts';
import type { ScopePlayer } from './names.ts';
import type { ScenarioDoc, Statement } from './syntax.ts';
import type { PhaseB } from './check-phases.ts';
import { HiddenSlot } from './hidden-slot.ts';
import { keptFrom } from './reparse.ts';

/** Where the build stood when it reached a block header. */
export interface BlockMark {
  /** The header's index in the statements. */
  readonly stmt: number;
  readonly phases: number;
  readonly expectations: number;
  /** Diagnostics the build had reported so far. */
  readonly emitted: number;
  /** Inflected forms noted so far (player-grammar.ts). */
  readonly forms: number;
}

/** What a build of the phases leaves for the next check of an edited text. */
export interface PhaseMemo {
  readonly phases: readonly PhaseB[];
  readonly expectations: readonly Expectation[];
  readonly previousOrder?: NamedList;
  readonly marks: readonly BlockMark[];
  readonly forms: readonly (readonly [string, string])[];
}

/** Where a build resumes: at statement `stmt`, with what the blocks before it built. */
export interface PhaseResume {
  readonly stmt: number;
  readonly phases: readonly PhaseB[];
  readonly expectations: readonly Expectation[];
  readonly previousOrder?: NamedList;
  readonly marks: readonly BlockMark[];
  readonly forms: readonly (readonly [string, string])[];
  /** The diagnostics those blocks reported, to report again. */
  readonly diagnostics: readonly Diagnostic[];
}

interface CheckMemo extends PhaseMemo {
  readonly ruleset: string;
  readonly players: readonly ScopePlayer[];
  /** Diagnostics the sink held when the build started. */
  readonly start: number;
}

const MEMOS = new HiddenSlot<ScenarioDoc, CheckMemo>('check memo');

/** Notes how `doc`'s phases were built, for a later check of an edited text. */
export function rememberCheck(doc: ScenarioDoc, ruleset: string, players: readonly ScopePlayer[], start: number, memo: PhaseMemo): void {
  MEMOS.set(doc, { ...memo, ruleset, players, start });
}

/**
 * What the check of `doc` can take over from `previous` (an earlier parse and its diagnostics),
 * or null. `doc` must hold the previous statements themselves where the text is unchanged (reparse.ts).
 */
export function resumableCheck(
  doc: ScenarioDoc,
  previous: { doc: ScenarioDoc; diagnostics: readonly Diagnostic[] },
  ruleset: string,
  players: readonly ScopePlayer[],
): PhaseResume | null {
  const memo = MEMOS.get(previous.doc);
  if (!memo || memo.ruleset !== ruleset || !samePlayers(memo.players, players)) return null;
  const changed = firstChanged(previous.doc.statements, doc.statements, keptFrom(doc, previous.doc));
  // the blocks before a header are complete only if the statement there is still a header: a
  // line added at a block's end takes that header's index
  const startsBlock = doc.statements[changed]?.kind === 'block';
  let m = -1;
  while (m + 1 < memo.marks.length && (memo.marks[m + 1]!.stmt < changed || (memo.marks[m + 1]!.stmt === changed && startsBlock))) m++;
  const mark = memo.marks[m];
  // nothing before the first block to take over, or diagnostics the capped sink did not keep
  if (!mark || memo.start + mark.emitted > MAX_DIAGNOSTICS) return null;
  return {
    stmt: mark.stmt,
    phases: memo.phases.slice(0, mark.phases),
    expectations: memo.expectations.slice(0, mark.expectations),
    ...(memo.previousOrder ? { previousOrder: memo.previousOrder } : {}),
    marks: memo.marks.slice(0, m),
    forms: memo.forms.slice(0, mark.forms),
    diagnostics: previous.diagnostics.slice(memo.start, memo.start + mark.emitted),
  };
}

function samePlayers(a: readonly ScopePlayer[], b: readonly ScopePlayer[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.name !== b[i]!.name || a[i]!.role !== b[i]!.role) return false;
  return true;
}

/** The index of the first statement that is not the very same object in both lists (the first `same` are). */
function firstChanged(a: readonly Statement[], b: readonly Statement[], same: number): number {
  const n = Math.min(a.length, b.length);
  let i = same;
  while (i < n && a[i] === b[i]) i++;
  return i;
}
