/**
 * The checker: ScenarioDoc → Scenario. Picks the ruleset, resolves roles, teams, conditions and
 * every player reference, builds phases and expectations, and reports what does not fit.
 */
import { resolveOptions } from '../engine/option.ts';
import type { Ruleset } from '../engine/ruleset.ts';
import type {
  DayEvent,
  DayNoteEvent,
  Expectation,
  Move,
  NamedList,
  NamedRef,
  OptionSetting,
  PhaseInput,
  PlayerDecl,
  Scenario,
  StartCondition,
  SwapSubmission,
  Team,
} from '../engine/scenario.ts';
import type { Span } from '../engine/span.ts';
import type { Gender, Oblique } from '../engine/grammar/cases.ts';
import { joinSpans } from './cursor.ts';
import { DiagnosticSink, didYouMean } from './diagnostics.ts';
import { finishFacts, readFact, type FactDraft } from './facts.ts';
import { expectFitsPlace } from './expect-phase.ts';
import { CONDITIONS, DAY_VERBS, EXTRA_TEAM_WORDS, NIGHT_VERBS, NONE_WORDS, spellingMap, spellings } from './keywords.ts';
import { NameScope, RoleIndex, type ScopePlayer } from './names.ts';
import { genderWord, isIndeclinableWord, readForms, UsedForms } from './player-grammar.ts';
import { collapseSpaces, normalizeName } from './normalize.ts';
import { DEFAULT_RULESET, findRuleset, rulesetWords } from './ruleset-ref.ts';
import { RULESETS } from '../rulesets/index.ts';
import type { NameNode, ScenarioDoc, Statement } from './syntax.ts';

const START: Span = { line: 1, col: 1, offset: 0, length: 0 };

/** Builds the Scenario from a doc. Never throws; every problem goes to the sink. */
export function checkDoc(doc: ScenarioDoc, sink: DiagnosticSink): Scenario {
  const stmts = doc.statements;
  const ruleset = pickRuleset(stmts, sink);
  const seed = pickSeed(stmts, sink);
  const options = pickOptions(stmts, ruleset, sink);
  const roles = new RoleIndex(ruleset);
  const drafts = new Map<PlayerDecl, FactDraft[]>();
  const declared = pickPlayers(stmts, doc.text, ruleset, roles, drafts, sink);
  if (declared.length === 0) nothingToRule(sink);
  const scope = new NameScope(roles, declared.map((p): ScopePlayer => ({ name: p.name, role: p.role })));
  const players = finishFacts(declared, drafts, scope, sink);
  const used = new UsedForms(roles);
  const { phases, expectations, previousOrder } = buildPhases(stmts, ruleset, scope, sink, used);
  return { ruleset: ruleset.id, seed, options, players: used.apply(players), phases, expectations, ...(previousOrder ? { previousOrder } : {}) };
}

function pickRuleset(stmts: readonly Statement[], sink: DiagnosticSink): Ruleset {
  const lines = stmts.filter((s) => s.kind === 'ruleset');
  const first = lines[0];
  for (const dup of lines.slice(1)) {
    sink.warn('RULESET_DUPLICATE', 'Правила указаны дважды; действует первая строка', 'Ruleset given twice; the first line counts', dup.span);
  }
  // An empty text has nothing to rule on (PLAYERS_MISSING says so); a ruleset warning would only add noise.
  if (!first && stmts.length === 0) return RULESETS[DEFAULT_RULESET];
  if (!first) {
    sink.warn(
      'RULESET_MISSING',
      'Не указаны правила (ruleset); используются «Три мушкетера»',
      'No ruleset line; using three-musketeers',
      START,
    );
    return RULESETS[DEFAULT_RULESET];
  }
  if (!first.value) return RULESETS[DEFAULT_RULESET];
  const found = findRuleset(first.value.text);
  if (found) return found;
  const dym = didYouMean(first.value.text, rulesetWords());
  sink.error(
    'RULESET_UNKNOWN',
    `Неизвестные правила «${first.value.text}»: three-musketeers или mafia-lk.${dym.ru}`,
    `Unknown ruleset "${first.value.text}": three-musketeers or mafia-lk.${dym.en}`,
    first.value.span,
    dym.near,
  );
  return RULESETS[DEFAULT_RULESET];
}

/**
 * No player declared (an empty file included): there is nothing to rule on. An info here, so the
 * playground does not alarm someone who has just started typing; the CLI makes it an error.
 */
function nothingToRule(sink: DiagnosticSink): void {
  sink.add(
    'PLAYERS_MISSING',
    'info',
    'Нечего разбирать: в сценарии нет ни одного игрока. Начните со строк «ruleset …» и «player …».',
    'Nothing to rule on: the scenario declares no players. Start with a "ruleset …" line and "player …" lines.',
    START,
  );
}

function pickSeed(stmts: readonly Statement[], sink: DiagnosticSink): number {
  const lines = stmts.filter((s) => s.kind === 'seed');
  for (const dup of lines.slice(1)) {
    sink.warn('SEED_DUPLICATE', 'Зерно указано дважды; действует первое', 'Seed given twice; the first counts', dup.span);
  }
  const v = lines[0]?.value;
  if (!v) return 1;
  if (!/^-?\d{1,15}$/.test(v.text)) {
    sink.error('SEED_INVALID', `Зерно должно быть целым числом, а не «${v.text}»`, `Seed must be an integer, not "${v.text}"`, v.span);
    return 1;
  }
  return Number(v.text);
}

function pickOptions(stmts: readonly Statement[], ruleset: Ruleset, sink: DiagnosticSink): OptionSetting[] {
  const out: OptionSetting[] = [];
  for (const s of stmts) {
    if (s.kind !== 'option' || !s.key || !s.value) continue;
    if (out.some((o) => o.key === s.key!.text)) {
      sink.warn('OPTION_DUPLICATE', `Опция «${s.key.text}» указана дважды; действует последняя`, `Option "${s.key.text}" set twice; the last one counts`, s.span);
    }
    out.push({ key: s.key.text, value: s.value.text, span: s.span });
  }
  for (const d of resolveOptions(ruleset.options, out).diagnostics) {
    sink.add(d.code, d.severity, d.message.ru, d.message.en, d.span, d.suggestion);
  }
  return out;
}

function teamMap(ruleset: Ruleset): Map<string, string> {
  const m = new Map<string, string>();
  for (const [team, words] of Object.entries(ruleset.teams)) {
    for (const w of [team, ...words, ...(EXTRA_TEAM_WORDS[team] ?? [])]) m.set(normalizeName(w), team);
  }
  return m;
}

function pickPlayers(
  stmts: readonly Statement[], text: string, ruleset: Ruleset, roles: RoleIndex, drafts: Map<PlayerDecl, FactDraft[]>, sink: DiagnosticSink,
): PlayerDecl[] {
  const teams = teamMap(ruleset);
  const conds = spellingMap(CONDITIONS);
  const out: PlayerDecl[] = [];
  const seen = new Set<string>();
  const holders = stmts.flatMap((s) => (s.kind === 'player' && s.name ? [{ name: collapseSpaces(s.name.text), role: roles.find((s.role ?? s.name).text)?.id ?? '' }] : []));
  for (const s of stmts) {
    if (s.kind !== 'player' || !s.name) continue;
    const name = collapseSpaces(s.name.text);
    const key = normalizeName(name);
    if (seen.has(key)) {
      sink.error('PLAYER_DUPLICATE', `Игрок «${name}» объявлен дважды`, `Player "${name}" is declared twice`, s.name.span);
      continue;
    }
    seen.add(key);
    const roleNode = s.role ?? s.name;
    const role = roles.find(roleNode.text);
    if (!role) {
      const dym = didYouMean(roleNode.text, roles.names());
      if (s.role) {
        sink.error('ROLE_UNKNOWN', `Нет такой роли: «${roleNode.text}».${dym.ru}`, `No such role: "${roleNode.text}".${dym.en}`, roleNode.span, dym.near);
      } else {
        sink.error(
          'ROLE_MISSING',
          `У игрока «${name}» нет роли: напишите «${name}: РОЛЬ» или назовите игрока именем роли.${dym.ru}`,
          `Player "${name}" has no role: write "${name}: ROLE" or name the player after a role.${dym.en}`,
          s.name.span,
          dym.near,
        );
      }
    }
    let team: Team = 'honest';
    let start: StartCondition = 'alive';
    const facts: FactDraft[] = [];
    // A player named after a role («player Миледи») takes the role's gender unless the line says otherwise.
    const grammar: { gender?: Gender; indeclinable?: boolean; forms?: Partial<Record<Oblique, string>> } =
      !s.role && role?.gender ? { gender: role.gender } : {};
    // …and the role's own case forms when the name is the role's Russian name («Палач из Лилля»).
    if (!s.role && role?.forms && normalizeName(name) === normalizeName(role.name.ru)) grammar.forms = { ...role.forms };
    for (const f of s.forms ?? []) grammar.forms = { ...grammar.forms, ...readForms(f, sink) };
    for (const item of s.items) {
      const k = normalizeName(item.text);
      const gender = genderWord(item.text);
      if (gender) {
        grammar.gender = gender;
        continue;
      }
      if (isIndeclinableWord(item.text)) {
        grammar.indeclinable = true;
        continue;
      }
      const tm = teams.get(k);
      const cond = conds.get(k);
      if (tm) team = tm as Team;
      else if (cond === 'dead' || cond === 'jailed') start = cond;
      else {
        const fact = readFact(item, text, ruleset, role?.id ?? '', [...teams.keys(), ...spellings(CONDITIONS)], holders, sink);
        if (fact) facts.push(fact);
      }
    }
    const flags = facts.map((f) => f.spec.id);
    const rank = writtenRank(roleNode.text);
    const hasGrammar = Object.keys(grammar).length > 0;
    const decl: PlayerDecl = {
      name, role: role?.id ?? '', team, start, flags, ...(role && rank !== null ? { rank } : {}), ...(hasGrammar ? { grammar } : {}), span: s.span,
    };
    if (facts.length) drafts.set(decl, facts);
    out.push(decl);
  }
  return out;
}

/** The number in parentheses after a role name, «Мафия (2)» or «Мафия(2)» → 2; null when none. */
function writtenRank(role: string): number | null {
  const m = /\(\s*(\d{1,3})\s*\)\s*$/.exec(role);
  return m ? Number(m[1]) : null;
}

interface DayB { kind: 'day'; number: number; events: DayEvent[]; span: Span }
interface EveningB { kind: 'evening'; number: number; order?: NamedList; lock?: NamedRef; swaps: SwapSubmission[]; span: Span }
interface NightB { kind: 'night'; number: number; order?: NamedList; moves: Move[]; notes?: DayNoteEvent[]; history?: boolean; span: Span }
type PhaseB = DayB | EveningB | NightB;

const NONE = new Set<string>(NONE_WORDS.map(normalizeName));

function buildPhases(
  stmts: readonly Statement[],
  ruleset: Ruleset,
  scope: NameScope,
  sink: DiagnosticSink,
  used: UsedForms,
): { phases: PhaseInput[]; expectations: Expectation[]; previousOrder?: NamedList } {
  const phases: PhaseB[] = [];
  let previousOrder: NamedList | undefined;
  const expectations: Expectation[] = [];
  const seen = new Set<string>();
  let cur: PhaseB | null = null;
  const ref = (n: NameNode, actor?: string | null): string => scope.resolve(n, sink, actor) ?? collapseSpaces(n.text);
  const target = (n: NameNode, actor?: string | null): string => {
    const name = scope.resolve(n, sink, actor);
    used.noteTarget(n, name);
    return name ?? collapseSpaces(n.text);
  };
  const named = (n: NameNode, actor?: string | null): NamedRef => ({ name: ref(n, actor), span: n.span });
  const list = (names: readonly NameNode[], span: Span): NamedList => ({ names: names.map((n) => named(n)), span });

  for (const s of stmts) {
    if (s.kind === 'block') {
      const number = s.number ?? 0;
      const key = `${s.block} ${number}`;
      if (s.number !== null && seen.has(key)) {
        sink.warn('BLOCK_DUPLICATE', `Блок «${s.keyword.text} ${number}» встречается дважды`, `Block "${s.keyword.text} ${number}" appears twice`, s.span);
      }
      seen.add(key);
      cur = s.block === 'day'
        ? { kind: 'day', number, events: [], span: s.span }
        : s.block === 'evening'
          ? { kind: 'evening', number, swaps: [], span: s.span }
          : { kind: 'night', number, moves: [], span: s.span };
      phases.push(cur);
      continue;
    }
    if (cur && s.kind !== 'invalid') cur.span = joinSpans(cur.span, s.span);
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
          if (s.targets.length > 1) {
            sink.error('VOTE_TARGETS', 'Голос отдаётся за одного игрока', 'A vote names one player', s.targets[1]!.span);
          }
          const whom = !t0 || NONE.has(normalizeName(t0.text)) ? null : target(t0, voter);
          cur.events.push({
            kind: 'vote', voter, target: whom,
            ...(s.time ? { time: s.time.value } : {}),
            ...(s.prefix?.id === 'blitz' ? { blitz: true } : {}),
            span: s.span,
          });
        } else if (cur.kind === 'night') {
          const actor = s.actor ? ref(s.actor) : 'mafia';
          const verb = s.verb ? canonicalVerb(s.verb, NIGHT_VERBS, sink) : undefined;
          if (s.time) sink.warn('TIME_IGNORED', 'Время ночью не учитывается', 'A time is ignored at night', s.time.span);
          cur.moves.push({
            actor,
            ...(verb ? { verb } : {}),
            ...(s.prefix?.id === 'killer' ? { killer: true } : {}),
            targets: s.targets.map((t) => target(t, s.actor ? actor : null)),
            span: s.span,
          });
        }
        break;
      }
      case 'power':
        if (cur.kind === 'day') {
          const actor = ref(s.actor);
          const verb = canonicalVerb(s.verb, DAY_VERBS, sink) ?? s.verb.text;
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
          if (cur.order) sink.error('ORDER_DUPLICATE', 'Порядок уже задан в этом блоке', 'The order is already given in this block', s.span);
          else cur.order = list(s.names, s.span);
        }
        break;
      case 'lock':
        if (cur.kind === 'evening' && s.player) {
          if (cur.lock) sink.error('LOCK_DUPLICATE', 'Планше закрепляет одного персонажа за вечер', 'Planchet locks one character per evening', s.span);
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
  // A night written with only an order line is history, not a night to play (README, "A night that only gives history").
  for (const p of phases) if (p.kind === 'night' && p.order && p.moves.length === 0 && !p.notes?.length) p.history = true;
  return { phases, expectations, ...(previousOrder ? { previousOrder } : {}) };
}

/** A top-level `order`: the official order of the night before the first block (a mid-game start). */
function topOrder(
  s: Extract<Statement, { kind: 'order' }>, had: NamedList | undefined, ruleset: Ruleset,
  list: (names: readonly NameNode[], span: Span) => NamedList, sink: DiagnosticSink,
): NamedList | undefined {
  if (had) {
    sink.error('ORDER_DUPLICATE', 'Прежний порядок уже задан', 'The previous order is already given', s.span);
    return had;
  }
  if (!ruleset.previousOrder) {
    sink.warn('ORDER_UNUSED', `В правилах «${ruleset.name.ru}» нет очерёдности ходов: порядок до первого блока не учитывается`, `${ruleset.name.en} has no move order: an order before the first block is ignored`, s.span);
    return undefined;
  }
  return list(s.names, s.span);
}

function canonicalVerb(
  node: NameNode,
  table: Readonly<Record<string, readonly string[]>>,
  sink: DiagnosticSink,
): string | undefined {
  const id = spellingMap(table).get(normalizeName(node.text));
  if (id) return id;
  const dym = didYouMean(node.text, spellings(table));
  sink.error(
    'VERB_UNKNOWN',
    `Неизвестное действие «${node.text}»: ${spellings(table).join(', ')}.${dym.ru}`,
    `Unknown verb "${node.text}": ${spellings(table).join(', ')}.${dym.en}`,
    node.span,
    dym.near,
  );
  return undefined;
}

/** Words for `expect winner none`: no side has won yet at that point. */
const NO_WINNER = new Set(['none', 'никто', 'нет', 'никого'].map(normalizeName));

function buildExpectation(
  s: Extract<Statement, { kind: 'expect' }>,
  cur: PhaseB | null,
  ruleset: Ruleset,
  ref: (n: NameNode) => string,
  sink: DiagnosticSink,
): Expectation | null {
  if (!s.what) return null;
  const kind = s.what.id as Expectation['kind'];
  if (!expectFitsPlace(kind, cur?.kind ?? 'top', s.what.text, s.span, sink)) return null;
  const phase = cur ? { kind: cur.kind, number: cur.number } : null;
  const player = s.player ? ref(s.player) : null;
  let value: Expectation['value'] = null;
  if (kind === 'order') value = s.names.map((n) => ref(n));
  else if (kind === 'public' && s.names.length) {
    if (cur?.kind !== 'evening') {
      sink.error('TEXT_MISSING', 'Пост проверяется по тексту в кавычках; список имён — только в блоке «вечер»', 'A post is checked by quoted text; a list of names only in an evening block', s.names[0]!.span);
      return null;
    }
    value = s.names.map((n) => ref(n));
  } else if (kind === 'message' && s.value) value = messageCode(s.value.text);
  else if (kind === 'winner' && s.value) {
    const none = NO_WINNER.has(normalizeName(s.value.text));
    const team = none ? 'none' : teamMap(ruleset).get(normalizeName(s.value.text));
    if (!team) {
      const dym = didYouMean(s.value.text, [...Object.keys(ruleset.teams), 'none']);
      sink.error('TEAM_UNKNOWN', `Неизвестная команда «${s.value.text}» (или none — никто не победил).${dym.ru}`, `Unknown team "${s.value.text}" (or none — nobody has won).${dym.en}`, s.value.span, dym.near);
    }
    value = team ?? s.value.text;
  } else if (s.value) value = s.value.text;
  return { kind, phase, player, value, negated: s.negated, span: s.span };
}

/** `M12` also written with a Cyrillic М: normalised to Latin. */
function messageCode(text: string): string {
  const m = /^[MМmм](\d+)$/.exec(text.trim());
  return m ? `M${m[1]}` : text.trim();
}
