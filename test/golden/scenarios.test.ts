/**
 * Golden scenarios: every scenarios/**\/*.scenario parses without errors, all its expectations
 * hold, its formatting is stable, resolving is deterministic, and its timeline matches the
 * stored snapshot in test/golden/timelines/<name>.json (UPDATE_GOLDEN=1 rewrites them).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatScenario, parseScenario, runScenario } from '../../src/dsl/index.ts';
import { unexpectedErrors } from '../../src/engine/diagnostic.ts';
import { replayActions, replayPhases } from '../../src/machines/replay.ts';
import { scenarioFiles } from '../scenario-files.ts';
import { stripSpans } from '../unit/dsl/strip.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCENARIOS = join(ROOT, 'scenarios');
const TIMELINES = join(ROOT, 'test', 'golden', 'timelines');
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';

const files = scenarioFiles(SCENARIOS).map((p) => relative(SCENARIOS, p).split('\\').join('/'));

describe.each(files)('%s', (name) => {
  const text = readFileSync(join(SCENARIOS, name), 'utf8');

  it('parses without errors', () => {
    const errors = parseScenario(text).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${name}:${d.span.line}:${d.span.col} ${d.code}: ${d.message.en}`)).toEqual([]);
  });

  it('reports no error it does not expect', () => {
    const errors = unexpectedErrors(runScenario(text).diagnostics);
    expect(errors.map((d) => `${name}:${d.span.line}:${d.span.col} ${d.code}: ${d.message.en}`)).toEqual([]);
  });

  it('every expectation holds', () => {
    const failing = runScenario(text).results
      .filter((r) => !r.holds)
      .map((r) => {
        const sp = r.expectation.span;
        return `${name}:${sp.line}: ${text.slice(sp.offset, sp.offset + sp.length)} — actual: ${r.actual}`;
      });
    expect(failing).toEqual([]);
  });

  it('formats stably and without changing the scenario', () => {
    const once = formatScenario(text);
    expect(formatScenario(once)).toBe(once);
    expect(stripSpans(parseScenario(once).scenario)).toEqual(stripSpans(parseScenario(text).scenario));
  });

  it('every phase sequence and action lifecycle is accepted by the XState machines', () => {
    const timeline = runScenario(text).timeline;
    expect(replayPhases(timeline).map((p) => p.message)).toEqual([]);
    expect(replayActions(timeline).map((p) => p.message)).toEqual([]);
  });

  it('resolves deterministically and matches the golden timeline', () => {
    const first = runScenario(text).timeline;
    const second = runScenario(text).timeline;
    expect(second).toEqual(first);
    // Option keys sorted: the order of a ruleset's option table is not part of a ruling.
    const options = Object.fromEntries(Object.entries(first.options).sort(([a], [b]) => a.localeCompare(b)));
    const json = `${JSON.stringify({ ...first, options }, null, 2)}\n`;
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
    expect(json).toBe(readFileSync(golden, 'utf8'));
  });
});

it('finds the scenario files', () => {
  expect(files.length).toBeGreaterThan(0);
});
