import type { NightMail } from './page-run.ts';

/**
 * The mail of the night a view shows (the messages tab): asked of the run in view when the view
 * holds it and again after each complete run while it is held. Until a run's answer comes the
 * older run's mail of the same night stays (as the verdicts do while a text is on its way).
 */
export class MailHold {
  /** The held night's mail, once it came; null for none (no such night, or not come yet). */
  mail: NightMail | null = $state.raw(null);
  private holders = 0;
  private night: number | null = null;
  /** The run whose mail of `night` was last asked for. */
  private asked = -1;

  constructor(private readonly askMail: (id: number, night: number) => void) {}

  /** A view shows night `night`'s mail while held (call in an $effect; the returned function lets go). */
  hold(night: number | null, runId: number): () => void {
    this.holders++;
    if (night !== this.night) {
      this.night = night;
      this.asked = -1;
      if (this.mail?.night !== night) this.mail = null;
    }
    this.ask(runId);
    return () => void this.holders--;
  }

  /** A complete run came: the held night's mail is asked of it. */
  ran(runId: number): void {
    if (this.holders > 0) this.ask(runId);
  }

  /** Run `id`'s answer: kept when it is of the held night and of the latest run asked. */
  came(id: number, night: number, mail: NightMail | null): void {
    if (id === this.asked && night === this.night) this.mail = mail;
  }

  private ask(runId: number): void {
    if (this.night === null || runId < 0 || this.asked === runId) return;
    this.asked = runId;
    this.askMail(runId, this.night);
  }
}
