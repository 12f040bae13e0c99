import type { Diagnostic } from './diagnostic.ts';
import { applyChanges, changedPlayers, type PlayerState, type Roster } from './roster.ts';
import type { Span } from './span.ts';
import type { Text } from './text.ts';
import type {
  ActionLife,
  ActionLifeEvent,
  DaySummary,
  NightSummary,
  PhaseMark,
  PhaseRecord,
  Step,
  StepId,
} from './timeline.ts';

/**
 * Collects the timeline while a ruleset resolves. Rulesets append; nothing is ever rewritten,
 * so step ids stay stable and causes can point back at earlier steps.
 */
export class Trace<C extends string = string> {
  readonly steps: Step[] = [];
  readonly days: DaySummary[] = [];
  readonly nights: NightSummary[] = [];
  readonly phases: PhaseRecord[] = [];
  readonly diagnostics: Diagnostic[] = [];
  private readonly lives = new Map<string, { night: number; actor: string; events: ActionLifeEvent[] }>();
  /** Reads the ruleset's live state as a roster (set by watch). */
  private rosterOf: () => Roster = () => [];
  /** Cheaply tells whether the live state still matches a roster (settling runs on every step). */
  private matches: (known: Roster) => boolean = () => false;
  /** The state as last recorded. */
  private known: Roster = [];
  /** Changes settled onto steps not yet written (a night writes its steps after the last slot). */
  private readonly pending = new Map<StepId, readonly PlayerState[]>();

  /**
   * Tells the trace how to read the players' state; the roster as it is now is the starting one.
   * `matches` answers "is the live state still this roster?" without building one.
   */
  watch(rosterOf: () => Roster, matches: (known: Roster) => boolean = () => false): void {
    this.rosterOf = rosterOf;
    this.matches = matches;
    this.known = rosterOf();
  }

  /** Appends a step; its id must be unique (e.g. "n1.s3", "n1.s3.kill", "d2.v4"). */
  step(step: Step<C>): StepId {
    this.settle();
    const state = this.pending.get(step.id);
    this.pending.delete(step.id);
    this.steps.push(state ? { ...step, state: merge(step.state ?? [], state) } : step);
    return step.id;
  }

  /** Marks entry into a phase (the game-phase machine replays these), with everyone's state at its start. */
  enter(phase: PhaseMark['phase'], number: number): void {
    this.settle();
    this.phases.push({ phase, number, firstStep: this.steps.length, roster: this.known });
  }

  /**
   * Records what changed in the players' state since the last record. With `at`, the change is
   * that step's (written now or later). Without, it is the current phase's last step's — a step's
   * effects follow its record — or, before the phase has a step, part of the phase's start.
   */
  settle(at?: StepId): void {
    if (this.matches(this.known)) return;
    const now = this.rosterOf();
    const changed = changedPlayers(this.known, now);
    if (changed.length === 0) return;
    this.known = now;
    const phase = this.phases[this.phases.length - 1];
    const last = this.steps.length - 1;
    if (at !== undefined && !this.steps.some((s) => s.id === at)) {
      this.pending.set(at, merge(this.pending.get(at) ?? [], changed));
    } else if (at !== undefined || (phase && last >= phase.firstStep)) {
      const index = at !== undefined ? this.steps.findIndex((s) => s.id === at) : last;
      const s = this.steps[index]!;
      this.steps[index] = { ...s, state: merge(s.state ?? [], changed) };
    } else if (phase) {
      this.phases[this.phases.length - 1] = { ...phase, roster: applyChanges(phase.roster, changed) };
    }
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

  /** Everyone's state as recorded now (the win checks read this). */
  roster(): Roster {
    this.settle();
    return this.known;
  }

  /** Settles the last changes; a change settled onto a step never written goes to the last step. */
  finish(): void {
    this.settle();
    const last = this.steps.length - 1;
    if (this.pending.size === 0 || last < 0) return;
    const s = this.steps[last]!;
    this.steps[last] = { ...s, state: merge(s.state ?? [], [...this.pending.values()].flat()) };
    this.pending.clear();
  }

  /** The lifecycles recorded so far, in first-seen order. */
  actions(): ActionLife[] {
    return [...this.lives].map(([id, l]) => ({ id, night: l.night, actor: l.actor, events: l.events }));
  }
}

/** Two change lists as one: a later state of a player replaces his earlier one. */
function merge(a: readonly PlayerState[], b: readonly PlayerState[]): PlayerState[] {
  const names = new Set(b.map((p) => p.name));
  return [...a.filter((p) => !names.has(p.name)), ...b];
}
