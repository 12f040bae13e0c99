/**
 * The checker: ScenarioDoc → Scenario. Picks the ruleset, resolves roles, teams, conditions and
 * every player reference, builds phases and expectations, and reports what does not fit.
 */
import { resolveOptions } from '../engine/option.ts';
import type { Ruleset } from '../engine/ruleset.ts';
import type { OptionSetting, PlayerDecl, Scenario } from '../engine/scenario.ts';
import type { Span } from '../engine/span.ts';
import { DiagnosticSink, didYouMean } from './diagnostics.ts';
import { finishFacts, type FactDraft } from './facts.ts';
import { NameScope, RoleIndex, type ScopePlayer } from './names.ts';
import { UsedForms } from './player-grammar.ts';
import { DEFAULT_RULESET, findRuleset, rulesetWords } from './ruleset-ref.ts';
import { RULESETS } from '../rulesets/index.ts';
import type { ScenarioDoc, Statement } from './syntax.ts';
import { pickPlayers } from './check-players.ts';
import { buildPhases } from './check-phases.ts';
import { rememberCheck, resumableCheck } from './recheck.ts';
import { settingLines } from './setting-lines.ts';
import type { Diagnostic } from '../engine/diagnostic.ts';

const START: Span = { line: 1, col: 1, offset: 0, length: 0 };

/**
 * Builds the Scenario from a doc. Never throws; every problem goes to the sink. With `previous`
 * (the parse of an earlier version of the text), blocks before the edit are taken over (recheck.ts).
 */
export function checkDoc(
  doc: ScenarioDoc,
  sink: DiagnosticSink,
  previous?: { doc: ScenarioDoc; diagnostics: readonly Diagnostic[] },
): Scenario {
  const stmts = doc.statements;
  const top = settingLines(doc, previous?.doc);
  const ruleset = pickRuleset(top.ruleset, stmts.length === 0, sink);
  const seed = pickSeed(top.seed, sink);
  const options = pickOptions(top.option, ruleset, sink);
  const roles = RoleIndex.of(ruleset);
  const drafts = new Map<PlayerDecl, FactDraft[]>();
  const declared = pickPlayers(top.player, doc.text, ruleset, roles, drafts, sink);
  if (declared.length === 0) nothingToRule(sink);
  const inScope = declared.map((p): ScopePlayer => ({ name: p.name, role: p.role }));
  const scope = new NameScope(roles, inScope);
  const players = finishFacts(declared, drafts, scope, ruleset.startFacts ?? [], sink);
  const used = new UsedForms(roles);
  const start = sink.emitted();
  const resume = previous ? resumableCheck(doc, previous, ruleset.id, inScope) : null;
  const { phases, expectations, previousOrder, memo } = buildPhases(stmts, ruleset, scope, sink, used, resume);
  rememberCheck(doc, ruleset.id, inScope, start, memo);
  return {
    ruleset: ruleset.id,
    seed,
    options,
    players: used.apply(players),
    phases,
    expectations,
    ...(previousOrder ? { previousOrder } : {}),
  };
}

type Line<K extends Statement['kind']> = Extract<Statement, { kind: K }>;

function pickRuleset(lines: readonly Line<'ruleset'>[], empty: boolean, sink: DiagnosticSink): Ruleset {
  const first = lines[0];
  for (const dup of lines.slice(1)) {
    sink.warn(
      'RULESET_DUPLICATE',
      'Правила указаны дважды; действует первая строка',
      'Ruleset given twice; the first line counts',
      dup.span,
    );
  }
  // An empty text has nothing to rule on (PLAYERS_MISSING says so); a ruleset warning would only add noise.
  if (!first && empty) return RULESETS[DEFAULT_RULESET];
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
  const dym = didYouMean(first.value.text, rulesetWords(), sink);
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

function pickSeed(lines: readonly Line<'seed'>[], sink: DiagnosticSink): number {
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

function pickOptions(lines: readonly Line<'option'>[], ruleset: Ruleset, sink: DiagnosticSink): OptionSetting[] {
  const out: OptionSetting[] = [];
  for (const s of lines) {
    if (!s.key || !s.value) continue;
    if (out.some((o) => o.key === s.key!.text)) {
      sink.warn(
        'OPTION_DUPLICATE',
        `Опция «${s.key.text}» указана дважды; действует последняя`,
        `Option "${s.key.text}" set twice; the last one counts`,
        s.span,
      );
    }
    out.push({ key: s.key.text, value: s.value.text, span: s.span });
  }
  for (const d of resolveOptions(ruleset.options, out).diagnostics) {
    sink.add(d.code, d.severity, d.message.ru, d.message.en, d.span, d.suggestion);
  }
  return out;
}
