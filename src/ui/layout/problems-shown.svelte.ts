import { scenarioPeople, type Person } from '../../engine/grammar/people.ts';
import { afterPaint } from '../after-paint.ts';
import type { PageRun } from '../run/page-run.ts';

/** What the problems list shows of a run. */
export interface ShownProblems {
  readonly diagnostics: PageRun['diagnostics'];
  readonly results: PageRun['results'];
  readonly person: (name: string) => Person;
  /** The lists are the last complete run's: a long game's start only is resolved yet. */
  readonly pending: boolean;
}

/**
 * The problems list follows the runs a frame after each one is painted: rewriting and laying out
 * 200 problems held up the frame that shows the new ruling. A newer run cancels a waiting update.
 */
export class ProblemsFollower {
  shown: ShownProblems;
  private from: PageRun;
  private cancel: () => void = () => {};

  constructor(
    first: PageRun,
    private readonly schedule: (fn: () => void) => () => void = afterPaint,
  ) {
    this.from = first;
    this.shown = $state.raw(shownOf(first));
  }

  /** Run `run` is on screen (or about to be): its problems follow after the paint. */
  follow(run: PageRun): void {
    const last = this.from;
    this.from = run;
    if (run.diagnostics === last.diagnostics && run.results === last.results && run.partial === last.partial) return;
    this.cancel();
    this.cancel = this.schedule(() => (this.shown = shownOf(run)));
  }

  /** Stops a waiting update (the list is going away). */
  stop(): void {
    this.cancel();
  }
}

function shownOf(run: PageRun): ShownProblems {
  return { diagnostics: run.diagnostics, results: run.results, person: scenarioPeople(run.scenario), pending: run.partial };
}
