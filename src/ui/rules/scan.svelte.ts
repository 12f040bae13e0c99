// Lazy "would another reading change the ruling?" checks: one option on demand, or all of them in
// small time slices (so typing stays fast), capped for big scenarios.
import { rerun, type Analysis } from '../../dsl/session.ts';
import type { OptionSpec } from '../../engine/option.ts';
import { diffRulings, type DiffLine } from './compare.ts';

/** What one other reading would do to the ruling. */
export interface ReadingVerdict {
  readonly value: string;
  readonly diffs: readonly DiffLine[];
  /** Expectations holding under that reading, of all written. */
  readonly held: number;
  readonly total: number;
  readonly failed: boolean;
}

/** Texts longer than this are never scanned automatically, only on demand. */
export const AUTO_MAX_CHARS = 40_000;
/** Total time an automatic scan may take before it hands over to the per-option buttons. */
export const AUTO_BUDGET_MS = 4_000;
/** One slice of work between yields to the browser. */
const SLICE_MS = 12;

/** Resolves the analysed text again with each other reading of `spec` (no re-parse) and diffs it. */
export function compareOption(analysis: Analysis, spec: OptionSpec): ReadingVerdict[] {
  const base = analysis.timeline;
  const current = base.options[spec.key] ?? spec.defaultValue;
  return spec.readings
    .filter((r) => r.value !== current)
    .map((r) => {
      const alt = rerun(analysis, [{ key: spec.key, value: r.value }]);
      const failed = alt.diagnostics.some((d) => d.code === 'ENGINE_FAULT');
      return {
        value: r.value,
        diffs: failed ? [] : diffRulings(base, alt.timeline),
        held: alt.results.filter((x) => x.holds).length,
        total: alt.results.length,
        failed,
      };
    });
}

/** Verdicts per option key for one text; restarting on a new text drops the old verdicts. */
export class CompareScan {
  verdicts: Record<string, readonly ReadingVerdict[]> = $state({});
  running = $state(false);
  capped = $state(false);
  private forText: string | null = null;
  private token = 0;

  /** Forgets verdicts made for another text. */
  private reset(text: string): void {
    if (this.forText === text) return;
    this.forText = text;
    this.verdicts = {};
    this.capped = false;
  }

  /** Compares one option now (the per-option button). */
  check(analysis: Analysis, spec: OptionSpec): void {
    this.reset(analysis.text);
    this.verdicts[spec.key] = compareOption(analysis, spec);
  }

  /** Compares every option not yet compared, a slice at a time; returns a cancel function. */
  scan(analysis: Analysis, specs: readonly OptionSpec[], auto: boolean): () => void {
    const text = analysis.text;
    this.reset(text);
    const token = ++this.token;
    if (auto && text.length > AUTO_MAX_CHARS) {
      this.capped = true;
      return () => {};
    }
    const todo = specs.filter((s) => !(s.key in this.verdicts));
    const started = performance.now();
    this.running = todo.length > 0;
    const slice = (): void => {
      if (token !== this.token) return;
      const until = performance.now() + SLICE_MS;
      while (todo.length && performance.now() < until) {
        const spec = todo.shift()!;
        this.verdicts[spec.key] = compareOption(analysis, spec);
      }
      if (!todo.length) this.running = false;
      else if (auto && performance.now() - started > AUTO_BUDGET_MS) {
        this.running = false;
        this.capped = true;
      } else setTimeout(slice, 0);
    };
    setTimeout(slice, 0);
    return () => {
      if (token === this.token) {
        this.token++;
        this.running = false;
      }
    };
  }
}
