/**
 * Hover for the editor (plain data, no Monaco): a role's rule text (name, nickname, when, ability,
 * clauses) over role and player names, an option's question and readings over option lines.
 */
import type { OptionSpec } from '../engine/option.ts';
import type { RoleSpec, Ruleset } from '../engine/ruleset.ts';
import type { Span } from '../engine/span.ts';
import type { StartFactSpec } from '../engine/start-fact.ts';
import type { Text } from '../engine/text.ts';
import { findFact } from './facts.ts';
import { RULESETS } from '../rulesets/index.ts';
import { keywordHover, messageCodeHover, playerItemHover } from './hover-words.ts';
import { changeKindHover, expectKindHover } from './expect-words.ts';
import { literal } from './markdown.ts';
import { NameScope, RoleIndex } from './names.ts';
import { normalizeName } from './normalize.ts';
import { parseScenario } from './parse.ts';
import { statementAt } from './position.ts';
import { namesOf } from './walk.ts';

/** A hover: the range it covers and bilingual markdown. */
export interface Hover {
  readonly range: Span;
  readonly markdown: Text;
}

const WHEN: Record<RoleSpec['when'], Text> = {
  night: { ru: 'ночью', en: 'at night' },
  day: { ru: 'днём', en: 'by day' },
  evening: { ru: 'вечером', en: 'in the evening' },
  passive: { ru: 'пассивно', en: 'passive' },
  none: { ru: 'нет способности', en: 'no ability' },
};

/** Markdown for a role (optionally as held by a player). */
export function roleMarkdown(role: RoleSpec, player?: string): Text {
  const md = (lang: 'ru' | 'en'): string => {
    const nick = role.nickname ? ` («${role.nickname[lang]}»)` : '';
    const who = player ? `${lang === 'ru' ? 'Игрок' : 'Player'} **${literal(player)}** — ` : '';
    const clauses = role.clauses.length ? `\n\n${lang === 'ru' ? 'Пункты' : 'Clauses'}: ${role.clauses.join(', ')}` : '';
    return `${who}**${role.name[lang]}**${nick} · ${WHEN[role.when][lang]}\n\n${role.ability[lang]}${clauses}`;
  };
  return { ru: md('ru'), en: md('en') };
}

/** Markdown for an option: question, readings (default and current marked). */
export function optionMarkdown(spec: OptionSpec, current?: string): Text {
  const md = (lang: 'ru' | 'en'): string => {
    const lines = spec.readings.map((r) => {
      const marks = [
        r.value === spec.defaultValue ? (lang === 'ru' ? 'по умолчанию' : 'default') : '',
        r.value === current ? (lang === 'ru' ? 'выбрано' : 'chosen') : '',
      ]
        .filter(Boolean)
        .join(', ');
      return `- \`${r.value}\`${marks ? ` *(${marks})*` : ''}: ${r.label[lang]}`;
    });
    return `**${spec.key}** (${spec.item}, ${spec.clause})\n\n${spec.question[lang]}\n\n${lines.join('\n')}`;
  };
  return { ru: md('ru'), en: md('en') };
}

/** Markdown for a start fact: what it says, who may carry it, and the clause it feeds with the rulebook's words. */
export function factMarkdown(ruleset: Ruleset, fact: StartFactSpec): Text {
  const clause = ruleset.clauses[fact.clause];
  const md = (lang: 'ru' | 'en'): string => {
    const roles = fact.roles.map((id) => ruleset.roles.find((r) => r.id === id)?.name[lang] ?? id).join(', ');
    const who = roles ? `\n\n${lang === 'ru' ? 'У кого' : 'Carried by'}: ${roles}` : '';
    const quote = clause ? `\n\n${fact.clause} (${clause.source}): «${clause.quote}»` : `\n\n${fact.clause}`;
    return `**${fact.words.join(' / ')}** · ${lang === 'ru' ? 'факт партии' : 'game fact'}\n\n${fact.meaning[lang]}${who}${quote}`;
  };
  return { ru: md('ru'), en: md('en') };
}

/** The fact a player item names (`наследует Атоса` names `inherits`). */
function factAt(ruleset: Ruleset, text: string): StartFactSpec | undefined {
  return findFact(ruleset, text) ?? findFact(ruleset, text.split(/\s+/)[0] ?? '');
}

function within(span: Span, offset: number): boolean {
  return offset >= span.offset && offset <= span.offset + span.length;
}

/** The hover at a cursor offset, or null when there is nothing to explain. Never throws. */
export function hoverAt(text: string, offset: number): Hover | null {
  try {
    return hover(text, offset);
  } catch {
    return null;
  }
}

function hover(text: string, offset: number): Hover | null {
  const { scenario, doc } = parseScenario(text);
  const at = statementAt(doc, offset);
  if (!at) return null;
  const ruleset: Ruleset = RULESETS[scenario.ruleset];
  const roles = new RoleIndex(ruleset);
  const st = at.statement;
  if ('keyword' in st && st.keyword && within(st.keyword.span, offset)) {
    const text = keywordHover(st.keyword.id);
    return text ? { range: st.keyword.span, markdown: text } : null;
  }
  if (st.kind === 'expect' && st.what && within(st.what.span, offset)) {
    const text = expectKindHover(st.what.id);
    return text ? { range: st.what.span, markdown: text } : null;
  }
  const hit = namesOf(at.statement).find((n) => within(n.node.span, offset));
  if (!hit) return null;
  const { node, role: what } = hit;
  if (what === 'value' && st.kind === 'expect' && (st.what?.id === 'message' || st.what?.id === 'change')) {
    const text = st.what.id === 'message' ? messageCodeHover(node.text) : changeKindHover(node.text);
    return text ? { range: node.span, markdown: text } : null;
  }
  if (at.statement.kind === 'option' && (what === 'optionKey' || what === 'optionValue')) {
    const key = at.statement.key?.text ?? '';
    const spec = ruleset.options.find((o) => normalizeName(o.key) === normalizeName(key));
    return spec ? { range: node.span, markdown: optionMarkdown(spec, at.statement.value?.text) } : null;
  }
  if (what === 'playerItem') {
    // A start fact (main's table) first; then a team, condition or gender word.
    const fact = factAt(ruleset, node.text);
    if (fact) return { range: node.span, markdown: factMarkdown(ruleset, fact) };
    const text = playerItemHover(node.text, ruleset);
    return text ? { range: node.span, markdown: text } : null;
  }
  if (what === 'role' || what === 'playerName') {
    const decl = at.statement.kind === 'player' ? at.statement : null;
    const role = roles.find((decl?.role ?? node).text);
    return role ? { range: node.span, markdown: roleMarkdown(role, decl?.name?.text) } : null;
  }
  if (what === 'ref') {
    const scope = new NameScope(roles, scenario.players);
    const r = scope.lookup(node.text);
    if (r.kind === 'ok') {
      const p = scenario.players.find((x) => x.name === r.name);
      const role = ruleset.roles.find((x) => x.id === p?.role);
      return role ? { range: node.span, markdown: roleMarkdown(role, r.name) } : null;
    }
    const role = roles.find(node.text);
    return role ? { range: node.span, markdown: roleMarkdown(role) } : null;
  }
  return null;
}
