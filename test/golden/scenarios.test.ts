/**
 * The scenario runner: every scenarios/**\/*.scenario, each parsed and resolved once (test/kit),
 * parses without errors, all its expectations hold, its text keeps the text contract (format
 * stable, diagnostics positioned), its timeline keeps the timeline contract (test/kit/checks.ts:
 * causes, changes, clauses, lifecycles through the XState machines, §A.10 messages…), resolving
 * is deterministic, and its timeline matches test/golden/timelines/<name>.json (UPDATE_GOLDEN=1
 * rewrites them). Golden files are compared with sorted keys: they fix what a ruling is, not the
 * order production code builds its objects in.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatScenario, parseScenario } from '../../src/dsl/index.ts';
import { analyse } from '../../src/dsl/session.ts';
import { TIMELINE_CHECKS } from '../kit/checks.ts';
import { canonicalGolden, goldenJson } from '../kit/golden.ts';
import { failedExpectations, parseErrors, scenarioTable, unexpectedErrorLines } from '../kit/scenarios.ts';
import { textProblems } from '../kit/text-checks.ts';
import { stripSpans } from '../unit/dsl/strip.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TIMELINES = join(ROOT, 'test', 'golden', 'timelines');
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';

const table = scenarioTable();

/** The ruleset a scenario folder holds (files outside these folders may use either). */
const FOLDER_RULESET: Readonly<Record<string, string>> = { 'mafia-lk': 'mafia-lk', 'three-musketeers': 'three-musketeers' };

describe.each(table)('%s', (name, c) => {
  it('parses without errors', () => {
    expect(parseErrors(c)).toEqual([]);
  });

  it('reports no error it does not expect', () => {
    expect(unexpectedErrorLines(c)).toEqual([]);
  });

  it('has expectations, and every one holds', () => {
    expect(c.analysis.results.length).toBeGreaterThan(0);
    expect(failedExpectations(c)).toEqual([]);
  });

  it('is written for the rulebook of its folder', () => {
    const folder = FOLDER_RULESET[name.split('/')[0]!];
    if (folder) expect(c.analysis.scenario.ruleset).toBe(folder);
  });

  it('formats stably and without changing the scenario', () => {
    const once = formatScenario(c.text);
    expect(formatScenario(once)).toBe(once);
    expect(stripSpans(parseScenario(once).scenario)).toEqual(stripSpans(c.parsed.scenario));
  });

  it('keeps the text contract (positioned, capped diagnostics; no fault)', () => {
    expect(textProblems(c.text)).toEqual([]);
  });

  it.each(Object.entries(TIMELINE_CHECKS))('timeline %s', (_check, check) => {
    expect(check(c.analysis.timeline, c.analysis.scenario)).toEqual([]);
  });

  it('resolves deterministically and matches the golden timeline', () => {
    const first = c.analysis.timeline;
    expect(analyse(c.text).timeline).toEqual(first);
    const json = goldenJson(first);
    const golden = join(TIMELINES, name.replace(/\.scenario$/, '.json'));
    // A missing snapshot is written locally (a new scenario), but in CI it is a failure:
    // a golden test that cannot fail proves nothing.
    if (!existsSync(golden) && process.env['CI']) {
      expect.fail(`missing golden timeline ${relative(ROOT, golden)}: run UPDATE_GOLDEN=1 npx vitest run test/golden and commit it`);
    }
    if (UPDATE || !existsSync(golden)) {
      mkdirSync(dirname(golden), { recursive: true });
      writeFileSync(golden, json);
      return;
    }
    expect(json).toBe(canonicalGolden(readFileSync(golden, 'utf8')));
  });
});

describe('the scenario folders', () => {
  const names = table.map(([name]) => name);
  const inFolder = (folder: string, re: RegExp): string[] =>
    names.filter((n) => n.startsWith(`${folder}/`) && re.test(n.slice(folder.length + 1)));

  it('hold the twelve worked examples of «Мафия ЛК» Part D, and more', () => {
    for (let i = 1; i <= 12; i++) {
      expect(inFolder('mafia-lk', new RegExp(`^lk-${String(i).padStart(2, '0')}-`)), `LK-${i}`).not.toEqual([]);
    }
    expect(inFolder('mafia-lk', /./).length).toBeGreaterThanOrEqual(13);
  });

  it('hold the Part B night cases of «Три мушкетера» (TM-02 … TM-22)', () => {
    expect(inFolder('three-musketeers', /^tm-(0[2-9]|1\d|2[0-2])/).length).toBeGreaterThan(40);
  });

  it('hold more than 60 «Три мушкетера» scenarios in all', () => {
    expect(table.filter(([, c]) => c.analysis.scenario.ruleset === 'three-musketeers').length).toBeGreaterThan(60);
  });
});
