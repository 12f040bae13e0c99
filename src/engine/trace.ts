import type { Diagnostic } from './diagnostic.ts';
import { sameState, type PlayerState, type Roster } from './roster.ts';
import type { RosterSource } from './roster-source.ts';
import type { Span } from './span.ts';
import type { Text } from './text.ts';
import { LifeLog } from './trace-lives.ts';
import { Phrasebook } from './phrasebook.ts';
import type { ActionLife, ActionLifeEvent, DaySummary, NightSummary, PhaseMark, PhaseRecord, Step, StepId } from './timeline.ts';

/** What a checkpoint keeps of the trace: the lengths so far and the state as last recorded. */
export interface TraceMark {
  readonly steps: number;
  readonly days: number;
  readonly nights: number;
  readonly phases: number;
  readonly diagnostics: number;
  readonly lives: number;
  readonly replaced: number;
  readonly roster: Roster;
  readonly pending: readonly (readonly [StepId, readonly PlayerState[]])[];
}

/** The lists a resumed trace starts with. */
interface TraceLists {
  readonly steps: Step[];
  readonly days: DaySummary[];
  readonly nights: NightSummary[];
  readonly phases: PhaseRecord[];
  readonly diagnostics: Diagnostic[];
  readonly lives: LifeLog;
  readonly replaced: Replaced[];
}

/** A record rewritten after it was appended (a step's state settled later), so a resume can undo it. */
interface Replaced {
  readonly list: 'steps' | 'phases';
  readonly index: number;
  readonly old: Step | PhaseRecord;
}

/**
 * Collects the timeline while a ruleset resolves. Rulesets append; a record is only ever replaced
 * by one with more recorded state, so step ids stay stable and causes can point back at earlier
 * steps. Recorded state is deltas: each phase's roster at its start, and on each step the players
 * it changed.
 */
export class Trace<C extends string = string> {
  readonly steps: Step[];
  readonly days: DaySummary[];
  readonly nights: NightSummary[];
  readonly phases: PhaseRecord[];
  readonly diagnostics: Diagnostic[];
  private readonly lives: LifeLog;
  private readonly replaced: Replaced[];
  private source: RosterSource = { all: () => [] };
  /** The state as last recorded, one entry per player. */
  private current: PlayerState[] = [];
  /** `current` as an unchanging roster, made when first asked for after a change. */
  private frozen: Roster | null = null;
  /** Changes settled onto steps not yet written (a night writes its steps after the last slot). */
  private readonly pending = new Map<StepId, readonly PlayerState[]>();
  private resumed = false;
  /** Words this resolve says again and again, made once (engine/phrasebook.ts); a resumed trace starts its own. */
  readonly phrases = new Phrasebook();

  /** An empty trace, or (for `resume`) one that starts with these lists, which become its own. */
  constructor(lists?: TraceLists) {
    this.steps = lists?.steps ?? [];
    this.days = lists?.days ?? [];
    this.nights = lists?.nights ?? [];
    this.phases = lists?.phases ?? [];
    this.diagnostics = lists?.diagnostics ?? [];
    this.lives = lists?.lives ?? new LifeLog();
    this.replaced = lists?.replaced ?? [];
  }

  /**
   * Tells the trace how to read the players' state; the roster as it is now is the starting one
   * (on a resumed trace, the one recorded at the checkpoint). A bare function is `all`.
   */
  watch(source: RosterSource | (() => Roster), matches?: (known: Roster) => boolean): void {
    this.source = typeof source === 'function' ? { all: source, ...(matches ? { matches } : {}) } : source;
    if (this.resumed) return;
    this.current = [...this.source.all()];
    this.frozen = null;
  }

  /** Appends a step; its id must be unique (e.g. "n1.s3", "n1.s3.kill", "d2.v4"). */
  step(step: Step<C>): StepId {
    this.settle();
    // pending changes exist only while a night writes its steps (most steps have none)
    const state = this.pending.size > 0 ? this.pending.get(step.id) : undefined;
    if (state) this.pending.delete(step.id);
    this.steps.push(state ? { ...step, state: merge(step.state ?? [], state) } : step);
    return step.id;
  }

  /**
   * Takes the state settled onto step `id` before it is written (settle with `at`), so that its
   * writer puts it on the record it builds: step() would copy the whole record to add it.
   */
  takeState(id: StepId): readonly PlayerState[] | undefined {
    if (this.pending.size === 0) return undefined;
    const state = this.pending.get(id);
    if (state) this.pending.delete(id);
    return state;
  }

  /** Marks entry into a phase (the game-phase machine replays these), with everyone's state at its start. */
  enter(phase: PhaseMark['phase'], number: number): void {
    this.settle();
    this.phases.push({ phase, number, firstStep: this.steps.length, roster: this.roster() });
  }

  /**
   * Records what changed in the players' state since the last record. With `at`, the change is
   * that step's, a step of the current phase written now or later. Without, it is the current
   * phase's last step's — a step's effects follow its record — or, before the phase has a step,
   * part of the phase's start.
   */
  settle(at?: StepId): void {
    const changed = this.changes();
    if (changed.length === 0) return;
    const phase = this.phases[this.phases.length - 1];
    const last = this.steps.length - 1;
    const index = at === undefined ? last : this.written(at, phase);
    if (index === undefined) {
      this.pending.set(at!, merge(this.pending.get(at!) ?? [], changed));
    } else if (at !== undefined || (phase && last >= phase.firstStep)) {
      const s = this.steps[index]!;
      this.replace('steps', index, { ...s, state: merge(s.state ?? [], changed) });
    } else if (phase) {
      this.replace('phases', this.phases.length - 1, { ...phase, roster: this.snapshot() });
    }
  }

  /** Records a lifecycle event of a night action (the action machine replays these). */
  life(actionId: string, night: number, actor: string, type: ActionLifeEvent['type'], step: StepId | null): void {
    this.lives.add(actionId, night, actor, type, step);
  }

  /** A diagnostic tied to the input that caused it. */
  diagnose(code: string, severity: Diagnostic['severity'], message: Text, span: Span): void {
    this.diagnostics.push({ code, severity, message, span });
  }

  /** Everyone's state as recorded now (the win checks read this). */
  roster(): Roster {
    this.settle();
    return this.snapshot();
  }

  /** Settles the last changes; a change settled onto a step never written goes to the last step. */
  finish(): void {
    this.settle();
    const last = this.steps.length - 1;
    if (this.pending.size === 0 || last < 0) return;
    const s = this.steps[last]!;
    this.replace('steps', last, { ...s, state: merge(s.state ?? [], [...this.pending.values()].flat()) });
    this.pending.clear();
  }

  /** The lifecycles recorded so far, in first-seen order. */
  actions(): ActionLife[] {
    return this.lives.lifecycles();
  }

  /** Where the trace stands now, for a checkpoint (settled first, so the roster is the state now). */
  mark(): TraceMark {
    const roster = this.roster();
    return {
      steps: this.steps.length,
      days: this.days.length,
      nights: this.nights.length,
      phases: this.phases.length,
      diagnostics: this.diagnostics.length,
      lives: this.lives.length,
      replaced: this.replaced.length,
      roster,
      pending: [...this.pending],
    };
  }

  /** A new trace holding what `done` had recorded at `mark`; `done` itself is left as it is. */
  static resume(done: Trace, mark: TraceMark): Trace {
    // each list sliced once (pushing a spread of 30,000 steps copied them twice, on the stack)
    const t = new Trace({
      steps: done.steps.slice(0, mark.steps),
      days: done.days.slice(0, mark.days),
      nights: done.nights.slice(0, mark.nights),
      phases: done.phases.slice(0, mark.phases),
      diagnostics: done.diagnostics.slice(0, mark.diagnostics),
      lives: done.lives.slice(mark.lives),
      replaced: done.replaced.slice(0, mark.replaced),
    });
    // undo what was rewritten after the mark, newest first, so each record is as it was then
    for (let i = done.replaced.length - 1; i >= mark.replaced; i--) {
      const r = done.replaced[i]!;
      if (r.list === 'steps' && r.index < mark.steps) t.steps[r.index] = r.old as Step;
      if (r.list === 'phases' && r.index < mark.phases) t.phases[r.index] = r.old as PhaseRecord;
    }
    for (const [id, state] of mark.pending) t.pending.set(id, state);
    t.current = [...mark.roster];
    t.frozen = mark.roster;
    t.resumed = true;
    return t;
  }

  /**
   * Where step `id` of the current phase was written, if it was: searched from the end, among this
   * phase's steps only (a map of every step's id cost each of the 29,000 steps of a 200-player game).
   */
  private written(id: StepId, phase: PhaseRecord | undefined): number | undefined {
    const from = phase ? phase.firstStep : 0;
    for (let i = this.steps.length - 1; i >= from; i--) if (this.steps[i]!.id === id) return i;
    return undefined;
  }

  private snapshot(): Roster {
    return (this.frozen ??= this.current.slice());
  }

  /** The players whose state differs from the last record, in declaration order; they become the record. */
  private changes(): readonly PlayerState[] {
    const src = this.source;
    const suspects = src.suspects && src.player ? src.suspects() : 'all';
    if (suspects === 'all') {
      // recheck() asks each player once; matches() first would ask them all twice when one changed
      if (src.unchanged && src.player && src.count?.() === this.current.length) return this.recheck(src);
      if (src.matches?.(this.current)) return NONE;
      return this.compare(src.all());
    }
    if (suspects.length === 0) return NONE;
    const order = suspects.length > 1 ? [...suspects].sort((a, b) => a - b) : suspects;
    const out: PlayerState[] = [];
    for (const i of order) {
      const was = this.current[i];
      // a suspect is asked first, nothing built: most are unchanged (a role's memory changing makes
      // suspects of all its holders, a dozen of each role at 200 players)
      if (was && src.unchanged?.(i, was)) continue;
      const now = src.player!(i);
      if (was && sameState(was, now)) continue;
      this.current[i] = now;
      out.push(now);
    }
    if (out.length) this.frozen = null;
    return out;
  }

  /**
   * Like compare(all()), but builds only the players the source says differ from the record:
   * something every player may read changed, and usually few players' state did (at 200
   * players, rebuilding everyone each time was the part of resolving that grew fastest).
   */
  private recheck(src: RosterSource): PlayerState[] {
    const out: PlayerState[] = [];
    const before = this.current;
    for (let i = 0; i < before.length; i++) {
      if (src.unchanged!(i, before[i]!)) continue;
      const now = src.player!(i);
      if (sameState(before[i]!, now)) continue;
      before[i] = now;
      out.push(now);
    }
    if (out.length) this.frozen = null;
    return out;
  }

  private compare(now: Roster): PlayerState[] {
    const out: PlayerState[] = [];
    const before = this.current;
    for (let i = 0; i < now.length; i++) {
      const p = now[i]!;
      const was = before[i]?.name === p.name ? before[i] : before.find((x) => x.name === p.name);
      if (!was || !sameState(was, p)) out.push(p);
    }
    if (out.length === 0 && now.length === before.length) return out;
    this.current = [...now];
    this.frozen = null;
    return out;
  }

  private replace(list: 'steps' | 'phases', index: number, record: Step | PhaseRecord): void {
    const target = list === 'steps' ? this.steps : this.phases;
    this.replaced.push({ list, index, old: target[index]! });
    (target as (Step | PhaseRecord)[])[index] = record;
  }
}

/** No change (shared: most steps change nobody, and an array made per step is garbage). */
const NONE: readonly PlayerState[] = [];

/** Two change lists as one: a later state of a player replaces his earlier one. */
function merge(a: readonly PlayerState[], b: readonly PlayerState[]): PlayerState[] {
  if (a.length === 0) return [...b];
  const names = new Set(b.map((p) => p.name));
  return [...a.filter((p) => !names.has(p.name)), ...b];
}
