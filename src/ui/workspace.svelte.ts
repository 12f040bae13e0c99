import { runScenario } from '../dsl/index.ts';
import { positionAt, stepsAtLine } from '../dsl/position.ts';
import type { Lang } from '../engine/text.ts';
import type { Step } from '../engine/timeline.ts';
import { saveDraft } from './draft.ts';

/** The result of parsing and resolving the current text. */
export type Run = ReturnType<typeof runScenario>;

/**
 * Playground state as a rune class (the Svelte REPL's Workspace): the text is the single source
 * of truth; the run, the steps and the selection are derived from it.
 */
export class Workspace {
  text = $state('');
  lang = $state<Lang>('ru');
  selectedId = $state<string | null>(null);

  readonly run: Run = $derived(runScenario(this.text));
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

  constructor(text: string, private readonly storage: Pick<Storage, 'setItem'> | undefined) {
    this.text = text;
  }

  /** Replaces the text (from the editor) and keeps the draft. */
  edit(text: string): void {
    this.text = text;
    saveDraft(this.storage, text);
  }

  /** Selects a step by id (or clears the selection). */
  select(id: string | null): void {
    this.selectedId = id;
  }

  /** The cursor moved in the editor: select the first step made by that line, if any. */
  selectAtOffset(offset: number): void {
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
