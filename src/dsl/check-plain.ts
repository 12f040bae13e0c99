/**
 * Votes and moves of plain arrow lines (plain-statement.ts), most lines of a long game: names
 * looked up by their text, a diagnostic's node read only when a name fails, and what a target
 * written so gave kept for the next line that writes it.
 */
import type { DayEvent, Move } from '../engine/scenario.ts';
import type { Span } from '../engine/span.ts';
import type { DiagnosticSink } from './diagnostics.ts';
import { NONE_WORDS } from './keywords.ts';
import type { NameScope } from './names.ts';
import { collapseSpaces, normalizeName } from './normalize.ts';
import type { UsedForms } from './player-grammar.ts';
import type { PlainArrow } from './plain-statement.ts';

/** The words for "no target" in a vote, normalised. */
export const NONE = new Set<string>(NONE_WORDS.map(normalizeName));

/** A vote that names a second player (its span): every form of vote line reports it alike. */
export function voteNamesOne(sink: DiagnosticSink, second: Span): void {
  sink.error('VOTE_TARGETS', 'Голос отдаётся за одного игрока', 'A vote names one player', second);
}

export class PlainLines {
  /** A move's single target: one list per player, shared by every move naming only him (frozen: the scenario is read-only). */
  private readonly single = new Map<string, readonly string[]>();
  // A target as written → what it gave the first time (resolved, its accusative noted), for the texts
  // that read alike for every actor (not `self`; not a failed name, which reports each time).
  private readonly voteFor = new Map<string, string | null>();
  private readonly moveTo = new Map<string, readonly string[]>();

  constructor(
    private readonly scope: NameScope,
    private readonly sink: DiagnosticSink,
    private readonly used: UsedForms,
  ) {}

  /** A day's plain line as a vote. */
  vote(s: PlainArrow): DayEvent {
    const voter = this.ref(s, -1, undefined);
    if (s.targetCount > 1) voteNamesOne(this.sink, s.targets[1]!.span);
    const written = s.targetName(0);
    let whom = this.voteFor.get(written);
    if (whom === undefined) {
      whom = NONE.has(normalizeName(written)) ? null : this.ref(s, 0, voter);
      if (whom === null || this.scope.known(written) === whom) this.voteFor.set(written, whom);
    }
    // no prefix, verb or time: the literal (fields in the scenario's order)
    return { kind: 'vote', voter, target: whom, span: s.span };
  }

  /** A night's plain line as a move. */
  move(s: PlainArrow): Move {
    const actor = this.ref(s, -1, undefined);
    const n = s.targetCount;
    let targets = n === 1 ? this.moveTo.get(s.targetName(0)) : undefined;
    if (targets === undefined) {
      targets = n === 1 ? this.only(this.ref(s, 0, actor)) : this.all(s, n, actor);
      if (n === 1 && this.scope.known(s.targetName(0)) === targets[0]) this.moveTo.set(s.targetName(0), targets);
    }
    return { actor, targets, span: s.span };
  }

  /** Every target of a line naming `n` of them (a loop: Array.from with a closure per move cost more than the names). */
  private all(s: PlainArrow, n: number, actor: string): string[] {
    const targets: string[] = [];
    for (let k = 0; k < n; k++) targets.push(this.ref(s, k, actor));
    return targets;
  }

  private only(name: string): readonly string[] {
    let list = this.single.get(name);
    if (!list) this.single.set(name, (list = Object.freeze([name])));
    return list;
  }

  /** A name of the line (k: the target's index, -1 the actor), resolved; its node (a diagnostic's span) is made only on failure. */
  private ref(s: PlainArrow, k: number, actor: string | undefined): string {
    const text = k < 0 ? s.actorName : s.targetName(k);
    const found = this.scope.lookup(text, actor);
    const name = found.kind === 'ok' ? found.name : this.scope.resolve(k < 0 ? s.actor : s.targets[k]!, this.sink, actor);
    if (k >= 0) this.used.noteTarget(text, name);
    return name ?? collapseSpaces(text);
  }
}
