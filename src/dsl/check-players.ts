/** `player` lines: names, roles (with a written rank), teams, start conditions and facts, checked against the ruleset. */
import type { Ruleset } from '../engine/ruleset.ts';
import type { PlayerDecl, StartCondition, Team } from '../engine/scenario.ts';
import type { Gender, Oblique } from '../engine/grammar/cases.ts';
import { DiagnosticSink, didYouMean } from './diagnostics.ts';
import { readFact, type FactDraft } from './facts.ts';
import { CONDITIONS, EXTRA_TEAM_WORDS, spellingMap, spellings } from './keywords.ts';
import { RoleIndex } from './names.ts';
import { genderWord, isIndeclinableWord, readForms } from './player-grammar.ts';
import { collapseSpaces, normalizeName } from './normalize.ts';
import type { Statement } from './syntax.ts';

export function teamMap(ruleset: Ruleset): Map<string, string> {
  const m = new Map<string, string>();
  for (const [team, words] of Object.entries(ruleset.teams)) {
    for (const w of [team, ...words, ...(EXTRA_TEAM_WORDS[team] ?? [])]) m.set(normalizeName(w), team);
  }
  return m;
}

export function pickPlayers(
  /** The player lines, in text order. */
  stmts: readonly Extract<Statement, { kind: 'player' }>[],
  text: string,
  ruleset: Ruleset,
  roles: RoleIndex,
  drafts: Map<PlayerDecl, FactDraft[]>,
  sink: DiagnosticSink,
): PlayerDecl[] {
  const teams = teamMap(ruleset);
  const conds = spellingMap(CONDITIONS);
  const out: PlayerDecl[] = [];
  const seen = new Set<string>();
  const holders = stmts.flatMap((s) =>
    s.name ? [{ name: collapseSpaces(s.name.text), role: roles.find((s.role ?? s.name).text)?.id ?? '' }] : [],
  );
  for (const s of stmts) {
    if (!s.name) continue;
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
      const dym = didYouMean(roleNode.text, roles.names(), sink);
      if (s.role) {
        sink.error(
          'ROLE_UNKNOWN',
          `Нет такой роли: «${roleNode.text}».${dym.ru}`,
          `No such role: "${roleNode.text}".${dym.en}`,
          roleNode.span,
          dym.near,
        );
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
      name,
      role: role?.id ?? '',
      team,
      start,
      flags,
      ...(role && rank !== null ? { rank } : {}),
      ...(hasGrammar ? { grammar } : {}),
      span: s.span,
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
