/**
 * Start facts on player lines (`player Кэтти, самоохрана-использована`, `player Отец, наследует
 * Атоса`): read against the ruleset's own table (engine/start-fact.ts), checked for the role
 * that may carry them, and their player arguments resolved once every player is declared.
 */
import type { Ruleset } from '../engine/ruleset.ts';
import type { PlayerDecl, PlayerFact } from '../engine/scenario.ts';
import type { Span } from '../engine/span.ts';
import type { StartFactSpec } from '../engine/start-fact.ts';
import { RULESETS } from '../rulesets/index.ts';
import { DiagnosticSink, didYouMean } from './diagnostics.ts';
import type { NameScope } from './names.ts';
import { normalizeName } from './normalize.ts';
import type { NameNode } from './syntax.ts';

/** A fact as read from its item, before its argument (if any) is resolved. */
export interface FactDraft {
  readonly spec: StartFactSpec;
  readonly span: Span;
  readonly arg: NameNode | null;
}

/** Every spelling of a ruleset's facts. */
export function factWords(ruleset: Ruleset): string[] {
  return (ruleset.startFacts ?? []).flatMap((f) => [...f.words]);
}

const INDEX = new WeakMap<Ruleset, Map<string, StartFactSpec>>();

/** The fact a spelling names in this ruleset. */
export function findFact(ruleset: Ruleset, word: string): StartFactSpec | undefined {
  let index = INDEX.get(ruleset);
  if (!index) {
    index = new Map((ruleset.startFacts ?? []).flatMap((f) => f.words.map((w) => [normalizeName(w), f] as const)));
    INDEX.set(ruleset, index);
  }
  return index.get(normalizeName(word));
}

/** Splits «наследует Атоса» into the fact word and its argument, with exact spans from the source. */
function splitArgument(item: NameNode, text: string): { word: string; arg: NameNode } | null {
  const raw = text.slice(item.span.offset, item.span.offset + item.span.length);
  const m = /^(\S+)(\s+)(\S.*)$/s.exec(raw);
  if (!m || raw !== raw.trimEnd()) return null;
  const skip = m[1]!.length + m[2]!.length;
  const span: Span = { line: item.span.line, col: item.span.col + skip, offset: item.span.offset + skip, length: item.span.length - skip };
  return { word: m[1]!, arg: { text: m[3]!.replace(/\s+/g, ' '), span } };
}

function wordSpan(item: NameNode, word: string): Span {
  return { ...item.span, length: word.length };
}

/**
 * Reads one player item as a start fact of `ruleset` for a player of `role`; reports an item
 * that is no fact (did you mean), a fact of the other ruleset, a fact on the wrong role, or a
 * missing argument. `others` are the team and condition words, for the suggestion.
 */
export function readFact(
  item: NameNode,
  text: string,
  ruleset: Ruleset,
  role: string,
  others: readonly string[],
  holders: readonly Holder[],
  sink: DiagnosticSink,
): FactDraft | null {
  let spec = findFact(ruleset, item.text);
  let arg: NameNode | null = null;
  let word = item.text;
  if (!spec) {
    const split = splitArgument(item, text);
    const withArg = split ? findFact(ruleset, split.word) : undefined;
    if (split && withArg?.argument) {
      spec = withArg;
      arg = split.arg;
      word = split.word;
    }
  }
  if (!spec) {
    unknownItem(item, ruleset, others, sink);
    return null;
  }
  const span = arg ? wordSpan(item, word) : item.span;
  if (spec.roles.length > 0 && role && !spec.roles.includes(role)) {
    misplaced(spec, item, ruleset, holders, sink);
    return null;
  }
  if (spec.argument && !arg) {
    sink.error(
      'VALUE_MISSING',
      `После «${item.text}» нужно имя игрока: «${item.text} Атоса»`,
      `"${item.text}" needs a player after it: "${item.text} Athos"`,
      item.span,
    );
    return null;
  }
  return { spec, span, arg };
}

function unknownItem(item: NameNode, ruleset: Ruleset, others: readonly string[], sink: DiagnosticSink): void {
  const elsewhere = Object.values(RULESETS).find((r) => r !== ruleset && findFact(r, item.text));
  if (elsewhere) {
    const dym = didYouMean(item.text, factWords(ruleset), sink);
    sink.error(
      'FACT_WRONG_RULESET',
      `«${item.text}» — факт правил «${elsewhere.name.ru}»; в правилах «${ruleset.name.ru}» его нет.${dym.ru}`,
      `"${item.text}" is a fact of ${elsewhere.name.en}; ${ruleset.name.en} has no such fact.${dym.en}`,
      item.span,
      dym.near,
    );
    return;
  }
  const dym = didYouMean(item.text, [...others, ...factWords(ruleset)], sink);
  const sample = (ruleset.startFacts ?? [])
    .slice(0, 3)
    .map((f) => f.words[1] ?? f.words[0])
    .join(', ');
  sink.error(
    'PLAYER_ITEM_UNKNOWN',
    `«${item.text}» — не команда (честный, маф…), не состояние (мертв, посажен) и не факт партии (${sample}…).${dym.ru}`,
    `"${item.text}" is neither a team (honest, mafia…), a condition (dead, jailed) nor a game fact (${sample}…).${dym.en}`,
    item.span,
    dym.near,
  );
}

/** A declared player and his role id, for naming who may carry a fact. */
export interface Holder {
  readonly name: string;
  readonly role: string;
}

/** A fact on a player whose role cannot carry it: names the roles, and the declared player holding one. */
function misplaced(spec: StartFactSpec, item: NameNode, ruleset: Ruleset, holders: readonly Holder[], sink: DiagnosticSink): void {
  const roles = spec.roles.map((id) => ruleset.roles.find((r) => r.id === id)).filter((r) => r !== undefined);
  const ru = roles.map((r) => r.name.ru).join(' или ');
  const en = roles.map((r) => r.name.en).join(' or ');
  const holder = holders.find((h) => spec.roles.includes(h.role));
  sink.error(
    'FACT_MISPLACED',
    holder
      ? `«${item.text}» — факт роли ${ru} (${spec.clause}). Может быть, в строке игрока «${holder.name}»?`
      : `«${item.text}» — факт роли ${ru} (${spec.clause}): напишите его в строке этого игрока.`,
    holder
      ? `"${item.text}" is a fact of the ${en} (${spec.clause}). Did you mean it for "${holder.name}"?`
      : `"${item.text}" is a fact of the ${en} (${spec.clause}): write it on that player's line.`,
    item.span,
    holder?.name ?? roles[0]?.name.ru,
  );
}

/**
 * Resolves fact arguments against the declared players and checks what spans two lines: a
 * pair fact (Felton's) is written on exactly two players; the Father inherits from a player out of the
 * game whose abilities pass on (A-155: never the Abbess's). Returns the players with their facts.
 */
export function finishFacts(
  players: readonly PlayerDecl[],
  drafts: ReadonlyMap<PlayerDecl, readonly FactDraft[]>,
  scope: NameScope,
  specs: readonly StartFactSpec[],
  sink: DiagnosticSink,
): PlayerDecl[] {
  const out = players.map((p) => {
    const list = drafts.get(p) ?? [];
    if (list.length === 0) return p;
    const facts: PlayerFact[] = list.map((d) => {
      const player = d.arg ? scope.resolve(d.arg, sink) : null;
      if (player && d.spec.refuseArgument) refuseArgument(d.spec, players, player, d.arg!, sink);
      return { id: d.spec.id, span: d.span, ...(player ? { player } : {}) };
    });
    return { ...p, facts };
  });
  checkPair(out, specs, sink);
  return out;
}

/** The ruleset's own check of a fact's named player (the Father inherits only from one who is out). */
function refuseArgument(spec: StartFactSpec, players: readonly PlayerDecl[], name: string, node: NameNode, sink: DiagnosticSink): void {
  const from = players.find((p) => p.name === name);
  const why = from ? spec.refuseArgument?.(from) : null;
  if (why) sink.error('FACT_ARGUMENT', why.ru, why.en, node.span);
}

function checkPair(players: readonly PlayerDecl[], specs: readonly StartFactSpec[], sink: DiagnosticSink): void {
  for (const spec of specs.filter((f) => f.pair)) {
    const marks = players.flatMap((p) => (p.facts ?? []).filter((f) => f.id === spec.id));
    if (marks.length === 0 || marks.length === 2) continue;
    const at = marks.length === 1 ? marks[0]! : marks[2]!;
    const word = spec.words[1] ?? spec.id;
    sink.error(
      'FACT_PAIR',
      marks.length === 1
        ? `«${word}» — факт пары: пишется у обоих игроков пары (${spec.clause})`
        : `«${word}» — факт одной пары за ночь: ровно у двух игроков (${spec.clause})`,
      marks.length === 1
        ? `"${spec.id}" belongs to a pair: write it on both players of the pair (${spec.clause})`
        : `"${spec.id}" is one pair a night: it goes on exactly two players (${spec.clause})`,
      at.span,
    );
  }
}
