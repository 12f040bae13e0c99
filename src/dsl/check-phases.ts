/** Day, evening and night blocks: moves, votes, powers, orders, locks and swaps, with every name resolved in scope. */
import type { Ruleset } from '../engine/ruleset.ts';
import type {
  DayEvent,
  DayNoteEvent,
  Expectation,
  Move,
  NamedList,
  NamedRef,
  PhaseInput,
  SwapSubmission,
  VoteEvent,
} from '../engine/scenario.ts';
import type { Span } from '../engine/span.ts';
import { joinSpans } from './cursor.ts';
import { DiagnosticSink, didYouMean } from './diagnostics.ts';
import { spellingMap, spellings } from './keywords.ts';
import { NameScope } from './names.ts';
import { UsedForms } from './player-grammar.ts';
import { collapseSpaces, normalizeName } from './normalize.ts';
import type { NameNode, Statement } from './syntax.ts';
import { buildExpectation } from './check-expect.ts';
import { PlainArrow } from './plain-statement.ts';
import { NONE, PlainLines, voteNamesOne } from './check-plain.ts';
import type { BlockMark, PhaseMemo, PhaseResume } from './recheck.ts';

interface DayB {
  kind: 'day';
  number: number;
  events: DayEvent[];
  span: Span;
}
interface EveningB {
  kind: 'evening';
  number: number;
  order?: NamedList;
  lock?: NamedRef;
  swaps: SwapSubmission[];
  span: Span;
}
interface NightB {
  kind: 'night';
  number: number;
  order?: NamedList;
  moves: Move[];
  notes?: DayNoteEvent[];
  history?: boolean;
  span: Span;
}
export type PhaseB = DayB | EveningB | NightB;

export function buildPhases(
  stmts: readonly Statement[],
  ruleset: Ruleset,
  scope: NameScope,
  sink: DiagnosticSink,
  used: UsedForms,
  resume?: PhaseResume | null,
): { phases: PhaseInput[]; expectations: Expectation[]; previousOrder?: NamedList; memo: PhaseMemo } {
  const phases: PhaseB[] = resume ? [...resume.phases] : [];
  let previousOrder: NamedList | undefined = resume?.previousOrder;
  const expectations: Expectation[] = resume ? [...resume.expectations] : [];
  const marks: BlockMark[] = resume ? [...resume.marks] : [];
  const seen = new Set<string>();
  const start = sink.emitted();
  const from = resume?.stmt ?? 0;
  if (resume) {
    sink.replay(resume.diagnostics);
    used.restore(resume.forms);
    // every header before `from` left a mark: no walk over the statements before the edit
    for (const mark of resume.marks) {
      const s = stmts[mark.stmt]!;
      if (s.kind === 'block') seen.add(`${s.block} ${s.number ?? 0}`);
    }
  }
  let cur: PhaseB | null = null;
  // the last statement of the current block: the block's span runs to it (joined once, when the block ends)
  let lastSpan: Span | null = null;
  const close = (): void => {
    if (cur && lastSpan) cur.span = joinSpans(cur.span, lastSpan);
    lastSpan = null;
  };
  const ref = (n: NameNode, actor?: string | null): string => scope.resolve(n, sink, actor) ?? collapseSpaces(n.text);
  const target = (n: NameNode, actor?: string | null): string => {
    const name = scope.resolve(n, sink, actor);
    used.noteTarget(n.text, name);
    return name ?? collapseSpaces(n.text);
  };
  const plainLines = new PlainLines(scope, sink, used);
  const named = (n: NameNode, actor?: string | null): NamedRef => ({ name: ref(n, actor), span: n.span });
  const list = (names: readonly NameNode[], span: Span): NamedList => ({ names: names.map((n) => named(n)), span });

  for (let i = from; i < stmts.length; i++) {
    const s = stmts[i]!;
    // most lines of a long game: asked first, so that the other kinds' checks are not read for them
    if (s instanceof PlainArrow) {
      if (!cur) continue;
      lastSpan = s.span;
      if (cur.kind === 'day') cur.events.push(plainLines.vote(s));
      else if (cur.kind === 'night') cur.moves.push(plainLines.move(s));
      continue;
    }
    if (s.kind === 'block') {
      close();
      marks.push({ stmt: i, phases: phases.length, expectations: expectations.length, emitted: sink.emitted() - start, forms: used.size });
      const number = s.number ?? 0;
      const key = `${s.block} ${number}`;
      if (s.number !== null && seen.has(key)) {
        sink.warn(
          'BLOCK_DUPLICATE',
          `Блок «${s.keyword.text} ${number}» встречается дважды`,
          `Block "${s.keyword.text} ${number}" appears twice`,
          s.span,
        );
      }
      seen.add(key);
      cur =
        s.block === 'day'
          ? { kind: 'day', number, events: [], span: s.span }
          : s.block === 'evening'
            ? { kind: 'evening', number, swaps: [], span: s.span }
            : { kind: 'night', number, moves: [], span: s.span };
      phases.push(cur);
      continue;
    }
    if (cur && s.kind !== 'invalid') lastSpan = s.span;
    if (s.kind === 'expect') {
      const e = buildExpectation(s, cur, ruleset, ref, sink);
      if (e) expectations.push(e);
      continue;
    }
    if (!cur) {
      if (s.kind === 'order') previousOrder = topOrder(s, previousOrder, ruleset, list, sink);
      continue;
    }
    switch (s.kind) {
      case 'arrow': {
        if (cur.kind === 'day') {
          if (!s.actor) break;
          const voter = ref(s.actor);
          const t0 = s.targets[0];
          if (s.targets.length > 1) voteNamesOne(sink, s.targets[1]!.span);
          const whom = !t0 || NONE.has(normalizeName(t0.text)) ? null : target(t0, voter);
          cur.events.push(voteEvent(voter, whom, s));
        } else if (cur.kind === 'night') {
          const actor = s.actor ? ref(s.actor) : 'mafia';
          const verb = s.verb ? canonicalVerb(s.verb, ruleset.verbs.night, sink) : undefined;
          if (s.time) sink.warn('TIME_IGNORED', 'Время ночью не учитывается', 'A time is ignored at night', s.time.span);
          const self = s.actor ? actor : null;
          // one target: a literal (no closure per move); the lists stay in the scenario, so none is built by push
          const t0 = s.targets[0];
          const targets = s.targets.length === 1 ? [target(t0!, self)] : s.targets.map((t) => target(t, self));
          cur.moves.push(nightMove(actor, verb, targets, s));
        }
        break;
      }
      case 'power':
        if (cur.kind === 'day') {
          const actor = ref(s.actor);
          const verb = canonicalVerb(s.verb, ruleset.verbs.day, sink) ?? s.verb.text;
          cur.events.push({ kind: 'power', actor, verb, targets: s.targets.map((t) => target(t, actor)), span: s.span });
        }
        break;
      case 'note':
        if (s.player && cur.kind !== 'evening') {
          const note: DayNoteEvent = { kind: 'note', note: s.keyword.id, player: ref(s.player), span: s.span };
          if (cur.kind === 'day') cur.events.push(note);
          else cur.notes = [...(cur.notes ?? []), note];
        }
        break;
      case 'order':
        if (cur.kind === 'evening' || cur.kind === 'night') {
          if (cur.order)
            sink.error('ORDER_DUPLICATE', 'Порядок уже задан в этом блоке', 'The order is already given in this block', s.span);
          else cur.order = list(s.names, s.span);
        }
        break;
      case 'lock':
        if (cur.kind === 'evening' && s.player) {
          if (cur.lock)
            sink.error('LOCK_DUPLICATE', 'Планше закрепляет одного персонажа за вечер', 'Planchet locks one character per evening', s.span);
          else cur.lock = named(s.player);
        }
        break;
      case 'swaps':
        if (cur.kind === 'evening') {
          cur.swaps.push({ pairs: s.pairs.map((p) => ({ a: ref(p.a), b: ref(p.b), span: p.span })), span: s.span });
        }
        break;
      default:
        break;
    }
  }
  close();
  // A night written with only an order line is history, not a night to play (README, "A night that only gives history").
  for (const p of phases) if (p.kind === 'night' && p.order && p.moves.length === 0 && !p.notes?.length) p.history = true;
  const order = previousOrder ? { previousOrder } : {};
  return { phases, expectations, ...order, memo: { phases, expectations, ...order, marks, forms: used.entries() } };
}

type Arrow = Extract<Statement, { kind: 'arrow' }>;

// The two builders below write their common shapes as whole literals, fields in the order the
// scenario's JSON lists them: a spread of `{}`-or-field cloned every vote and move, and fields added
// one by one went to a second, out-of-object store (there are ~60k of each at 200 × 100).

/** A day's `A -> B` as a vote; `whom` null: no target. */
function voteEvent(voter: string, whom: string | null, s: Arrow): DayEvent {
  const span = s.span;
  const blitz = s.prefix?.id === 'blitz';
  if (!s.time) return blitz ? { kind: 'vote', voter, target: whom, blitz, span } : { kind: 'vote', voter, target: whom, span };
  const time = s.time.value;
  return blitz ? { kind: 'vote', voter, target: whom, time, blitz, span } : { kind: 'vote', voter, target: whom, time, span };
}

/** A night's `A -> B, C` as a move. */
function nightMove(actor: string, verb: string | undefined, targets: readonly string[], s: Arrow): Move {
  const span = s.span;
  const killer = s.prefix?.id === 'killer';
  if (verb === undefined || verb === '') return killer ? { actor, killer, targets, span } : { actor, targets, span };
  return killer ? { actor, verb, killer, targets, span } : { actor, verb, targets, span };
}

/** A top-level `order`: the official order of the night before the first block (a mid-game start). */
function topOrder(
  s: Extract<Statement, { kind: 'order' }>,
  had: NamedList | undefined,
  ruleset: Ruleset,
  list: (names: readonly NameNode[], span: Span) => NamedList,
  sink: DiagnosticSink,
): NamedList | undefined {
  if (had) {
    sink.error('ORDER_DUPLICATE', 'Прежний порядок уже задан', 'The previous order is already given', s.span);
    return had;
  }
  if (!ruleset.previousOrder) {
    sink.warn(
      'ORDER_UNUSED',
      `В правилах «${ruleset.name.ru}» нет очерёдности ходов: порядок до первого блока не учитывается`,
      `${ruleset.name.en} has no move order: an order before the first block is ignored`,
      s.span,
    );
    return undefined;
  }
  return list(s.names, s.span);
}

function canonicalVerb(node: NameNode, table: Readonly<Record<string, readonly string[]>>, sink: DiagnosticSink): string | undefined {
  const id = spellingMap(table).get(normalizeName(node.text));
  if (id) return id;
  const dym = didYouMean(node.text, spellings(table), sink);
  sink.error(
    'VERB_UNKNOWN',
    `Неизвестное действие «${node.text}»: ${spellings(table).join(', ')}.${dym.ru}`,
    `Unknown verb "${node.text}": ${spellings(table).join(', ')}.${dym.en}`,
    node.span,
    dym.near,
  );
  return undefined;
}
