import { untrack } from 'svelte';
import type { Analysis } from '../dsl/session.ts';
import type { Lang } from '../engine/text.ts';
import type { Step, StepId } from '../engine/timeline.ts';
import { DraftSaver } from './draft-saver.ts';
import { FALLBACK_MAX_CHARS } from './editor/preview.ts';
import { Analyser, type AnalysisWorker } from './run/analyser.ts';
import { analysisWorker } from './run/early-worker.ts';
import { MailHold } from './run/mail.svelte.ts';
import { pendingRun, type NightMail, type PageRun, type RowWindow, type StepRow } from './run/page-run.ts';
import { PageRows } from './run/page-rows.ts';
import type { PhaseSpan } from './run/row-index.ts';
import { keepSpans } from './timeline/window.ts';

/** The page's copy of the analysis of the current text (run/page-run.ts). */
export type Run = PageRun;

/** Texts up to this long are analysed at once when the page opens, so the first paint shows them. */
const FIRST_PAINT_MAX_CHARS = 40_000;

/**
 * Playground state as a rune class (the Svelte REPL's Workspace): the text is the single source
 * of truth; the run (analysed in a worker, latest edit wins), the steps and the selection follow.
 * The run holds what the timeline lists; the selected step's details, and the whole analysis for
 * the views that read all of it (board, compare, rules, desk, inspector), are asked for.
 */
export class Workspace {
  text = $state('');
  lang = $state<Lang>('ru');
  selectedId = $state<StepId | null>(null);
  /** The latest text's run that has come; a newer text may still be on its way. */
  run: Run = $state.raw(emptyRun());
  /** True while the shown run is older than the text, or only its start (partial): the verdicts shown are an older run's. */
  pending = $state(false);
  /** The selected step in full, once it has come. */
  private detail: Step | null = $state.raw(null);
  /** The whole analysis of the run's text (or an older one until it comes), while a view holds it. */
  full: Analysis | null = $state.raw(null);

  /** The run's rows: its index in full, the rows themselves as they come (`rowsCame` counts arrivals). */
  readonly rows: PageRows = $derived(this.run.timeline.rows);
  private rowsCame = $state(0);
  /** The run's phase spans; the same array while runs bring the same spans (the timeline keeps its blocks). */
  phases: readonly PhaseSpan[] = $state.raw([]);
  readonly selectedIndex: number = $derived(this.rows.indexOf(this.selectedId));
  /** The selected step's row (once it came: at once when it was on screen) and the step in full (once it came). */
  readonly selectedRow: StepRow | null = $derived.by(() => {
    void this.rowsCame;
    return this.rows.row(this.selectedIndex) ?? null;
  });
  readonly selected: Step | null = $derived(this.detail && this.detail.id === this.selectedId ? this.detail : null);

  /** The night the board and the messages show: the selected step's, else the first night. */
  readonly night: number | null = $derived(
    this.selectedRow && this.run.timeline.nights.some((n) => n.night === this.selectedRow!.number)
      ? this.selectedRow.number
      : (this.run.timeline.nights[0]?.night ?? null),
  );

  /**
   * Settles when the first run of the text opened has come (Monaco waits for it: the ruling is on
   * screen first). A long link opened in the live page opens anew (`opened` counts those).
   */
  firstRun: Promise<void>;
  opened = $state(0);
  private ranFirst: () => void = () => {};
  private readonly analyser: Analyser;
  private readonly mails: MailHold;
  private readonly draft: DraftSaver;
  private runId = -1;
  private fullHolders = 0;
  /** The rows the timeline shows. */
  private shown: RowWindow = [0, 0];
  /** The rows asked of `rows` (a run's, partial or complete) and not come yet (a scrolled timeline asks each frame). */
  private asked: { rows: PageRows | null; windows: RowWindow[] } = { rows: null, windows: [] };
  /** Select the run's first-look step when the run of this text comes. */
  private firstLookFor: string | null = null;

  constructor(
    text: string,
    storage: Pick<Storage, 'setItem'> | undefined,
    makeWorker: (() => AnalysisWorker | null) | null = analysisWorker,
  ) {
    this.text = text;
    this.firstRun = this.awaitFirstRun();
    this.draft = new DraftSaver(storage);
    this.analyser = new Analyser(
      {
        run: (id, run) => this.arrived(id, run),
        step: (id, step) => {
          if (id === this.runId && step && step.id === this.selectedId) this.detail = step;
        },
        rows: (id, from, rows) => {
          if (id !== this.runId) return;
          this.run.timeline.rows.put(from, rows);
          this.rowsCame++;
        },
        full: (id, analysis) => {
          if (id === this.runId) this.full = analysis;
        },
        mail: (id, night, mail) => this.mails.came(id, night, mail),
      },
      makeWorker,
    );
    this.mails = new MailHold((id, night) => this.analyser.askMail(id, night));
    this.pending = true;
    this.analyser.request(text, text.length <= FIRST_PAINT_MAX_CHARS);
  }

  private awaitFirstRun(): Promise<void> {
    return new Promise((done) => (this.ranFirst = done));
  }

  /**
   * A share link opened in the live page (a hash change). A long text, or one replacing a long
   * text, opens as on a fresh page: the editor is made anew after the ruling (pushing 1 MB into
   * a live Monaco was most of a second on the main thread); a short one is an edit.
   */
  openLink(text: string): void {
    if (text === this.text) return;
    if (text.length <= FALLBACK_MAX_CHARS && this.text.length <= FALLBACK_MAX_CHARS) return this.edit(text);
    this.firstRun = this.awaitFirstRun();
    this.opened++;
    this.text = text;
    this.draft.save(text);
    this.pending = true;
    this.analyser.request(text, text.length <= FIRST_PAINT_MAX_CHARS);
  }

  /** Replaces the text (from the editor) and keeps the draft. */
  edit(text: string): void {
    if (text === this.text) return;
    this.text = text;
    this.draft.save(text);
    this.reanalyse();
  }

  /** Selects the step a newcomer should look at first, now or when the current text's run comes. */
  selectFirstLook(): void {
    if (this.run.text === this.text && !this.run.partial) this.select(this.run.firstLook);
    else this.firstLookFor = this.text;
  }

  /** Selects a step by id (or clears the selection). */
  select(id: StepId | null): void {
    // a step chosen while the first look waited for its complete run is the one to keep
    this.firstLookFor = null;
    if (id === this.selectedId) return;
    this.selectedId = id;
    this.askDetail();
  }

  /** Selects the step of row `i`. */
  selectAt(i: number): void {
    const id = this.rows.id(i);
    if (id !== undefined) this.select(id);
  }

  /** Row `i` of the run, once it has come (reactive: a row that comes later shows then). */
  row(i: number): StepRow | undefined {
    void this.rowsCame;
    return this.rows.row(i);
  }

  /** The timeline shows rows `window`: the ones not here yet are asked for, and every run brings them. */
  showRows(window: RowWindow): void {
    this.shown = window;
    this.analyser.showing(window);
    this.askRows(window);
  }

  /**
   * A view that reads the whole analysis holds it while it is shown (call in an $effect; the
   * returned function lets go): it is asked for now and after every edit while anyone holds it.
   */
  holdFull(): () => void {
    this.fullHolders++;
    // of a partial run, it is asked when the complete one comes
    if (this.full?.text !== this.run.text && !this.run.partial) this.analyser.askFull(this.runId);
    return () => void this.fullHolders--;
  }

  /** Night `night`'s mail (the messages tab), while held: holdMail asks for it. */
  get mail(): NightMail | null {
    return this.mails.mail;
  }

  /**
   * A view that shows night `night`'s mail holds it while shown (call in an $effect): it is asked
   * for now (of a partial run, when its complete one comes) and after every edit while held.
   */
  holdMail(night: number | null): () => void {
    return untrack(() => this.mails.hold(night, this.run.partial ? -1 : this.runId));
  }

  /** The cursor moved in the editor: select the first step made by that line, if any. */
  selectAtOffset(offset: number): void {
    // an older text's rows have other lines; a partial run's rows count as far as they are resolved
    if (this.run.text !== this.text) return;
    // Counted here rather than with dsl/position.ts, which would bring the parser into the start-up JS.
    let line = 1;
    for (let i = this.text.indexOf('\n'); i !== -1 && i < offset; i = this.text.indexOf('\n', i + 1)) line++;
    const hit = this.rows.atLine(line);
    if (hit >= 0 && hit < this.rows.resolved) this.selectAt(hit);
  }

  /** Shows night `n`: selects its morning step (or its first step). */
  showNight(n: number): void {
    const phases = this.rows.index.phases.filter((p) => (p.phase === 'night' || p.phase === 'morning') && p.number === n);
    const pick = phases.find((p) => p.phase === 'morning') ?? phases[0];
    if (pick) this.selectAt(pick.start);
  }

  /** Moves the selection by `delta` steps along the timeline. */
  move(delta: number): void {
    const count = this.rows.count;
    if (count === 0) return;
    const i = this.selectedIndex;
    this.selectAt(i < 0 ? 0 : Math.min(count - 1, Math.max(0, i + delta)));
  }

  private reanalyse(): void {
    this.pending = true;
    this.analyser.request(this.text);
  }

  /**
   * A run of the current text came. A partial one (the rows on screen of a long game) is shown at
   * once, with the verdicts of the run shown before (pendingRun); its complete run follows, with
   * the same number.
   */
  private arrived(id: number, run: PageRun): void {
    if (run.text !== this.text) return;
    this.runId = id;
    this.run = run.partial ? pendingRun(run, this.run) : run;
    this.phases = keepSpans(this.phases, this.run.timeline.rows.index.phases);
    this.pending = run.partial;
    this.ranFirst();
    // A long game's first look is chosen from its start, the rows on screen, once they come: the
    // whole game's came a second later and moved the selection and the timeline away from them.
    if (this.firstLookFor === run.text) {
      this.firstLookFor = null;
      this.selectedId = run.firstLook;
    }
    // of a partial run too: the "why" panel shows the selected step as edited (when resolved)
    this.askDetail();
    // The run came with the rows shown when it was asked for; the timeline may have moved since.
    this.askRows(this.shown);
    if (run.partial) return;
    if (this.fullHolders > 0) this.analyser.askFull(id);
    this.mails.ran(id);
  }

  /** Asks for the selected step of the run in view (the one shown meanwhile may be the previous run's), and its row. */
  private askDetail(): void {
    if (this.selectedId === null) return;
    this.analyser.askStep(this.runId, this.selectedId);
    const i = this.rows.indexOf(this.selectedId);
    if (i >= 0) this.askRows([i, i + 1]);
  }

  /** Asks for the rows of `window` not here yet, unless they were asked of this run already. */
  private askRows([from, to]: RowWindow): void {
    const missing = this.rows.missing(from, to);
    if (!missing) return;
    if (this.asked.rows !== this.rows) this.asked = { rows: this.rows, windows: [] };
    const [a, b] = missing;
    if (this.asked.windows.some(([x, y]) => x <= a && b <= y)) return;
    this.asked.windows = [...this.asked.windows.slice(-20), missing];
    this.analyser.askRows(this.runId, missing);
  }
}

/** The run of an empty text, until the first one comes. */
function emptyRun(): PageRun {
  const timeline = { ruleset: 'three-musketeers', seed: 0, options: {}, days: [], nights: [], winner: null, rows: new PageRows() } as const;
  const scenario = { ruleset: 'three-musketeers', players: [] } as const;
  const deskAt = { phase: 'day', n: 1 } as const;
  return { text: '', overrides: [], scenario, results: [], diagnostics: [], timeline, firstLook: null, deskAt, partial: false };
}
