/**
 * Completion for the editor (plain data, no Monaco): keywords, roles of the chosen ruleset in
 * Russian and English, declared player names, option keys, and option values after `option KEY =`.
 */
import type { Ruleset } from '../engine/ruleset.ts';
import type { Scenario } from '../engine/scenario.ts';
import type { Lang } from '../engine/text.ts';
import { RULESETS } from '../rulesets/index.ts';
import { findFact } from './facts.ts';
import { changeKindDetail } from './expect-words.ts';
import {
  CHANGE_KINDS,
  CONDITIONS,
  EXPECT_KINDS,
  EXTRA_TEAM_WORDS,
  GENDER_WORDS,
  INDECLINABLE_WORDS,
  STATEMENT_KEYWORDS,
} from './keywords.ts';
import { normalizeName } from './normalize.ts';
import { parseScenario } from './parse.ts';
import { allRulesets } from './ruleset-ref.ts';

/** One completion item. */
export interface CompletionItem {
  readonly label: string;
  readonly kind: 'keyword' | 'role' | 'player' | 'option' | 'value';
  readonly detail?: string;
  readonly insertText: string;
  /** Order in the list: the scenario's players first, then roles in the UI's language, then the rest. */
  readonly sortText?: string;
}

const STATEMENT_DETAIL: Record<string, string> = {
  ruleset: 'ruleset ID',
  seed: 'seed N',
  option: 'option KEY = VALUE',
  player: 'player NAME: ROLE, TEAM',
  day: 'day N',
  evening: 'evening N',
  night: 'night N',
  order: 'order A, B, …',
  lock: 'lock A (Planchet)',
  swaps: 'swaps X/Y, …',
  killer: 'killer A -> T',
  mafia: 'mafia -> T (LK)',
  blitz: 'blitz A -> B (LK)',
  warn: 'warn A (LK)',
  inactive: 'inactive A (LK)',
  expect: 'expect …',
};

function keywordItems(table: Readonly<Record<string, readonly string[]>>, details: Record<string, string> = {}): CompletionItem[] {
  return Object.entries(table).flatMap(([id, words]) =>
    words.map((w) => ({ label: w, kind: 'keyword' as const, detail: details[id] ?? id, insertText: w })),
  );
}

/** Role names, the UI's language first (sort group 1), the other language after (group 2). */
function roleItems(ruleset: Ruleset, lang: Lang = 'ru'): CompletionItem[] {
  const other: Lang = lang === 'ru' ? 'en' : 'ru';
  return ruleset.roles.flatMap((r, i) => [
    {
      label: r.name[lang],
      kind: 'role' as const,
      detail: r.name[other],
      insertText: r.name[lang],
      sortText: `1${String(i).padStart(3, '0')}`,
    },
    {
      label: r.name[other],
      kind: 'role' as const,
      detail: r.name[lang],
      insertText: r.name[other],
      sortText: `2${String(i).padStart(3, '0')}`,
    },
  ]);
}

function valueItems(words: readonly string[], detail?: string): CompletionItem[] {
  return [...new Set(words)].map((w) => ({ label: w, kind: 'value' as const, ...(detail ? { detail } : {}), insertText: w }));
}

/** The ruleset's start facts, each with what it means and the clause it feeds. */
function factItems(ruleset: Ruleset, lang: Lang): CompletionItem[] {
  return (ruleset.startFacts ?? []).flatMap((f) =>
    f.words.map((w) => ({
      label: w,
      kind: 'value' as const,
      detail: `${f.clause}: ${f.meaning[lang]}`,
      insertText: f.argument ? `${w} ` : w,
    })),
  );
}

/** True when the cursor is after a fact that names a player (`наследует |`). */
function argumentFact(ruleset: Ruleset, prefix: string): boolean {
  const item = /,\s*(\S+)\s+[^,]*$/.exec(prefix)?.[1];
  return item !== undefined && findFact(ruleset, item)?.argument === 'player';
}

/** The ruleset and the players, when the caller has them from the last analysis. */
export type KnownCast = Pick<Scenario, 'ruleset' | 'players'>;

/**
 * Completion items at a cursor offset, role names in `lang` first. Never throws. With `known`,
 * the text is not parsed again (a long text costs most of a second to parse).
 */
export function completionsAt(text: string, offset: number, lang: Lang = 'ru', known?: KnownCast): CompletionItem[] {
  try {
    return complete(text, offset, lang, known);
  } catch {
    return [];
  }
}

function complete(text: string, offset: number, lang: Lang, known?: KnownCast): CompletionItem[] {
  const scenario = known ?? parseScenario(text).scenario;
  const ruleset = RULESETS[scenario.ruleset];
  const lineStart = Math.max(text.lastIndexOf('\n', offset - 1) + 1, 0);
  const prefix = text.slice(lineStart, offset).replace(/^\ufeff/, '');
  if (prefix.includes('#')) return [];
  const kw = (id: keyof typeof STATEMENT_KEYWORDS): string => STATEMENT_KEYWORDS[id].join('|');
  const players: CompletionItem[] = scenario.players.map((p, i) => ({
    label: p.name,
    kind: 'player',
    detail: ruleset.roles.find((r) => r.id === p.role)?.name[lang] ?? p.role,
    insertText: p.name,
    sortText: `0${String(i).padStart(3, '0')}`,
  }));

  const optionValue = new RegExp(`^\\s*(?:${kw('option')})\\s+([^=]*?)\\s*=\\s*[^\\s]*$`, 'i').exec(prefix);
  if (optionValue) {
    const spec = ruleset.options.find((o) => normalizeName(o.key) === normalizeName(optionValue[1] ?? ''));
    if (!spec) return [];
    return spec.readings.map((r) => ({
      label: r.value,
      kind: 'value',
      detail: `${r.value === spec.defaultValue ? (lang === 'ru' ? '(по умолчанию) ' : '(default) ') : ''}${r.label[lang]}`,
      insertText: r.value,
    }));
  }
  if (new RegExp(`^\\s*(?:${kw('option')})\\s+[^\\s=]*$`, 'i').test(prefix)) {
    return ruleset.options.map((o) => ({
      label: o.key,
      kind: 'option',
      detail: `${o.item}: ${o.question[lang]}`,
      insertText: `${o.key} = `,
    }));
  }
  if (new RegExp(`^\\s*(?:${kw('ruleset')})\\s+[^\\s]*$`, 'i').test(prefix)) {
    return allRulesets().flatMap((r) => valueItems([r.id, ...r.aliases], r.name[lang]));
  }
  if (new RegExp(`^\\s*(?:${kw('player')})\\s+[^:,]*:\\s*[^,]*$`, 'i').test(prefix)) return roleItems(ruleset, lang);
  if (new RegExp(`^\\s*(?:${kw('player')})\\s+[^,]*,[^]*$`, 'i').test(prefix)) {
    const teams = Object.entries(ruleset.teams).flatMap(([k, v]) => [k, ...v, ...(EXTRA_TEAM_WORDS[k] ?? [])]);
    if (argumentFact(ruleset, prefix)) return players;
    const ru = lang === 'ru';
    return [
      ...valueItems(teams, ru ? 'команда' : 'team'),
      ...valueItems(Object.values(CONDITIONS).flat(), ru ? 'состояние' : 'condition'),
      ...valueItems(Object.values(GENDER_WORDS).flat(), ru ? 'род имени' : 'gender of the name'),
      ...valueItems(INDECLINABLE_WORDS.indeclinable, ru ? 'имя не склоняется' : 'the name is not declined'),
      ...factItems(ruleset, lang),
    ];
  }
  if (new RegExp(`^\\s*(?:${kw('player')})\\s+[^:,]*$`, 'i').test(prefix)) return roleItems(ruleset, lang);
  if (new RegExp(`^\\s*(?:${kw('expect')})\\s+(?:(?:not|не)\\s+)*[^\\s]*$`, 'i').test(prefix)) {
    return [...keywordItems(EXPECT_KINDS), ...valueItems(['not', 'не'], lang === 'ru' ? 'отрицание' : 'negation')];
  }
  // `expect change [PLAYER] [KIND]`: the players, then the kinds of change a step records.
  if (new RegExp(`^\\s*(?:${kw('expect')})\\s+(?:(?:not|не)\\s+)*(?:${EXPECT_KINDS.change.join('|')})\\s`, 'i').test(prefix)) {
    const kinds = Object.entries(CHANGE_KINDS).flatMap(([id, words]) =>
      words.map((w) => ({
        label: w,
        kind: 'value' as const,
        detail: changeKindDetail(id as keyof typeof CHANGE_KINDS, lang),
        insertText: w,
      })),
    );
    return [...players, ...kinds];
  }
  if (/^\s*[^\s]*$/.test(prefix)) {
    return [
      ...players,
      ...roleItems(ruleset, lang),
      ...keywordItems(STATEMENT_KEYWORDS, STATEMENT_DETAIL).map((k) => ({ ...k, sortText: `3${k.label}` })),
    ];
  }
  return [...players, ...roleItems(ruleset, lang)];
}
