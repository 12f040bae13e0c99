import { analyse, type Analysis } from '../dsl/session.ts';
import { positionAt, stepsAtLine } from '../dsl/position.ts';
import type { Lang } from '../engine/text.ts';
import type { Step } from '../engine/timeline.ts';
import { Analyser, type AnalysisWorker } from './analyser.ts';
import { DraftSaver } from './draft-saver.ts';

/** The result of parsing and resolving the current text. */
export type Run = Analysis;

/** Texts up to this long are analysed at once when the page opens, so the first paint shows them. */
const FIRST_PAINT_MAX_CHARS = 40_000;

/** The analysis worker, where the platform has workers (not in Node tests). */
function analysisWorker(): AnalysisWorker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' }) as unknown as AnalysisWorker;
}

/**
 * Playground state as a rune class (the Svelte REPL's Workspace): the text is the single source
 * of truth; the run (analysed in a worker, latest edit wins), the steps and the selection follow.
 */
export class Workspace {
  text = $state('');
  lang = $state<Lang>('ru');
  selectedId = $state<string | null>(null);
  /** The analysis of the latest text that has one; a newer text may still be on its way. */
  run: Run = $state.raw(analyse(''));
  /** True while the shown run is older than the text. */
  pending = $state(false);

  readonly steps: readonly Step[] = $derived(this.run.timeline.steps);
  readonly selected: Step | null = $derived(
    this.steps.find((s) => s.id === this.selectedId) ?? null,
  );

  /** The night the board and the messages show: the selected step's, else the first night. */
  readonly night: number | null = $derived(
    this.selected && this.run.timeline.nights.some((n) => n.night === this.selected!.number)
      ? this.selected.number
      : (this.run.timeline.nights[0]?.night ?? null),
  );

  private readonly analyser: Analyser;
  private readonly draft: DraftSaver;

  constructor(text: string, storage: Pick<Storage, 'setItem'> | undefined, makeWorker: (() => AnalysisWorker | null) | null = analysisWorker) {
    this.text = text;
    this.draft = new DraftSaver(storage);
    this.analyser = new Analyser((a) => {
      if (a.text !== this.text) return;
      this.run = a;
      this.pending = false;
    }, makeWorker);
    if (text.length <= FIRST_PAINT_MAX_CHARS) this.run = analyse(text);
    else this.reanalyse();
  }

  /** Replaces the text (from the editor) and keeps the draft. */
  edit(text: string): void {
    if (text === this.text) return;
    this.text = text;
    this.draft.save(text);
    this.reanalyse();
  }

  private reanalyse(): void {
    this.pending = true;
    this.analyser.request(this.text);
  }

  /** Selects a step by id (or clears the selection). */
  select(id: string | null): void {
    this.selectedId = id;
  }

  /** The cursor moved in the editor: select the first step made by that line, if any. */
  selectAtOffset(offset: number): void {
    if (this.pending) return;
    const { line } = positionAt(this.text, offset);
    const hit = stepsAtLine(this.steps, line)[0];
    if (hit && hit.id !== this.selectedId) this.selectedId = hit.id;
  }

  /** Shows night `n`: selects its morning step (or its first step). */
  showNight(n: number): void {
    const inNight = this.steps.filter((s) => (s.phase === 'night' || s.phase === 'morning') && s.number === n);
    const pick = inNight.find((s) => s.phase === 'morning') ?? inNight[0];
    if (pick) this.selectedId = pick.id;
  }

  /** Moves the selection by `delta` steps along the timeline. */
  move(delta: number): void {
    if (this.steps.length === 0) return;
    const i = this.steps.findIndex((s) => s.id === this.selectedId);
    const next = i < 0 ? 0 : Math.min(this.steps.length - 1, Math.max(0, i + delta));
    this.selectedId = this.steps[next]?.id ?? null;
  }
}
