import type { Diagnostic } from './diagnostic.ts';
import type { Span } from './span.ts';
import type { Text } from './text.ts';
import type {
  ActionLife,
  ActionLifeEvent,
  DaySummary,
  NightSummary,
  PhaseMark,
  Step,
  StepId,
} from './timeline.ts';

/**
 * Collects the timeline while a ruleset resolves. Rulesets append; nothing is ever rewritten,
 * so step ids stay stable and causes can point back at earlier steps.
 */
export class Trace {
  readonly steps: Step[] = [];
  readonly days: DaySummary[] = [];
  readonly nights: NightSummary[] = [];
  readonly phases: PhaseMark[] = [];
  readonly diagnostics: Diagnostic[] = [];
  private readonly lives = new Map<string, { night: number; actor: string; events: ActionLifeEvent[] }>();

  /** Appends a step; its id must be unique (e.g. "n1.s3", "n1.s3.kill", "d2.v4"). */
  step(step: Step): StepId {
    this.steps.push(step);
    return step.id;
  }

  /** Marks entry into a phase (the game-phase machine replays these). */
  enter(phase: PhaseMark['phase'], number: number): void {
    this.phases.push({ phase, number });
  }

  /** Records a lifecycle event of a night action (the action machine replays these). */
  life(actionId: string, night: number, actor: string, type: ActionLifeEvent['type'], step: StepId | null): void {
    let life = this.lives.get(actionId);
    if (!life) {
      life = { night, actor, events: [] };
      this.lives.set(actionId, life);
    }
    life.events.push({ type, step });
  }

  /** A diagnostic tied to the input that caused it. */
  diagnose(code: string, severity: Diagnostic['severity'], message: Text, span: Span): void {
    this.diagnostics.push({ code, severity, message, span });
  }

  /** The lifecycles recorded so far, in first-seen order. */
  actions(): ActionLife[] {
    return [...this.lives].map(([id, l]) => ({ id, night: l.night, actor: l.actor, events: l.events }));
  }
}
