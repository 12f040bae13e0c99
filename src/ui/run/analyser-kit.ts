// Test support for the analyser's tests: a worker that answers when told, and what was delivered.
import type { Analysis } from '../../dsl/session.ts';
import type { Step } from '../../engine/timeline.ts';
import { Analyser, type AnalysisWorker, type Delivery } from './analyser.ts';
import { AnalysisHost, type Progressive } from './host.ts';
import type { AnalysisReply, AnalysisRequest } from './messages.ts';
import type { NightMail, PageRun, StepRow } from './page-run.ts';

/** A worker that answers (from a real host, progressive when given) only when the test says so. */
export class FakeWorker implements AnalysisWorker {
  onmessage: AnalysisWorker['onmessage'] = null;
  onerror: AnalysisWorker['onerror'] = null;
  readonly received: AnalysisRequest[] = [];
  /** What it posted back, in order. */
  readonly replies: AnalysisReply[] = [];
  terminated = false;
  private readonly host: AnalysisHost;
  constructor(progressive: Progressive | null = null) {
    this.host = new AnalysisHost(progressive);
  }
  postMessage(request: AnalysisRequest): void {
    this.received.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answers request `i` (in the order received). */
  answer(i: number): void {
    this.post(this.host.answer(this.received[i]!));
  }
  /** The worker's next task: the next chunk of a partial analysis, or a round of warming up; true while more is left. */
  goOn(): boolean {
    this.post(this.host.more());
    return this.host.busy;
  }
  private post(reply: AnalysisReply | null): void {
    if (!reply) return;
    this.replies.push(reply);
    this.onmessage?.({ data: reply } as MessageEvent);
  }
}

export const TEXT = (n: number): string => `ruleset three-musketeers\nplayer Атос\nplayer Кэтти\nnight ${n}\n  Атос -> Кэтти\n`;

/** Records every delivery. */
export class Got implements Delivery {
  readonly runs: { id: number; run: PageRun }[] = [];
  readonly steps: { id: number; step: Step | null }[] = [];
  readonly rowSets: { id: number; from: number; rows: readonly StepRow[] }[] = [];
  readonly fulls: { id: number; analysis: Analysis }[] = [];
  readonly mails: { id: number; night: number; mail: NightMail | null }[] = [];
  run(id: number, run: PageRun): void {
    this.runs.push({ id, run });
  }
  step(id: number, step: Step | null): void {
    this.steps.push({ id, step });
  }
  rows(id: number, from: number, rows: readonly StepRow[]): void {
    this.rowSets.push({ id, from, rows });
  }
  full(id: number, analysis: Analysis): void {
    this.fulls.push({ id, analysis });
  }
  mail(id: number, night: number, mail: NightMail | null): void {
    this.mails.push({ id, night, mail });
  }
  texts(): string[] {
    return this.runs.map((r) => r.run.text);
  }
}

export function setup(inlineMax = 0, progressive: Progressive | null = null): { worker: FakeWorker; got: Got; analyser: Analyser } {
  const worker = new FakeWorker(progressive);
  const got = new Got();
  return {
    worker,
    got,
    analyser: new Analyser(
      got,
      () => worker,
      inlineMax,
      () => new AnalysisHost(),
    ),
  };
}
