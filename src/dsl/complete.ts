/**
 * Completion for the editor (plain data, no Monaco): keywords, roles of the chosen ruleset in
 * Russian and English, declared player names, option keys, and option values after `option KEY =`.
 */
import type { Ruleset } from '../engine/ruleset.ts';
import { RULESETS } from '../rulesets/index.ts';
import { findFact } from './facts.ts';
import { CONDITIONS, EXPECT_KINDS, EXTRA_TEAM_WORDS, STATEMENT_KEYWORDS } from './keywords.ts';
import { normalizeName } from './normalize.ts';
import { parseScenario } from './parse.ts';
import { allRulesets } from './ruleset-ref.ts';

/** One completion item. */
export interface CompletionItem {
  readonly label: string;
  readonly kind: 'keyword' | 'role' | 'player' | 'option' | 'value';
  readonly detail?: string;
  readonly insertText: string;
}

const STATEMENT_DETAIL: Record<string, string> = {
  ruleset: 'ruleset ID', seed: 'seed N', option: 'option KEY = VALUE', player: 'player NAME: ROLE, TEAM',
  day: 'day N', evening: 'evening N', night: 'night N', order: 'order A, B, …', lock: 'lock A (Planchet)',
  swaps: 'swaps X/Y, …', killer: 'killer A -> T', mafia: 'mafia -> T (LK)', blitz: 'blitz A -> B (LK)',
  warn: 'warn A (LK)', inactive: 'inactive A (LK)', expect: 'expect …',
};

function keywordItems(table: Readonly<Record<string, readonly string[]>>, details: Record<string, string> = {}): CompletionItem[] {
  return Object.entries(table).flatMap(([id, words]) =>
    words.map((w) => ({ label: w, kind: 'keyword' as const, detail: details[id] ?? id, insertText: w })));
}

function roleItems(ruleset: Ruleset): CompletionItem[] {
  return ruleset.roles.flatMap((r) => [
    { label: r.name.ru, kind: 'role' as const, detail: r.name.en, insertText: r.name.ru },
    { label: r.name.en, kind: 'role' as const, detail: r.name.ru, insertText: r.name.en },
  ]);
}

function valueItems(words: readonly string[], detail?: string): CompletionItem[] {
  return [...new Set(words)].map((w) => ({ label: w, kind: 'value' as const, ...(detail ? { detail } : {}), insertText: w }));
}

/** The ruleset's start facts, each with what it means and the clause it feeds. */
function factItems(ruleset: Ruleset): CompletionItem[] {
  return (ruleset.startFacts ?? []).flatMap((f) => f.words.map((w) => ({
    label: w, kind: 'value' as const, detail: `${f.clause}: ${f.meaning.ru} / ${f.meaning.en}`,
    insertText: f.argument ? `${w} ` : w,
  })));
}

/** True when the cursor is after a fact that names a player (`наследует |`). */
function argumentFact(ruleset: Ruleset, prefix: string): boolean {
  const item = /,\s*(\S+)\s+[^,]*$/.exec(prefix)?.[1];
  return item !== undefined && findFact(ruleset, item)?.argument === 'player';
}

/** Completion items at a cursor offset. Never throws. */
export function completionsAt(text: string, offset: number): CompletionItem[] {
  try {
    return complete(text, offset);
  } catch {
    return [];
  }
}

function complete(text: string, offset: number): CompletionItem[] {
  const { scenario } = parseScenario(text);
  const ruleset = RULESETS[scenario.ruleset];
  const lineStart = Math.max(text.lastIndexOf('\n', offset - 1) + 1, 0);
  const prefix = text.slice(lineStart, offset).replace(/^\ufeff/, '');
  if (prefix.includes('#')) return [];
  const kw = (id: keyof typeof STATEMENT_KEYWORDS): string => STATEMENT_KEYWORDS[id].join('|');
  const players: CompletionItem[] = scenario.players.map((p) => ({
    label: p.name,
    kind: 'player',
    detail: ruleset.roles.find((r) => r.id === p.role)?.name.ru ?? p.role,
    insertText: p.name,
  }));

  const optionValue = new RegExp(`^\\s*(?:${kw('option')})\\s+([^=]*?)\\s*=\\s*[^\\s]*$`, 'i').exec(prefix);
  if (optionValue) {
    const spec = ruleset.options.find((o) => normalizeName(o.key) === normalizeName(optionValue[1] ?? ''));
    if (!spec) return [];
    return spec.readings.map((r) => ({
      label: r.value,
      kind: 'value',
      detail: `${r.value === spec.defaultValue ? '(default) ' : ''}${r.label.ru} / ${r.label.en}`,
      insertText: r.value,
    }));
  }
  if (new RegExp(`^\\s*(?:${kw('option')})\\s+[^\\s=]*$`, 'i').test(prefix)) {
    return ruleset.options.map((o) => ({ label: o.key, kind: 'option', detail: `${o.item}: ${o.question.ru}`, insertText: `${o.key} = ` }));
  }
  if (new RegExp(`^\\s*(?:${kw('ruleset')})\\s+[^\\s]*$`, 'i').test(prefix)) {
    return allRulesets().flatMap((r) => valueItems([r.id, ...r.aliases], r.name.ru));
  }
  if (new RegExp(`^\\s*(?:${kw('player')})\\s+[^:,]*:\\s*[^,]*$`, 'i').test(prefix)) return roleItems(ruleset);
  if (new RegExp(`^\\s*(?:${kw('player')})\\s+[^,]*,[^]*$`, 'i').test(prefix)) {
    const teams = Object.entries(ruleset.teams).flatMap(([k, v]) => [k, ...v, ...(EXTRA_TEAM_WORDS[k] ?? [])]);
    if (argumentFact(ruleset, prefix)) return players;
    return [...valueItems(teams, 'team'), ...valueItems(Object.values(CONDITIONS).flat(), 'condition'), ...factItems(ruleset)];
  }
  if (new RegExp(`^\\s*(?:${kw('player')})\\s+[^:,]*$`, 'i').test(prefix)) return roleItems(ruleset);
  if (new RegExp(`^\\s*(?:${kw('expect')})\\s+(?:(?:not|не)\\s+)*[^\\s]*$`, 'i').test(prefix)) {
    return [...keywordItems(EXPECT_KINDS), ...valueItems(['not', 'не'], 'negation')];
  }
  if (/^\s*[^\s]*$/.test(prefix)) {
    return [...keywordItems(STATEMENT_KEYWORDS, STATEMENT_DETAIL), ...players, ...roleItems(ruleset)];
  }
  return [...players, ...roleItems(ruleset)];
}
