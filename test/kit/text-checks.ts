/**
 * What must hold for any scenario text (test kit): no throw, no internal fault, positioned and
 * capped diagnostics, idempotent formatting that keeps an error-free text's scenario. The parser
 * fuzzer checks it on random texts, the scenario runner on every stored file.
 */
import { expect } from 'vitest';
import { formatScenario, parseScenario, runScenario } from '../../src/dsl/index.ts';
import { MAX_DIAGNOSTICS } from '../../src/dsl/diagnostics.ts';
import type { Diagnostic } from '../../src/engine/diagnostic.ts';
import { stripSpans } from '../unit/dsl/strip.ts';

/** Problems with a diagnostic's position in `text` (`parser`: it must name a real line). */
function spanProblems(text: string, d: Diagnostic, parser: boolean): string[] {
  const { line, col, offset, length } = d.span;
  const out: string[] = [];
  const where = `${d.code} at ${line}:${col} (offset ${offset}, length ${length}, text length ${text.length})`;
  if (![line, col, offset, length].every(Number.isInteger)) out.push(`${where}: non-integer span`);
  if (offset < 0 || length < 0) out.push(`${where}: negative offset or length`);
  if (offset + length > text.length) out.push(`${where}: span ends past the text`);
  if (parser) {
    if (line < 1 || col < 1) out.push(`${where}: line and column must be ≥ 1`);
    const lines = text.split(/\r\n|\r|\n/).length;
    if (line > lines) out.push(`${where}: line past the last line (${lines})`);
  }
  return out;
}

/**
 * Everything that must hold for any text: no throw, no internal fault, positioned and capped
 * diagnostics, idempotent formatting; and for texts without parse errors, formatting keeps the
 * parsed scenario.
 */
export function textProblems(text: string): string[] {
  const out: string[] = [];
  const parsed = parseScenario(text);
  for (const d of parsed.diagnostics) {
    if (d.code === 'PARSER_FAULT') out.push(`PARSER_FAULT: ${d.message.en}`);
    out.push(...spanProblems(text, d, true));
  }
  if (parsed.diagnostics.length > MAX_DIAGNOSTICS + 1) out.push(`${parsed.diagnostics.length} diagnostics (cap ${MAX_DIAGNOSTICS} + 1)`);

  const once = formatScenario(text);
  const twice = formatScenario(once);
  if (twice !== once) out.push(`format is not idempotent:\n--- once ---\n${once}\n--- twice ---\n${twice}`);
  if (!parsed.diagnostics.some((d) => d.severity === 'error')) {
    const reparsed = parseScenario(once);
    try {
      expect(stripSpans(reparsed.scenario)).toEqual(stripSpans(parsed.scenario));
    } catch (error) {
      out.push(`format changed the scenario of an error-free text:\n--- formatted ---\n${once}\n${String(error)}`);
    }
  }

  const run = runScenario(text);
  for (const d of run.diagnostics) {
    if (d.code === 'ENGINE_FAULT') out.push(`ENGINE_FAULT: ${d.message.en}`);
    // Engine diagnostics may carry NO_SPAN (line 0) when they have no source.
    out.push(...spanProblems(text, d, false));
  }
  return out;
}

export function assertText(text: string): void {
  const problems = textProblems(text);
  if (problems.length) throw new Error(problems.slice(0, 6).join('\n'));
}

/** A text shown so that control characters and invisible marks can be read. */
export function showText(text: string): string {
  const clipped = text.length > 2000 ? `${text.slice(0, 2000)}… (${text.length} chars)` : text;
  return `${JSON.stringify(clipped)}\n--- raw ---\n${clipped}`;
}
