/**
 * parseScenario: text → { scenario, diagnostics, doc }. Scanner + parser + checker, with a last
 * guard so that no input, however hostile, can make it throw.
 */
import type { Diagnostic } from '../engine/diagnostic.ts';
import type { Scenario } from '../engine/scenario.ts';
import { t } from '../engine/text.ts';
import { checkDoc } from './checker.ts';
import { DiagnosticSink } from './diagnostics.ts';
import { parseDoc } from './parser.ts';
import { reusableLines } from './reparse.ts';
import { DEFAULT_RULESET } from './ruleset-ref.ts';
import type { ScenarioDoc } from './syntax.ts';

/** What parseScenario returns. */
export interface ParseResult {
  readonly scenario: Scenario;
  readonly diagnostics: Diagnostic[];
  readonly doc: ScenarioDoc;
}

/** An empty scenario (what a hopeless input still yields). */
export function emptyScenario(): Scenario {
  return { ruleset: DEFAULT_RULESET, seed: 1, options: [], players: [], phases: [], expectations: [] };
}

/**
 * Parses and checks a scenario text. Never throws. With `previous` (the parse of an earlier
 * version of the text), the lines before the first edit are taken over instead of parsed again.
 */
export function parseScenario(text: string, previous?: { doc: ScenarioDoc; diagnostics: readonly Diagnostic[] }): ParseResult {
  const source = typeof text === 'string' ? text : String(text ?? '');
  const sink = new DiagnosticSink();
  let doc: ScenarioDoc = { text: source, lines: [], statements: [], statementLines: [] };
  try {
    doc = parseDoc(source, sink, previous ? reusableLines(previous, source) : null);
    const scenario = checkDoc(doc, sink, previous);
    const last = doc.lines[doc.lines.length - 1]?.span ?? { line: 1, col: 1, offset: 0, length: 0 };
    return { scenario, diagnostics: sink.done(last), doc };
  } catch (error) {
    return {
      scenario: emptyScenario(),
      diagnostics: [
        ...sink.list,
        {
          code: 'PARSER_FAULT',
          severity: 'error',
          message: t(`Внутренняя ошибка разбора: ${String(error)}`, `Internal parser error: ${String(error)}`),
          span: { line: 1, col: 1, offset: 0, length: 0 },
        },
      ],
      doc,
    };
  }
}
