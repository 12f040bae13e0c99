// `npx tsx test/bench/rule-coverage.ts [--md]`: which RULES-NOTES Part A rules (A-1 … A-170) of
// «Три мушкетера» are exercised, based on facts: every scenario file is resolved and the clause
// keys cited by the causes of its timeline are collected; test files are grepped for clause keys.
// Prints a table (markdown with --md) and the totals. No assertions: a report, not a test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runScenario } from '../../src/dsl/index.ts';
import { scenarioFiles } from '../scenario-files.ts';
import { TM_CLAUSES } from '../../src/rulesets/three-musketeers/clauses.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RULES = Array.from({ length: 170 }, (_, i) => `A-${i + 1}`);
const KEY = /\bA-(\d{1,3})\b/g;

/** Why a rule has no engine test: it is about clock time, conduct, or is not modelled (yet). */
const WHY_NOT: Readonly<Record<string, string>> = {
  'A-9': 'conduct (host-enforced)',
  'A-21': 'conduct: open voting in the forum',
  'A-22': 'clock time',
  'A-23': 'clock time',
  'A-24': 'clock time (early end when all voted)',
  'A-27': 'clock time (host extension)',
  'A-28': 'clock time (30-minute extension)',
  'A-35': 'clock time (personal extension)',
  'A-36': 'conduct (wills)',
  'A-45': 'publication (public list shown in the UI, not a ruling)',
  'A-46': 'publication (mafia list)',
  'A-48': 'host decision (invitees list)',
  'A-55': 'publication (swaps never published)',
  'A-58': 'information only (mafia not told of the lock)',
  'A-64': 'clock time (move deadline)',
  'A-65': 'clock time (night length)',
  'A-71': 'host discretion',
  'A-72': 'flavour (the tavern story)',
  'A-116': 'flavour (La Chesnaye example; see A-117)',
  'A-1': "composition (17 roles) is the scenario's player list",
  'A-2': 'statuses are scenario data',
  'A-4': 'public roles are scenario data (C-1)',
  'A-7': 'mafia teamwork is scenario input (killer, swaps)',
  'A-10': "the musket is the scenario's `killer` line",
};

/** Every *.test.ts below a folder. */
function testFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) return f === 'node_modules' ? [] : testFiles(p);
      return f.endsWith('.test.ts') ? [p] : [];
    });
}

/** Adds `file` to the set of `key`. */
function note(map: Map<string, Set<string>>, key: string, file: string): void {
  let s = map.get(key);
  if (!s) map.set(key, (s = new Set()));
  s.add(file);
}

const byScenario = new Map<string, Set<string>>();
for (const path of scenarioFiles(join(ROOT, 'scenarios'))) {
  const r = runScenario(readFileSync(path, 'utf8'));
  if (r.scenario.ruleset !== 'three-musketeers') continue;
  const name = relative(join(ROOT, 'scenarios'), path);
  for (const s of r.timeline.steps) for (const c of s.causes) note(byScenario, c.clause, name);
}

const byTest = new Map<string, Set<string>>();
for (const path of [...testFiles(join(ROOT, 'src', 'rulesets', 'three-musketeers')), ...testFiles(join(ROOT, 'test', 'unit'))]) {
  const text = readFileSync(path, 'utf8');
  for (const m of text.matchAll(KEY)) note(byTest, `A-${m[1]}`, relative(ROOT, path));
}

/** A short list of files: the first two and a count. */
function files(s: Set<string> | undefined): string {
  if (!s || s.size === 0) return '—';
  const list = [...s].map((f) =>
    f
      .replace(/^three-musketeers\//, '')
      .replace(/\.scenario$/, '')
      .replace(/^src\/rulesets\/three-musketeers\//, ''),
  );
  return list.length <= 2 ? list.join(', ') : `${list.slice(0, 2).join(', ')} +${list.length - 2}`;
}

const md = process.argv.includes('--md');
let covered = 0;
let inTable = 0;
const rows: string[] = [];
for (const id of RULES) {
  const sc = byScenario.get(id);
  const ts = byTest.get(id);
  const hasClause = TM_CLAUSES[id] !== undefined;
  if (hasClause) inTable++;
  const status = sc
    ? 'covered (scenario)'
    : ts
      ? 'covered (unit test)'
      : WHY_NOT[id]
        ? `not yet: ${WHY_NOT[id]}`
        : hasClause
          ? 'not yet: missing test'
          : 'not yet: not modelled';
  if (sc || ts) covered++;
  rows.push(
    md
      ? `| ${id} | ${hasClause ? 'yes' : 'no'} | ${files(sc)} | ${files(ts)} | ${status} |`
      : `${id.padEnd(6)} ${(hasClause ? 'clause' : '-').padEnd(7)} ` +
          `${String(sc?.size ?? 0).padStart(3)} scen ${String(ts?.size ?? 0).padStart(2)} tests  ${status}`,
  );
}
if (md) {
  console.log('| rule | clause in engine | scenarios citing it (timeline causes) | unit tests naming it | status |');
  console.log('|---|---|---|---|---|');
}
for (const r of rows) console.log(r);
const notYet = RULES.length - covered;
const byScenarioCount = RULES.filter((id) => byScenario.has(id)).length;
console.log(
  `${md ? '\n' : ''}Part A rules: ${RULES.length}; in the engine's clause table: ${inTable}; ` +
    `covered: ${covered} (scenario causes: ${byScenarioCount}); not yet: ${notYet}`,
);
