/**
 * Monarch tokens definition for the scenario language (plain data; the UI registers it with
 * Monaco). Keywords in Russian and English, role names of every ruleset, `->`, numbers and
 * times, strings, comments and M-codes.
 */
import { RULESETS } from '../rulesets/index.ts';
import type { RulesetId } from '../engine/scenario.ts';
import type { Ruleset } from '../engine/ruleset.ts';
import { CHANGE_KINDS, CONDITIONS, EXPECT_KINDS, NONE_WORDS, NOT_WORDS, SELF_WORDS, STATEMENT_KEYWORDS, spellings } from './keywords.ts';
import { roleSpellings } from './names.ts';

/** Monarch's rule shape: a regex and a token class. */
export type MonarchRule = [RegExp, string];

/** The Monarch language object (IMonarchLanguage-compatible, without importing Monaco). */
export interface MonarchLanguage {
  readonly defaultToken: string;
  readonly ignoreCase: boolean;
  readonly keywords: readonly string[];
  readonly roles: readonly string[];
  readonly tokenizer: { readonly root: readonly MonarchRule[] };
}

/** The language id the UI registers. */
export const LANGUAGE_ID = 'mafia-scenario';

const WORD_CHAR = "[A-Za-zА-Яа-яЁё0-9_'’-]";

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function alternation(words: readonly string[]): string {
  const uniq = [...new Set(words)].sort((a, b) => b.length - a.length);
  return uniq.map((w) => escape(w).replace(/\s+/g, '\\s+').replace(/'/g, "['’]").replace(/е/g, '[её]')).join('|');
}

/** All keyword spellings (statement keywords, expectation kinds, the rulesets' verbs, conditions…). */
export function keywordWords(sets: readonly Ruleset[] = Object.values(RULESETS)): string[] {
  return [
    ...spellings(STATEMENT_KEYWORDS),
    ...spellings(EXPECT_KINDS),
    ...spellings(CHANGE_KINDS),
    ...sets.flatMap((r) => [...spellings(r.verbs.day), ...spellings(r.verbs.night)]),
    ...spellings(CONDITIONS),
    ...NOT_WORDS,
    ...NONE_WORDS,
    ...SELF_WORDS,
  ];
}

/** The Monarch definition; with a ruleset id only that ruleset's roles and teams are highlighted. */
export function monarchFor(ruleset?: RulesetId): MonarchLanguage {
  const sets = ruleset ? [RULESETS[ruleset]] : Object.values(RULESETS);
  const roles = sets.flatMap((r) => r.roles.flatMap(roleSpellings));
  const teams = sets.flatMap((r) => Object.entries(r.teams).flatMap(([k, v]) => [k, ...v]));
  const facts = sets.flatMap((r) => (r.startFacts ?? []).flatMap((f) => [...f.words]));
  const keywords = [...keywordWords(sets), ...teams, ...facts];
  const end = `(?!${WORD_CHAR})`;
  const root: MonarchRule[] = [
    [/#.*$/, 'comment'],
    [/"([^"\\]|\\.)*"?/, 'string'],
    [/«[^»]*»?/, 'string'],
    [/->|→/, 'operator'],
    [/@\s*\d{1,2}:\d{2}/, 'number'],
    [new RegExp(`[MМ]\\d+${end}`), 'constant'],
    [new RegExp(`\\d+${end}`), 'number'],
  ];
  if (roles.length) root.push([new RegExp(`(?:${alternation(roles)})${end}`), 'type']);
  root.push([new RegExp(`(?:${alternation(keywords)})${end}`), 'keyword']);
  root.push([new RegExp(`[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+${end}`), 'constant']);
  root.push([new RegExp(`${WORD_CHAR}+`), 'identifier']);
  root.push([/[,:=/]/, 'delimiter']);
  root.push([/\s+/, 'white']);
  return { defaultToken: '', ignoreCase: true, keywords, roles, tokenizer: { root } };
}

/** The Monarch definition covering every ruleset (what the editor registers by default). */
export const monarchLanguage: MonarchLanguage = monarchFor();
