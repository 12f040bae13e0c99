// Behaviour that depends on a role lives in the role's file: outside each ruleset's roles/ folder,
// no rule, DSL, CLI, desk or UI code compares a value with a quoted role id or ability id. The ids
// come from the registries, so a new role is counted without editing this test.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from './index.ts';

const SRC = join(import.meta.dirname, '..');
const SCANNED = ['rulesets', 'dsl', 'cli', 'desk', 'ui'];

/** Every registered role id, ability id (ActionRef.ability) and role verb of both rulesets. */
const IDS = new Set(
  Object.values(RULESETS).flatMap((r) => [
    ...r.roles.map((s) => s.id),
    ...Object.keys(r.abilityNames ?? {}),
    ...r.roles.flatMap((s) => s.verbs ?? []),
  ]),
);

/**
 * Hits that stay, by file and literal, each with why it is not a role's behaviour. Teams and
 * record or statement kinds are other vocabularies (`team === 'mafia'`, `kind === 'kill'`) and are
 * not counted at all.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  "desk/night.ts 'mafia'": "the DSL's shared mafia move (`mafia -> X`) has the actor word mafia, not a role",
  "ui/desk/NightDesk.svelte 'mafia'": "the DSL's shared mafia move (`mafia -> X`) has the actor word mafia, not a role",
  "dsl/parse-statement.ts 'mafia'": 'the keyword of the shared mafia move, read by the parser',
  "dsl/parse-statement.ts 'lock'": 'the keyword of the evening lock statement, read by the parser',
  "dsl/edit/move-line.ts 'mafia'": "the DSL's shared mafia move (`mafia -> X`) has the actor word mafia, not a role",
  "dsl/parse-statement.ts 'blitz'": "the keyword of «Мафия ЛК»'s blitz vote prefix, read by the parser",
  "dsl/check-phases.ts 'blitz'": "the blitz vote prefix the parser read, not the ability's name",
  "rulesets/mafia-lk/day/index.ts 'extend'": "the extension request is every player's verb (verbs.ts), not a role's",
  "rulesets/mafia-lk/win.ts 'maniac'": 'a winning side (team), not the role',
};

/** The source files scanned: no tests, test kits or test data, nothing in a roles/ folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return ['roles', 'option-cases', 'fixtures'].includes(e.name) ? [] : sources(p);
    const code = e.name.endsWith('.ts') || e.name.endsWith('.svelte');
    return code && !e.name.endsWith('.test.ts') && e.name !== 'test-kit.ts' ? [p] : [];
  });
}

const QUOTED = String.raw`(?<q>['"])(?<id>\w+)\k<q>`;
/** An operand that is a team or a kind: another vocabulary, whatever its words. */
const OTHER = /(?:\b|\.)(?:team|kind)\)?$/;

/** The quoted registered ids one line compares with (===, !==, case, includes, has), as `'id'`. */
function comparedIds(line: string, switchOn: string): string[] {
  const out: string[] = [];
  const add = (id: string | undefined, operand: string): void => {
    if (id && IDS.has(id) && !OTHER.test(operand.trim())) out.push(`'${id}'`);
  };
  const all = (pattern: string): IterableIterator<RegExpMatchArray> => line.matchAll(new RegExp(pattern, 'g'));
  for (const m of all(String.raw`(?<operand>[\w.?!()\[\]]+)\s*[!=]==\s*${QUOTED}`)) add(m.groups!['id'], m.groups!['operand']!);
  for (const m of all(String.raw`${QUOTED}\s*[!=]==\s*(?<operand>[\w.?!()\[\]]+)`)) add(m.groups!['id'], m.groups!['operand']!);
  for (const m of all(String.raw`\bcase\s+${QUOTED}\s*:`)) add(m.groups!['id'], switchOn);
  for (const m of all(String.raw`\.(?:includes|has)\(\s*${QUOTED}\s*\)`)) add(m.groups!['id'], '');
  for (const list of all(String.raw`\[(?<items>[^\]]*)\]\s*\.includes\(`)) {
    for (const m of list.groups!['items']!.matchAll(new RegExp(QUOTED, 'g'))) add(m.groups!['id'], '');
  }
  return out;
}

/** Every counted hit of a file's text, as `file 'id'` keys (comment lines skipped). */
function hitsIn(file: string, text: string): string[] {
  let switchOn = '';
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const code = line.trim();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) continue;
    switchOn = /\bswitch\s*\((.*)\)/.exec(code)?.[1] ?? switchOn;
    for (const id of comparedIds(code, switchOn)) out.push(`${file} ${id}`);
  }
  return out;
}

describe('role and ability ids are compared only in role files', () => {
  const hits = SCANNED.flatMap((d) => sources(join(SRC, d))).flatMap((f) =>
    hitsIn(relative(SRC, f).split('\\').join('/'), readFileSync(f, 'utf8')),
  );

  it('knows the registered ids (a new role joins the count by itself)', () => {
    expect(IDS).toContain('porthos');
    expect(IDS).toContain('watchDeeds');
    expect(IDS).toContain('sheriff');
    expect(IDS).toContain('shoot');
  });

  it('finds none outside roles/, except the allowed ones', () => {
    expect([...new Set(hits)].filter((h) => !(h in ALLOWED)).sort()).toEqual([]);
  });

  it('allows only what it still finds (a fixed hit leaves the list)', () => {
    expect(Object.keys(ALLOWED).filter((k) => !hits.includes(k))).toEqual([]);
  });

  it('counts a planted comparison, switch case and includes, and not a team or a kind', () => {
    const planted = [
      "if (p.role === 'athos') return;",
      "if ('tavern' !== rec.ability) return;",
      'switch (p.role) {',
      "  case 'kitty':",
      "if (['milady', 'felton'].includes(role)) return;",
      "const has = abilities.includes('mirror');",
      "if (p.team === 'mafia') return;",
      "if (rec.kind === 'kill') return;",
    ].join('\n');
    expect(hitsIn('x.ts', planted)).toEqual([
      "x.ts 'athos'",
      "x.ts 'tavern'",
      "x.ts 'kitty'",
      "x.ts 'milady'",
      "x.ts 'felton'",
      "x.ts 'mirror'",
    ]);
  });
});
