/**
 * The one scenario runner of the tests: every test that goes over scenarios/ takes its cases
 * from here. Each file is read once, and parsed and resolved at most once per test file (the
 * results are cached, lazily, on the case), so a test file that checks ten things about a
 * scenario does not resolve it ten times.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseScenario, type ParseResult } from '../../src/dsl/index.ts';
import { analyse, type Analysis } from '../../src/dsl/session.ts';
import { unexpectedErrors } from '../../src/engine/diagnostic.ts';
import type { Diagnostic } from '../../src/engine/diagnostic.ts';
import { scenarioFiles, SCENARIOS_DIR } from '../scenario-files.ts';

/** One stored scenario file. */
export interface ScenarioCase {
  /** Its path below scenarios/, with forward slashes (`mafia-lk/lk-01-….scenario`). */
  readonly name: string;
  /** The absolute path. */
  readonly path: string;
  readonly text: string;
  /** The parse, made on first use. */
  readonly parsed: ParseResult;
  /** The session's analysis (parse, resolve, expectations), made on first use. */
  readonly analysis: Analysis;
}

function makeCase(path: string): ScenarioCase {
  const text = readFileSync(path, 'utf8');
  let parsed: ParseResult | undefined;
  let analysis: Analysis | undefined;
  return {
    name: relative(SCENARIOS_DIR, path).split('\\').join('/'),
    path,
    text,
    get parsed() {
      return (parsed ??= parseScenario(text));
    },
    get analysis() {
      return (analysis ??= analyse(text));
    },
  };
}

let all: readonly ScenarioCase[] | undefined;

/** Every scenario file under scenarios/, in a stable order; `only` keeps those whose name it accepts. */
export function scenarioCases(only: (name: string) => boolean = () => true): readonly ScenarioCase[] {
  all ??= scenarioFiles().map(makeCase);
  return all.filter((c) => only(c.name));
}

/** `[name, case]` pairs for `describe.each` / `it.each`. */
export function scenarioTable(only?: (name: string) => boolean): [string, ScenarioCase][] {
  return scenarioCases(only).map((c) => [c.name, c]);
}

/** A diagnostic as one line with its position. */
function diagnosticLine(name: string, d: Diagnostic): string {
  return `${name}:${d.span.line}:${d.span.col} ${d.code}: ${d.message.en}`;
}

/** Parse errors of the case (none may stand in a stored scenario). */
export function parseErrors(c: ScenarioCase): string[] {
  return c.parsed.diagnostics.filter((d) => d.severity === 'error').map((d) => diagnosticLine(c.name, d));
}

/** Errors the scenario does not assert with `expect diagnostic` (refusals it is about are fine). */
export function unexpectedErrorLines(c: ScenarioCase): string[] {
  return unexpectedErrors(c.analysis.diagnostics).map((d) => diagnosticLine(c.name, d));
}

/** Every `expect` line that does not hold, with the line as written and what the engine found. */
export function failedExpectations(c: ScenarioCase): string[] {
  return c.analysis.results
    .filter((r) => !r.holds)
    .map((r) => {
      const sp = r.expectation.span;
      return `${c.name}:${sp.line}: ${c.text.slice(sp.offset, sp.offset + sp.length)} — actual: ${r.actual}`;
    });
}
